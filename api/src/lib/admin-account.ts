import { usernameSkeleton } from './usernames';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { ADMIN_USERNAME } from '@benchlink/contracts/auth';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/users';
import type { Logger } from './logger';
import { hashPassword, verifyPassword } from './password';

/** Shows a secret to the person starting the server. */
export type SecretPrinter = (text: string) => void;

const printToStderr: SecretPrinter = (text) => void process.stderr.write(`${text}\n`);

/** A password the administrator is given: ADMIN_PASSWORD, else a random one, which the caller prints once. */
const newAdminPassword = (config: Config) =>
  config.adminPassword
    ? { password: config.adminPassword, generated: false }
    : { password: randomBytes(12).toString('base64url'), generated: true };

const findAdmin = async (db: Db) =>
  (
    await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.username}) = ${ADMIN_USERNAME}`)
      .limit(1)
  )[0];

/**
 * Creates the `admin` account on first start when none exists: with ADMIN_PASSWORD, or with a generated
 * password printed once (it is stored only as a hash). An existing admin is left untouched.
 * Returns the generated password, if one was generated.
 */
export async function ensureAdminAccount(
  db: Db,
  config: Config,
  logger: Logger,
  printSecret: SecretPrinter = printToStderr,
): Promise<{ created: boolean; generatedPassword?: string }> {
  if (await findAdmin(db)) return { created: false };
  const { password, generated } = newAdminPassword(config);
  const generatedPassword = generated ? password : undefined;
  const passwordHash = await hashPassword(password);
  const inserted = await db
    .insert(users)
    .values({
      username: ADMIN_USERNAME,
      usernameSkeleton: usernameSkeleton(ADMIN_USERNAME),
      firstName: 'Benchlink',
      lastName: 'Administrator',
      email: config.adminEmail,
      passwordHash,
      emailConfirmedAt: new Date(),
    })
    // Two processes starting at once: the unique index lets only one insert win.
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) {
    if (await findAdmin(db)) return { created: false };
    // The e-mail belongs to another account: starting without an administrator would hide the problem.
    throw new Error(
      `Cannot create the administrator account: ${config.adminEmail} is used by another account. Set ADMIN_EMAIL.`,
    );
  }
  if (generatedPassword) {
    // Printed beside the logger, not through it: LOG_LEVEL=error or silent must not swallow the only copy, and log
    // lines are collected and kept, which a password must not be.
    printSecret(
      `Created the administrator account "${ADMIN_USERNAME}" with the generated password: ${generatedPassword}\n` +
        '  It is shown only this once. Set ADMIN_PASSWORD before the first start to choose it yourself.',
    );
    logger.warn('Created the administrator account with a generated password, printed once to the console', {
      username: ADMIN_USERNAME,
    });
  } else {
    logger.info('Created the administrator account with the password from ADMIN_PASSWORD', {
      username: ADMIN_USERNAME,
    });
  }
  return { created: true, generatedPassword };
}

/**
 * Gives the administrator a new password, as on its first start (ADMIN_PASSWORD, else a generated one printed once),
 * when it still has `publicPassword`: the demo's, which demo databases made before issue 46 gave it and the sign-in
 * page shows to everyone. Its sessions end. Returns whether the password was replaced.
 */
export async function replaceKnownAdminPassword(
  db: Db,
  config: Config,
  logger: Logger,
  publicPassword: string,
  printSecret: SecretPrinter = printToStderr,
): Promise<boolean> {
  const admin = await findAdmin(db);
  if (!admin?.passwordHash || !(await verifyPassword(publicPassword, admin.passwordHash))) return false;
  const { password, generated } = newAdminPassword(config);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, admin.id));
    await tx.delete(sessions).where(eq(sessions.userId, admin.id));
  });
  if (generated) {
    printSecret(
      `The administrator "${ADMIN_USERNAME}" had the demo's password; its new, generated password is: ${password}\n` +
        '  It is shown only this once.',
    );
  }
  logger.warn('Replaced the administrator’s password, which was the demo’s', { username: ADMIN_USERNAME });
  return true;
}
