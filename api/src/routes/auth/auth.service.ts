import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { z } from 'zod';
import type { LoginInput, registerInputSchema, SetNewPasswordInput, User } from '@benchlink/contracts/auth';
import { RESEND_COOLDOWN_SECONDS, UNCONFIRMED_EMAIL_MESSAGE } from '@benchlink/contracts/auth';
import { safeReturnTo } from '@benchlink/contracts/paths';
import type { Db, Tx } from '../../db/client';
import { sessions, users, userTokens } from '../../db/schema/users';
import { AppError, badRequest, type FieldMessage, unauthorized } from '../../lib/errors';
import { hashPassword, timingDummyHash, verifyPassword } from '../../lib/password';
import { checkNewPassword } from '../../lib/password-rules';
import { TAKEOVER_LINKS, revokeLinks } from '../../lib/account-links';
import { resendCooldownSecondsLeft } from '../../lib/cooldown';
import { SIGN_IN, signInAccount } from '../../lib/rate-limits';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashToken, newToken } from '../../lib/sessions';
import { findLookAlike, looksReserved, usernameSkeleton } from '../../lib/usernames';
import { toUser, type UserRow } from '../../lib/users';
import { enqueueMail } from '../../mail/outbox';
import { confirmEmailMail } from '../../mail/templates/confirm-email';
import { resetPasswordMail } from '../../mail/templates/reset-password';
import { failedSignInsMail } from '../../mail/templates/failed-sign-ins';

/** A confirmation link stays valid for 3 days (the old product's lifetime). */
export const CONFIRM_TOKEN_TTL_MS = 72 * 3_600_000;
/** A password reset link grants the account: keep it short. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

export const messages = {
  usernameTaken: 'Username is already taken',
  usernameReserved: 'This username is reserved',
  emailTaken: 'Email is already registered',
  invalidCredentials: 'Invalid username/email or password.',
  unconfirmed: UNCONFIRMED_EMAIL_MESSAGE,
  resendSent: 'If this email belongs to an account waiting for confirmation, a new confirmation email is on its way.',
  recoverySent: 'If an account exists for this email, we have sent a link to reset the password.',
  resetInvalid: 'This password reset link is invalid or has already been used.',
  resetExpired: 'This password reset link has expired. Please request a new one.',
  resetUsable: 'This password reset link can be used.',
  passwordChanged: 'Your password has been changed. You can now sign in.',
} as const;

type Purpose = (typeof userTokens.$inferInsert)['purpose'];

export async function findUserByEmail(db: Db | Tx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

async function findUserByUsername(db: Db | Tx, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return user;
}

/** Replaces the user's live token for this purpose: only the newest link works. */
async function issueToken(tx: Tx, userId: number, purpose: Purpose, ttlMs: number, now: number): Promise<string> {
  await tx
    .delete(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  const token = newToken();
  await tx.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: new Date(now),
    expiresAt: new Date(now + ttlMs),
  });
  return token;
}

/** `returnTo`: where the link leads after the user signs in (a path on this origin; anything else is dropped). */
async function queueConfirmation(tx: Tx, config: Config, user: UserRow, now: number, returnTo?: string) {
  const token = await issueToken(tx, user.id, 'confirm-email', CONFIRM_TOKEN_TTL_MS, now);
  await enqueueMail(tx, {
    to: user.email,
    ...confirmEmailMail({
      publicUrl: config.publicUrl,
      firstName: user.firstName,
      token,
      validHours: CONFIRM_TOKEN_TTL_MS / 3_600_000,
      returnTo: safeReturnTo(returnTo),
    }),
  });
}

/** Both conflicts are reported at once, so the form can mark both fields. A look-alike username counts as taken. */
async function registrationConflicts(db: Db | Tx, username: string, email: string): Promise<FieldMessage[]> {
  const issues: FieldMessage[] = [];
  if (looksReserved(username)) {
    issues.push({ field: 'username', message: messages.usernameReserved });
  } else if ((await findUserByUsername(db, username)) || (await findLookAlike(db, username))) {
    issues.push({ field: 'username', message: messages.usernameTaken });
  }
  if (await findUserByEmail(db, email)) issues.push({ field: 'email', message: messages.emailTaken });
  return issues;
}

