import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@benchlink/contracts/account';
import type { User } from '@benchlink/contracts/auth';
import { auditLog } from '../../db/schema/security';
import { users, userTokens } from '../../db/schema/users';
import { createAccount, DEFAULT_PASSWORD, queuedLinks, sendJson, signIn, tokenOf } from '../../test/auth';
import { mailTo, send } from '../../test/companies';
import { createSignedInUser } from '../../test/sessions';
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
const requestChange = (cookie: string, email: string) => send(t, 'POST', '/api/user/email', cookie, { email });
const confirmChange = (token: string) => send(t, 'POST', '/api/user/email-changes', undefined, { token });
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
    expect(await mailTo(t, account.email)).toEqual([]);
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

    // Opened in any browser: no session needed.
    const confirmed = await confirmChange(token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: ACCOUNT_MESSAGES.emailChanged, email });
    expect((await me(cookie)).user!.email).toBe(email);
    const [notice] = await mailTo(t, account.email);
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
    const { user, cookie } = await createSignedInUser(t);
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

  it('refuses the account’s own address (400) and another account’s (409) when asked', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const own = await requestChange(cookie, user.email.toUpperCase());
    expect(own.status).toBe(400);
    expect(await own.json()).toMatchObject({ message: [ACCOUNT_MESSAGES.sameEmail], field: ['email'] });
    const other = await createSignedInUser(t);
    const taken = await requestChange(cookie, other.user.email);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ message: [EMAIL_TAKEN_MESSAGE], field: ['email'] });
    expect(await mailTo(t, other.user.email)).toEqual([]);
  });

  it('checks the address again when the link is opened: taken meanwhile is 409 and changes nothing', async () => {
    const { user, cookie } = await createSignedInUser(t);
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
    const { cookie } = await createSignedInUser(t);
    const invalid = await requestChange(cookie, 'not-an-address');
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as ErrorBody).field).toEqual(['email']);
    expect((await send(t, 'POST', '/api/user/email', undefined, { email: newAddress() })).status).toBe(401);
    expect((await confirmChange('')).status).toBe(400);
    expect(await (await confirmChange('not-a-token')).json()).toMatchObject({
      message: [ACCOUNT_MESSAGES.emailChangeInvalid],
    });
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
      expect((await send(limited, 'POST', '/api/user/email', cookie, { email: newAddress() })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
