import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type ChangeEmailInput,
  type ChangePasswordInput,
  EMAIL_CHANGE_TTL_HOURS,
  type EmailChangeCancelled,
  type EmailChanged,
  type EmailChangeRequested,
} from '@benchlink/contracts/account';
import type { User } from '@benchlink/contracts/auth';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { sessions, users, userTokens } from '../../db/schema/users';
import { EMAIL_CHANGE_LINKS, revokeLinks, TAKEOVER_LINKS } from '../../lib/account-links';
import { type Actor, recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { hashPassword, timingDummyHash, verifyPassword } from '../../lib/password';
import { assertSignInAllowed, recordSignInFailure, signInAccount } from '../../lib/rate-limits';
import { checkNewPassword } from '../../lib/password-rules';
import { hashToken, newToken } from '../../lib/sessions';
import { type SessionUser, toUser } from '../../lib/users';
import { enqueueMail } from '../../mail/outbox';
import { mailFailedSignIns } from '../auth/auth.service';
import { confirmEmailChangeMail } from '../../mail/templates/confirm-email-change';
import { emailChangeAttemptedMail } from '../../mail/templates/email-change-attempted';
import { emailChangeRequestedMail } from '../../mail/templates/email-change-requested';
import { emailChangedMail } from '../../mail/templates/email-changed';

/** A link to a new address works for 24 hours (`EMAIL_CHANGE_TTL_HOURS`). */
export const EMAIL_CHANGE_TTL_MS = EMAIL_CHANGE_TTL_HOURS * 3_600_000;

/** The sign-up's message for an address another account has (docs/product.md, Sign-up). */
export const EMAIL_TAKEN_MESSAGE = 'Email is already registered';

/** Another account with this address (any case), or undefined. */
async function otherAccountWith(db: Db | Tx, email: string, exceptUserId: number) {
  const [other] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptUserId)))
    .limit(1);
  return other;
}

/**
 * The current password, asked before a change that could take the account (403 on `currentPassword` when wrong, as
 * for an account without a password). Wrong ones count as failed sign-ins of the account from this address, and
 * the sign-in waits apply: a stolen session cannot guess the password here instead.
 */
async function assertCurrentPassword(db: Db, config: Config, user: SessionUser, password: string, address: string) {
  const attempt = { account: signInAccount(user.id), userId: user.id, address };
  await assertSignInAllowed(db, attempt);
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  // The hash is always checked, so an account without a password answers as slowly as a wrong one.
  const matches = await verifyPassword(password, row?.passwordHash ?? (await timingDummyHash()));
  if (row?.passwordHash && matches) return;
  const { alertOwner } = await recordSignInFailure(db, attempt);
  if (alertOwner) await mailFailedSignIns(db, config, user);
  throw new AppError(403, [{ field: 'currentPassword', message: ACCOUNT_MESSAGES.wrongPassword }]);
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
 * With the current password: mails a link to the new address, and one that cancels the change to the current
 * address; the account keeps its address until the first is opened. Only the newest link to a new address works;
 * every cancel link still unused cancels whatever change is pending. The account's own address is 400. An address
 * another account has gets the same answer, but no link: its owner is told of the attempt instead, so the answer
 * does not tell which addresses have accounts.
 */
export async function requestEmailChange(
  db: Db,
  config: Config,
  user: SessionUser,
  input: ChangeEmailInput,
  address: string,
  now = Date.now(),
): Promise<EmailChangeRequested> {
  await assertCurrentPassword(db, config, user, input.currentPassword, address);
  // The schema lower-cased it.
  const email = input.email;
  if (email === user.email.toLowerCase()) throw badRequest(ACCOUNT_MESSAGES.sameEmail, 'email');
  await db.transaction(async (tx) => {
    const owner = await otherAccountWith(tx, email, user.id);
    if (owner) {
      await enqueueMail(tx, {
        to: owner.email,
        ...emailChangeAttemptedMail({ publicUrl: config.publicUrl, firstName: owner.firstName }),
      });
      return;
    }
    await tx
      .delete(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'change-email'), isNull(userTokens.usedAt)));
    const token = newToken();
    const cancelToken = newToken();
    const times = { createdAt: new Date(now), expiresAt: new Date(now + EMAIL_CHANGE_TTL_MS) };
    await tx.insert(userTokens).values([
      { userId: user.id, purpose: 'change-email', email, tokenHash: hashToken(token), ...times },
      { userId: user.id, purpose: 'cancel-email-change', email, tokenHash: hashToken(cancelToken), ...times },
    ]);
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
    await enqueueMail(tx, {
      to: user.email,
      ...emailChangeRequestedMail({
        publicUrl: config.publicUrl,
        firstName: user.firstName,
        username: user.username,
        newEmail: email,
        token: cancelToken,
        validHours: EMAIL_CHANGE_TTL_HOURS,
      }),
    });
  });
  return { message: ACCOUNT_MESSAGES.emailChangeSent, email };
}

/**
 * Opening the link mailed to the old address cancels the pending change, once: the link to the new address and the
 * other cancel links stop working. The account keeps its address.
 */
export async function cancelEmailChange(
  db: Db,
  token: string,
  ip: string,
  now = Date.now(),
): Promise<EmailChangeCancelled> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: userTokens, user: users })
      .from(userTokens)
      .innerJoin(users, eq(users.id, userTokens.userId))
      .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, 'cancel-email-change')))
      .limit(1);
    if (!row || row.token.usedAt || !row.token.email) throw badRequest(ACCOUNT_MESSAGES.emailChangeInvalid, 'token');
    if (row.token.expiresAt.getTime() <= now) throw badRequest(ACCOUNT_MESSAGES.emailChangeCancelExpired, 'token');
    await tx
      .update(userTokens)
      .set({ usedAt: new Date(now) })
      .where(eq(userTokens.id, row.token.id));
    await revokeLinks(tx, row.user.id, EMAIL_CHANGE_LINKS);
    await recordAudit(tx, {
      user: row.user,
      ip,
      action: 'account.email-change-cancelled',
      target: { type: 'user', id: row.user.id },
      detail: { to: row.token.email },
    });
    return { message: ACCOUNT_MESSAGES.emailChangeCancelled, email: row.token.email };
  });
}

/**
 * Opening the link mailed to a new address makes it the account's, once; the old address is told. The address is
 * checked again: another account may have taken it since (409). The account's reset links stop working and every
 * session of the account ends but the one that opened the link, when that one is the account's own (`session`).
 */
export async function confirmEmailChange(
  db: Db,
  config: Config,
  token: string,
  session: { userId: number; sessionId: string } | null,
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
      if (await otherAccountWith(tx, newEmail, row.user.id)) throw conflict(EMAIL_TAKEN_MESSAGE);
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
      // Links and sessions begun before the move may be someone else's: the address decides from now on.
      await revokeLinks(tx, row.user.id, TAKEOVER_LINKS);
      const keep = session?.userId === row.user.id ? session.sessionId : null;
      await tx
        .delete(sessions)
        .where(
          keep === null
            ? eq(sessions.userId, row.user.id)
            : and(eq(sessions.userId, row.user.id), ne(sessions.id, keep)),
        );
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
 * asked stays signed in. Unused reset links and a pending change of e-mail stop working.
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
    // Reset links and a pending change of e-mail may have been asked by whoever had the old password.
    await revokeLinks(tx, userId, TAKEOVER_LINKS);
    await recordAudit(tx, { ...actor, action: 'account.password-changed', target: { type: 'user', id: userId } });
  });
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}
