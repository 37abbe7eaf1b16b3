import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@benchlink/contracts/account';
import type { User } from '@benchlink/contracts/auth';
import { auditLog } from '../../db/schema/security';
import { users, userTokens } from '../../db/schema/users';
import { SIGN_IN } from '../../lib/rate-limits';
import { createAccount, DEFAULT_PASSWORD, queuedLinks, sendJson, signIn, tokenOf } from '../../test/auth';
import { mailTo, send } from '../../test/companies';
import { createSignedInUser, newSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EMAIL_CHANGE_TTL_MS, EMAIL_TAKEN_MESSAGE } from './user.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type ErrorBody = { message: string[]; field?: string[]; fields?: Record<string, string> };

let counter = 0;
const newAddress = () => {
  counter += 1;
  return `new-address${counter}@example.com`;
};

const me = async (cookie: string) => {
  const response = await send(t, 'GET', '/api/user', cookie);
  return { status: response.status, user: response.status === 200 ? ((await response.json()) as User) : null };
};
const requestChange = (cookie: string, email: string, currentPassword = DEFAULT_PASSWORD) =>
  send(t, 'POST', '/api/user/email', cookie, { email, currentPassword });
const confirmChange = (token: string, cookie?: string) => send(t, 'POST', '/api/user/email-changes', cookie, { token });
const cancelChange = (token: string) => send(t, 'POST', '/api/user/email-change-cancellations', undefined, { token });
/** An account with the default password and a fresh session of it. */
const accountWithSession = async () => {
  const user = await createAccount(t);
  return { user, cookie: await newSession(t, user.id) };
};
/** The token of the newest reset link mailed to the account (asked for now). */
const resetToken = async (email: string) => {
  await t.app.request(`/api/auth/password-recovery?email=${encodeURIComponent(email)}`);
  return tokenOf((await queuedLinks(t, email))[0]);
};
const resetWorks = async (token: string) =>
  (await t.app.request(`/api/auth/password-reset/check?token=${token}`)).status === 200;
const changePassword = (cookie: string, body: Record<string, unknown>) =>
  send(t, 'PUT', '/api/user/password', cookie, body);
const passwords = (password: string, currentPassword = DEFAULT_PASSWORD) => ({
  currentPassword,
  password,
  repeatedPassword: password,
});

/** The token of the newest link mailed to `email`. */
const mailedToken = async (email: string) => tokenOf((await queuedLinks(t, email))[0]);