/** Creates an unconfirmed account and queues its confirmation e-mail in the same transaction. */
export async function registerUser(
  db: Db,
  config: Config,
  input: z.output<typeof registerInputSchema>,
  now = Date.now(),
): Promise<User> {
  const username = input.username.trim();
  const email = input.email.toLowerCase();
  // Tells nothing about other accounts, so it may answer early.
  await checkNewPassword(input.password, { username, email }, 'password');
  // Hashed before the checks, so that a taken username answers after the same work as a new one: the time of the
  // answer must not tell which usernames exist.
  const passwordHash = await hashPassword(input.password);
  const early = await registrationConflicts(db, username, email);
  if (early.length > 0) throw new AppError(409, early);
  try {
    return await db.transaction(async (tx) => {
      // Checked again inside the transaction: another registration may have finished while hashing.
      const issues = await registrationConflicts(tx, username, email);
      if (issues.length > 0) throw new AppError(409, issues);
      const [user] = await tx
        .insert(users)
        .values({
          username,
          usernameSkeleton: usernameSkeleton(username),
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          email,
          passwordHash,
          createdAt: new Date(now),
        })
        .returning();
      await queueConfirmation(tx, config, user!, now, input.returnTo);
      return toUser(user!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const issues = await registrationConflicts(db, username, email);
      throw new AppError(409, issues.length > 0 ? issues : [{ field: 'username', message: messages.usernameTaken }]);
    }
    throw error;
  }
}

export type TokenOutcome = 'ok' | 'invalid' | 'expired';

async function findToken(db: Db | Tx, token: string, purpose: Purpose) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose)))
    .limit(1);
  return row;
}

function checkToken(row: typeof userTokens.$inferSelect | undefined, now: number): TokenOutcome {
  if (!row || row.usedAt) return 'invalid';
  if (row.expiresAt.getTime() <= now) return 'expired';
  return 'ok';
}

/** Confirms the e-mail behind a confirmation link; the link works once. */
export async function confirmEmail(db: Db, token: string, now = Date.now()): Promise<TokenOutcome> {
  return db.transaction(async (tx) => {
    const row = await findToken(tx, token, 'confirm-email');
    const outcome = checkToken(row, now);
    if (outcome !== 'ok' || !row) return outcome;
    await tx
      .update(userTokens)
      .set({ usedAt: new Date(now) })
      .where(eq(userTokens.id, row.id));
    await tx
      .update(users)
      .set({ emailConfirmedAt: new Date(now) })
      .where(and(eq(users.id, row.userId), isNull(users.emailConfirmedAt)));
    return 'ok';
  });
}

async function secondsUntilResend(db: Db | Tx, userId: number, purpose: Purpose, now: number): Promise<number> {
  const [latest] = await db
    .select({ createdAt: userTokens.createdAt })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)))
    .orderBy(desc(userTokens.createdAt))
    .limit(1);
  return resendCooldownSecondsLeft(latest?.createdAt, now);
}

/**
 * Sends a new confirmation link to an account waiting for confirmation, at most once per cooldown. Every address
 * gets the same answer (unknown, waiting, already confirmed, or inside the cooldown), so the endpoint tells nobody
 * which addresses have accounts or in which state; the sign-in form counts the cooldown down by itself.
 */
export async function resendConfirmation(
  db: Db,
  config: Config,
  email: string,
  returnTo?: string,
  now = Date.now(),
): Promise<{ message: string; retryAfter: number }> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.emailConfirmedAt || (await secondsUntilResend(tx, user.id, 'confirm-email', now)) > 0) return;
    await queueConfirmation(tx, config, user, now, returnTo);
  });
  return { message: messages.resendSent, retryAfter: RESEND_COOLDOWN_SECONDS };
}

/**
 * The account a sign-in attempt names, as the throttle counts it: `user:<id>` when the identifier is a known username
 * or e-mail (so both count together), else `name:<identifier>`; and the user, when there is one.
 */
