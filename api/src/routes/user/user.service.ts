import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type ChangePasswordInput,
  EMAIL_CHANGE_TTL_HOURS,
  type EmailChanged,
  type EmailChangeRequested,
} from '@benchlink/contracts/account';
import type { User } from '@benchlink/contracts/auth';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { sessions, users, userTokens } from '../../db/schema/users';
import { type Actor, recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { hashPassword, timingDummyHash, verifyPassword } from '../../lib/password';
import { checkNewPassword } from '../../lib/password-rules';
import { hashToken, newToken } from '../../lib/sessions';
import { type SessionUser, toUser } from '../../lib/users';
import { enqueueMail } from '../../mail/outbox';
import { confirmEmailChangeMail } from '../../mail/templates/confirm-email-change';
import { emailChangedMail } from '../../mail/templates/email-changed';

/** A link to a new address works for 24 hours (`EMAIL_CHANGE_TTL_HOURS`). */
export const EMAIL_CHANGE_TTL_MS = EMAIL_CHANGE_TTL_HOURS * 3_600_000;

/** The sign-up's message for an address another account has (docs/product.md, Sign-up). */
export const EMAIL_TAKEN_MESSAGE = 'Email is already registered';

async function isEmailTaken(db: Db | Tx, email: string, exceptUserId: number) {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptUserId)))
    .limit(1);
  return Boolean(other);
}

/** Sets the user's first and last name (the sign-up rules). */
export async function updateName(
  db: Db,
  userId: number,
  input: { firstName: string; lastName: string },
): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName })
    .where(eq(users.id, userId))
    .returning();
  return toUser(row!);
}

/**
 * Mails a link to the new address; the account keeps its address until the link is opened. Only the newest link
 * works. The address must not be the account's own (400) nor another account's (409).
 */
export async function requestEmailChange(
  db: Db,
  config: Config,
  user: SessionUser,
  email: string,
  now = Date.now(),
): Promise<EmailChangeRequested> {
  if (email === user.email.toLowerCase()) throw badRequest(ACCOUNT_MESSAGES.sameEmail, 'email');
  if (await isEmailTaken(db, email, user.id)) throw conflict(EMAIL_TAKEN_MESSAGE, 'email');
  await db.transaction(async (tx) => {
    await tx
      .delete(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'change-email'), isNull(userTokens.usedAt)));
    const token = newToken();
    await tx.insert(userTokens).values({
      userId: user.id,
      purpose: 'change-email',
      email,
      tokenHash: hashToken(token),
      createdAt: new Date(now),
      expiresAt: new Date(now + EMAIL_CHANGE_TTL_MS),
    });
    await enqueueMail(tx, {
      to: email,
      ...confirmEmailChangeMail({
        publicUrl: config.publicUrl,
        firstName: user.firstName,
        newEmail: email,
        token,
        validHours: EMAIL_CHANGE_TTL_HOURS,
      }),
    });
  });
  return { message: ACCOUNT_MESSAGES.emailChangeSent, email };
}

/**
 * Opening the link mailed to a new address makes it the account's, once; the old address is told. The address is
 * checked again: another account may have taken it since (409).
 */
export async function confirmEmailChange(
  db: Db,
  config: Config,
  token: string,
  ip: string,
  now = Date.now(),
): Promise<EmailChanged> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ token: userTokens, user: users })
        .from(userTokens)
        .innerJoin(users, eq(users.id, userTokens.userId))
        .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, 'change-email')))
        .limit(1);
      if (!row || row.token.usedAt || !row.token.email) throw badRequest(ACCOUNT_MESSAGES.emailChangeInvalid, 'token');
      if (row.token.expiresAt.getTime() <= now) throw badRequest(ACCOUNT_MESSAGES.emailChangeExpired, 'token');
      const newEmail = row.token.email;
      const oldEmail = row.user.email;
      if (await isEmailTaken(tx, newEmail, row.user.id)) throw conflict(EMAIL_TAKEN_MESSAGE);
      await tx
        .update(userTokens)
        .set({ usedAt: new Date(now) })
        .where(eq(userTokens.id, row.token.id));
      // Following the mailed link proves the address.
      await tx
        .update(users)
        .set({
          email: newEmail,
          emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${sql.param(new Date(now), users.emailConfirmedAt)})`,
        })
        .where(eq(users.id, row.user.id));
      if (oldEmail.toLowerCase() !== newEmail) {
        await enqueueMail(tx, {
          to: oldEmail,
          ...emailChangedMail({
            publicUrl: config.publicUrl,
            firstName: row.user.firstName,
            username: row.user.username,
            oldEmail,
            newEmail,
          }),
        });
      }
      await recordAudit(tx, {
        user: row.user,
        ip,
        action: 'account.email-changed',
        target: { type: 'user', id: row.user.id },
        detail: { from: oldEmail, to: newEmail },
      });
      return { message: ACCOUNT_MESSAGES.emailChanged, email: newEmail };
    });
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/**
 * Changes the password when the current one is given right (else 400 on `currentPassword`) and the new one passes the
 * password rules (else 400 on `password`, lib/password-rules.ts). Every other session of the user ends; the one that
 * asked stays signed in. Unused reset links stop working.
 */
export async function changePassword(
  db: Db,
  input: ChangePasswordInput,
  sessionId: string | null,
  actor: Actor & { user: SessionUser },
): Promise<{ message: string }> {
  const userId = actor.user.id;
  const [row] = await db
    .select({ passwordHash: users.passwordHash, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  // The hash is always checked, so an account without a password answers as slowly as a wrong one.
  const matches = await verifyPassword(input.currentPassword, row?.passwordHash ?? (await timingDummyHash()));
  if (!row?.passwordHash || !matches) {
    throw new AppError(400, [{ field: 'currentPassword', message: ACCOUNT_MESSAGES.wrongCurrentPassword }]);
  }
  await checkNewPassword(input.password, row, 'password');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(
        sessionId === null ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, sessionId)),
      );
    await tx
      .delete(userTokens)
      .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'reset-password'), isNull(userTokens.usedAt)));
    await recordAudit(tx, { ...actor, action: 'account.password-changed', target: { type: 'user', id: userId } });
  });
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}