describe('PUT /api/user', () => {
  it('changes the name, trimmed, and answers the user', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const response = await send(t, 'PUT', '/api/user', cookie, { firstName: '  Grace ', lastName: 'Hopper' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: user.id, firstName: 'Grace', lastName: 'Hopper' });
    expect((await me(cookie)).user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('applies the sign-up rules to both names', async () => {
    const { cookie } = await createSignedInUser(t);
    const response = await send(t, 'PUT', '/api/user', cookie, { firstName: 'Al', lastName: 'x'.repeat(41) });
    expect(response.status).toBe(400);
    expect((await response.json()) as ErrorBody).toMatchObject({
      fields: { firstName: 'must be at least 3 characters', lastName: 'must not exceed 40 characters' },
    });
  });

  it('needs a session', async () => {
    expect((await send(t, 'PUT', '/api/user', undefined, { firstName: 'Grace', lastName: 'Hopper' })).status).toBe(401);
  });
});

describe('changing the e-mail', () => {
  it('mails a link to the new address and changes nothing until it is opened', async () => {
    const account = await createAccount(t);
    const cookie = await signIn(t, account.username);
    const email = newAddress();
    const response = await requestChange(cookie, email.toUpperCase());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: ACCOUNT_MESSAGES.emailChangeSent, email });
    const [mail] = await mailTo(t, email);
    expect(mail!.subject).toBe('Confirm your new Benchlink e-mail address');
    const [link] = await queuedLinks(t, email);
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/confirm-email-change\\?token=[\\w-]{43}$`));
    expect((await me(cookie)).user!.email).toBe(account.email);
    const [token] = await t.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, account.id), eq(userTokens.purpose, 'change-email')));
    expect(token).toMatchObject({ email, usedAt: null });
  });

  it('takes effect when the link is opened, once, and tells the old address', async () => {
    const account = await createAccount(t);
    const cookie = await signIn(t, account.username);
    const email = newAddress();
    await requestChange(cookie, email);
    const token = await mailedToken(email);

    // Opened in any browser: no session needed (and, opened without the account's session, it ends them all).
    const confirmed = await confirmChange(token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: ACCOUNT_MESSAGES.emailChanged, email });
    expect((await me(cookie)).status).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.email).toBe(email);
    const [, notice] = await mailTo(t, account.email);
    expect(notice!.subject).toBe('Your Benchlink e-mail address was changed');
    expect(notice!.text).toContain(`from ${account.email} to ${email}`);
    // The new address signs in; the old one names no account any more.
    expect(await signIn(t, email)).toBeTruthy();
    const old = await sendJson(t, 'POST', '/api/auth/login', {
      usernameOrEmail: account.email,
      password: DEFAULT_PASSWORD,
    });
    expect(old.status).toBe(401);

    const again = await confirmChange(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: [ACCOUNT_MESSAGES.emailChangeInvalid], field: ['token'] });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.email-changed'), eq(auditLog.userId, account.id)));
    expect(JSON.parse(audit!.detail!)).toEqual({ from: account.email, to: email });
  });

  it('works with the newest link only, for 24 hours', async () => {
    const { user, cookie } = await accountWithSession();
    const first = newAddress();
    await requestChange(cookie, first);
    const firstToken = await mailedToken(first);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const second = newAddress();
    await requestChange(cookie, second);
    const secondToken = await mailedToken(second);
    expect(await (await confirmChange(firstToken)).json()).toMatchObject({
      message: [ACCOUNT_MESSAGES.emailChangeInvalid],
    });
    vi.setSystemTime(start + EMAIL_CHANGE_TTL_MS);
    const expired = await confirmChange(secondToken);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ message: [ACCOUNT_MESSAGES.emailChangeExpired] });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
  });

  it('refuses the account’s own address (400)', async () => {
    const { user, cookie } = await accountWithSession();
    const own = await requestChange(cookie, user.email.toUpperCase());
    expect(own.status).toBe(400);
    expect(await own.json()).toMatchObject({ message: [ACCOUNT_MESSAGES.sameEmail], field: ['email'] });
  });

  it('answers alike for another account’s address, sends no link and tells that account’s owner instead', async () => {
    const { user, cookie } = await accountWithSession();
    const free = newAddress();
    const freeAnswer = await requestChange(cookie, free);
    const other = await createAccount(t);
    const takenAnswer = await requestChange(cookie, other.email.toUpperCase());
    // The same status and body as for a free address (the body names the address asked for, as typed but lower-cased).
    expect(takenAnswer.status).toBe(freeAnswer.status);
    expect(await takenAnswer.json()).toEqual({ ...((await freeAnswer.json()) as object), email: other.email });
    const [notice, ...more] = await mailTo(t, other.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('Someone tried to use your e-mail address on Benchlink');
    expect(notice!.text).not.toMatch(/token=/);
    expect(notice!.text).not.toContain(user.email);
    // No link to the taken address, and the pending change to the free one is left as it was.
    const pending = await t.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'change-email')));
    expect(pending.map((token) => token.email)).toEqual([free]);
    expect((await mailTo(t, user.email)).map((mail) => mail.subject)).toEqual([
      'Your Benchlink e-mail address is about to change',
    ]);
  });

  it('checks the address again when the link is opened: taken meanwhile is 409 and changes nothing', async () => {
    const { user, cookie } = await accountWithSession();
    const email = newAddress();
    await requestChange(cookie, email);
    const token = await mailedToken(email);
    await createSignedInUser(t, { email: email.toUpperCase() });
    const refused = await confirmChange(token);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: [EMAIL_TAKEN_MESSAGE] });
    expect((await me(cookie)).user!.email).toBe(user.email);
  });

  it('validates the address and the token, and needs a session to ask', async () => {
    const { cookie } = await accountWithSession();
    const invalid = await requestChange(cookie, 'not-an-address');
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as ErrorBody).field).toEqual(['email']);
    const signedOut = await send(t, 'POST', '/api/user/email', undefined, {
      email: newAddress(),
      currentPassword: DEFAULT_PASSWORD,
    });
    expect(signedOut.status).toBe(401);
    expect((await confirmChange('')).status).toBe(400);
    expect(await (await confirmChange('not-a-token')).json()).toMatchObject({
      message: [ACCOUNT_MESSAGES.emailChangeInvalid],
    });
  });
});

describe('the current password before an e-mail change', () => {
  it('is required: missing or empty is 400 on currentPassword, and nothing is mailed', async () => {
    const { user, cookie } = await accountWithSession();
    const email = newAddress();
    for (const body of [{ email }, { email, currentPassword: '' }]) {
      const response = await send(t, 'POST', '/api/user/email', cookie, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        fields: { currentPassword: ACCOUNT_MESSAGES.currentPasswordMissing },
      });
    }
    expect(await mailTo(t, email)).toEqual([]);
    expect(await mailTo(t, user.email)).toEqual([]);
  });

  it('refuses a wrong one with 403 on currentPassword, and an account without a password alike', async () => {
    const { user, cookie } = await accountWithSession();
    const email = newAddress();
    const wrong = await requestChange(cookie, email, 'not the password');
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ message: [ACCOUNT_MESSAGES.wrongPassword], field: ['currentPassword'] });
    const passwordless = await createSignedInUser(t);
    const none = await requestChange(passwordless.cookie, newAddress(), 'anything');
    expect(none.status).toBe(403);
    expect(await none.json()).toMatchObject({ message: [ACCOUNT_MESSAGES.wrongPassword], field: ['currentPassword'] });
    expect(await mailTo(t, email)).toEqual([]);
    expect(await mailTo(t, user.email)).toEqual([]);
    const tokens = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(tokens).toEqual([]);
  });

  it('counts wrong ones as failed sign-ins of the account: the sign-in wait holds both routes', async () => {
    const { user, cookie } = await accountWithSession();
    for (let index = 0; index < SIGN_IN.freeFailuresPerPair; index += 1) {
      expect((await requestChange(cookie, newAddress(), 'not the password')).status).toBe(403);
    }
    // The pair now waits, the right password too, here and at sign-in.
    const held = await requestChange(cookie, newAddress());
    expect(held.status).toBe(429);
    expect(held.headers.get('Retry-After')).toBeTruthy();
    const login = await sendJson(t, 'POST', '/api/auth/login', {
      usernameOrEmail: user.username,
      password: DEFAULT_PASSWORD,
    });
    expect(login.status).toBe(429);
  });
});

describe('cancelling an e-mail change from the old address', () => {
  it('tells the old address when a change is asked, with a link that cancels it once', async () => {
    const { user, cookie } = await accountWithSession();
    const email = newAddress();
    await requestChange(cookie, email);
    const confirmToken = await mailedToken(email);
    const [notice] = await mailTo(t, user.email);
    expect(notice!.subject).toBe('Your Benchlink e-mail address is about to change');
    expect(notice!.text).toContain(email);
    const [link] = await queuedLinks(t, user.email);
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/cancel-email-change\\?token=[\\w-]{43}$`));

    const cancelled = await cancelChange(tokenOf(link));
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ message: ACCOUNT_MESSAGES.emailChangeCancelled, email });
    // The link to the new address no longer works; the account keeps its address.
    const confirmed = await confirmChange(confirmToken);
    expect(confirmed.status).toBe(400);
    expect(await confirmed.json()).toMatchObject({ message: [ACCOUNT_MESSAGES.emailChangeInvalid], field: ['token'] });
    expect((await me(cookie)).user!.email).toBe(user.email);
    const again = await cancelChange(tokenOf(link));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: [ACCOUNT_MESSAGES.emailChangeInvalid], field: ['token'] });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.email-change-cancelled'), eq(auditLog.userId, user.id)));
    expect(JSON.parse(audit!.detail!)).toEqual({ to: email });
  });

  it('cancels whichever change is pending: a newer request does not outrun an older cancel link', async () => {
    const { user, cookie } = await accountWithSession();
    await requestChange(cookie, newAddress());
    const firstCancel = tokenOf((await queuedLinks(t, user.email))[0]);
    const second = newAddress();
    await requestChange(cookie, second);
    const secondToken = await mailedToken(second);
    expect((await cancelChange(firstCancel)).status).toBe(200);
    expect((await confirmChange(secondToken)).status).toBe(400);
    expect((await me(cookie)).user!.email).toBe(user.email);
  });

  it('refuses an expired, unknown or empty cancel link', async () => {
    const { user, cookie } = await accountWithSession();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    await requestChange(cookie, newAddress());
    const cancelToken = tokenOf((await queuedLinks(t, user.email))[0]);
    vi.setSystemTime(start + EMAIL_CHANGE_TTL_MS);
    const expired = await cancelChange(cancelToken);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ message: [ACCOUNT_MESSAGES.emailChangeCancelExpired] });
    expect(await (await cancelChange('not-a-token')).json()).toMatchObject({
      message: [ACCOUNT_MESSAGES.emailChangeInvalid],
    });
    expect((await cancelChange('')).status).toBe(400);
  });
});

