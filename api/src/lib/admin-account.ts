import { usernameSkeleton } from './usernames';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { ADMIN_USERNAME } from '@benchlink/contracts/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import type { Logger } from './logger';
import { hashPassword } from './password';

/** Shows a secret to the person starting the server. */
export type SecretPrinter = (text: string) => void;

const printToStderr: SecretPrinter = (text) => void process.stderr.write(`${text}\n`);

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
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${ADMIN_USERNAME}`)
    .limit(1);
  if (existing) return { created: false };
  const generatedPassword = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(config.adminPassword ?? generatedPassword!);
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
    const [created] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${ADMIN_USERNAME}`)
      .limit(1);
    if (created) return { created: false };
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