export async function findSignInAccount(
  db: Db,
  usernameOrEmail: string,
): Promise<{ key: string; user?: Pick<UserRow, 'id' | 'username' | 'email' | 'firstName'> }> {
  const identifier = usernameOrEmail.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, username: users.username, email: users.email, firstName: users.firstName })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${identifier}`, sql`lower(${users.email}) = ${identifier}`))
    .limit(1);
  return user ? { key: signInAccount(user.id), user } : { key: `name:${identifier}` };
}

/** Tells an account's owner that its sign-in limit was hit: someone may be guessing its password. */
export async function mailFailedSignIns(
  db: Db,
  config: Config,
  user: Pick<UserRow, 'username' | 'email' | 'firstName'>,
) {
  await enqueueMail(db, {
    to: user.email,
    ...failedSignInsMail({
      publicUrl: config.publicUrl,
      firstName: user.firstName,
      username: user.username,
      failures: SIGN_IN.freeFailuresPerAccount,
      windowMinutes: SIGN_IN.accountWindowSeconds / 60,
    }),
  });
}

/** Signs in by username or e-mail; the caller starts the session. */
export async function authenticate(db: Db, input: LoginInput, now = Date.now()): Promise<User> {
  const identifier = input.usernameOrEmail.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${identifier}`, sql`lower(${users.email}) = ${identifier}`))
    .limit(1);
  // The hash is always checked, so an unknown account answers as slowly as a wrong password.
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await timingDummyHash()));
  if (!user || !user.passwordHash || !matches) throw unauthorized(messages.invalidCredentials);
  // Only after the password matched: otherwise this message would reveal unconfirmed accounts.
  if (!user.emailConfirmedAt) throw unauthorized(messages.unconfirmed);
  await recordSignIn(db, user.id, now);
  return toUser(user);
}

export async function recordSignIn(db: Db, userId: number, now = Date.now()) {
  await db
    .update(users)
    .set({ lastLoginAt: new Date(now) })
    .where(eq(users.id, userId));
}

/**
 * Mails a reset link when the account exists and answers the same either way. Repeated requests inside the
 * cooldown are silently skipped, so the endpoint cannot be used to flood someone's mailbox.
 */
export async function requestPasswordReset(
  db: Db,
  config: Config,
  email: string,
  now = Date.now(),
): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || (await secondsUntilResend(tx, user.id, 'reset-password', now)) > 0) return;
    const token = await issueToken(tx, user.id, 'reset-password', RESET_TOKEN_TTL_MS, now);
    await enqueueMail(tx, {
      to: user.email,
      ...resetPasswordMail({
        publicUrl: config.publicUrl,
        firstName: user.firstName,
        token,
        validMinutes: RESET_TOKEN_TTL_MS / 60_000,
      }),
    });
  });
  return { message: messages.recoverySent };
}

/**
 * Whether a reset link can still set a password, asked when its page opens; throws the same 400 as
 * `setNewPassword` would, so the page can refuse a used or expired link before anything is typed. Uses nothing up.
 */
export async function checkPasswordResetToken(db: Db, token: string, now = Date.now()): Promise<{ message: string }> {
  const outcome = checkToken(await findToken(db, token, 'reset-password'), now);
  if (outcome === 'invalid') throw badRequest(messages.resetInvalid, 'token');
  if (outcome === 'expired') throw badRequest(messages.resetExpired, 'token');
  return { message: messages.resetUsable };
}

/**
 * Sets the password behind a reset link and signs the account out everywhere; the account's other reset links and
 * pending e-mail change stop working.
 */
export async function setNewPassword(
  db: Db,
  input: SetNewPasswordInput,
  now = Date.now(),
): Promise<{ message: string }> {
  const token = await findToken(db, input.token, 'reset-password');
  const precheck = checkToken(token, now);
  if (precheck === 'invalid' || !token) throw badRequest(messages.resetInvalid, 'token');
  if (precheck === 'expired') throw badRequest(messages.resetExpired, 'token');
  const [account] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, token.userId));
  if (account) await checkNewPassword(input.newPassword, account, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const row = await findToken(tx, input.token, 'reset-password');
    // Checked again: the same link may have been used while the password was hashing.
    if (checkToken(row, now) !== 'ok' || !row) throw badRequest(messages.resetInvalid, 'token');
    await tx
      .update(userTokens)
      .set({ usedAt: new Date(now) })
      .where(eq(userTokens.id, row.id));
    // Following the mailed link proves the address, so an unconfirmed account becomes confirmed. The time goes
    // through the column, which stores it as each engine does.
    await tx
      .update(users)
      .set({
        passwordHash,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${sql.param(new Date(now), users.emailConfirmedAt)})`,
      })
      .where(eq(users.id, row.userId));
    await tx.delete(sessions).where(eq(sessions.userId, row.userId));
    // Other reset links and any pending change of e-mail were asked before the account was taken back.
    await revokeLinks(tx, row.userId, TAKEOVER_LINKS);
  });
  return { message: messages.passwordChanged };
}