describe('links and sessions when the account is taken back or moved', () => {
  it('a password change revokes the pending e-mail change and its cancel link', async () => {
    const { user, cookie } = await accountWithSession();
    const email = newAddress();
    await requestChange(cookie, email);
    const confirmToken = await mailedToken(email);
    const cancelToken = tokenOf((await queuedLinks(t, user.email))[0]);
    expect((await changePassword(cookie, passwords('quiet harbour lantern'))).status).toBe(200);
    expect((await confirmChange(confirmToken)).status).toBe(400);
    expect((await cancelChange(cancelToken)).status).toBe(400);
    expect((await me(cookie)).user!.email).toBe(user.email);
  });

  it('a password reset revokes the pending e-mail change', async () => {
    const { user, cookie } = await accountWithSession();
    const email = newAddress();
    await requestChange(cookie, email);
    const confirmToken = await mailedToken(email);
    const reset = await sendJson(t, 'POST', '/api/auth/set-new-password', {
      token: await resetToken(user.email),
      newPassword: 'quiet harbour lantern',
      repeatPassword: 'quiet harbour lantern',
    });
    expect(reset.status).toBe(200);
    const refused = await confirmChange(confirmToken);
    expect(refused.status).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
  });

  it('a completed change revokes reset links and ends every other session; the confirming one stays', async () => {
    const { user, cookie } = await accountWithSession();
    const elsewhere = await newSession(t, user.id);
    const bystander = await createSignedInUser(t);
    const reset = await resetToken(user.email);
    const email = newAddress();
    await requestChange(cookie, email);
    expect((await confirmChange(await mailedToken(email), cookie)).status).toBe(200);
    expect((await me(cookie)).user!.email).toBe(email);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(bystander.cookie)).status).toBe(200);
    expect(await resetWorks(reset)).toBe(false);
  });

  it('a change confirmed signed out, or in another account’s session, ends every session of the account', async () => {
    for (const confirmer of ['signed out', 'another account'] as const) {
      const { cookie } = await accountWithSession();
      const other = await createSignedInUser(t);
      const email = newAddress();
      await requestChange(cookie, email);
      const token = await mailedToken(email);
      const confirmed = await confirmChange(token, confirmer === 'signed out' ? undefined : other.cookie);
      expect(confirmed.status).toBe(200);
      expect((await me(cookie)).status).toBe(401);
      expect((await me(other.cookie)).status).toBe(200);
    }
  });
});

describe('PUT /api/user/password', () => {
  it('needs the current password: a wrong one is 400 on currentPassword and changes nothing', async () => {
    const account = await createAccount(t);
    const cookie = await signIn(t, account.username);
    const response = await changePassword(cookie, passwords('brand new password', 'not the password'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: [ACCOUNT_MESSAGES.wrongCurrentPassword],
      field: ['currentPassword'],
    });
    expect(await signIn(t, account.username)).toBeTruthy();
  });

  it('applies the sign-up rules to the new password', async () => {
    const account = await createAccount(t);
    const cookie = await signIn(t, account.username);
    const short = await changePassword(cookie, passwords('short'));
    expect(((await short.json()) as ErrorBody).fields).toEqual({ password: 'must be at least 6 characters' });
    const mismatch = await changePassword(cookie, { ...passwords('brand new password'), repeatedPassword: 'other' });
    expect(((await mismatch.json()) as ErrorBody).fields).toEqual({ repeatedPassword: 'passwords do not match' });
    const missing = await changePassword(cookie, {
      password: 'brand new password',
      repeatedPassword: 'brand new password',
    });
    expect(((await missing.json()) as ErrorBody).fields).toHaveProperty('currentPassword');
  });

  it('changes the password and signs out every other session; this one stays', async () => {
    const account = await createAccount(t);
    const current = await signIn(t, account.username);
    const elsewhere = await signIn(t, account.email);
    const bystander = await createAccount(t);
    const bystanderCookie = await signIn(t, bystander.username);
    // An unused reset link stops working too.
    await t.app.request(`/api/auth/password-recovery?email=${encodeURIComponent(account.email)}`);
    const resetToken = tokenOf((await queuedLinks(t, account.email))[0]);

    const response = await changePassword(current, passwords('brand new password'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await me(current)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(bystanderCookie)).status).toBe(200);

    const oldPassword = await sendJson(t, 'POST', '/api/auth/login', {
      usernameOrEmail: account.username,
      password: DEFAULT_PASSWORD,
    });
    expect(oldPassword.status).toBe(401);
    expect(await signIn(t, account.username, 'brand new password')).toBeTruthy();
    const reset = await t.app.request(`/api/auth/password-reset/check?token=${resetToken}`);
    expect(reset.status).toBe(400);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.password-changed'), eq(auditLog.userId, account.id)));
    expect(audited).toHaveLength(1);
  });

  it('refuses an account without a password (third-party sign-in) as a wrong current password', async () => {
    const { cookie } = await createSignedInUser(t);
    const response = await changePassword(cookie, passwords('brand new password', 'anything'));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).field).toEqual(['currentPassword']);
  });

  it('needs a session', async () => {
    expect((await changePassword('', passwords('brand new password'))).status).toBe(401);
  });

  it('allows 10 account changes an hour per user; the next is 429', async () => {
    const limited = await createTestApp({ rateLimits: 'on' });
    try {
      const { cookie } = await createSignedInUser(limited);
      const attempt = () =>
        send(limited, 'PUT', '/api/user/password', cookie, passwords('brand new password', 'wrong'));
      for (let index = 0; index < 10; index += 1) expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(429);
      const email = { email: newAddress(), currentPassword: DEFAULT_PASSWORD };
      expect((await send(limited, 'POST', '/api/user/email', cookie, email)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
