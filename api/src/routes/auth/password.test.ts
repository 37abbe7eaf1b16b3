import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { sessions, users, userTokens } from '../../db/schema/users';
import { createAccount, DEFAULT_PASSWORD, queuedLinks, sendJson, signIn, tokenOf } from '../../test/auth';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'http://benchlink.test:8080' });
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
});

const recover = (email: string) => t.app.request(`/api/auth/password-recovery?email=${encodeURIComponent(email)}`);
const setNew = (body: Record<string, unknown>) => sendJson(t, 'POST', '/api/auth/set-new-password', body);
const newPassword = (token: string, password = 'brand new secret') =>
  setNew({ token, newPassword: password, repeatPassword: password });
const errorBody = async (response: Response) =>
  (await response.json()) as { message: string[]; fields?: Record<string, string> };
const login = (usernameOrEmail: string, password: string) =>
  sendJson(t, 'POST', '/api/auth/login', { usernameOrEmail, password });
const mailCount = async () => (await t.db.select().from(mailOutbox)).length;

describe('GET /api/auth/password-recovery', () => {
  it('mails a reset link to the sign-in page built from PUBLIC_URL', async () => {
    const account = await createAccount(t, { email: 'forgetful@example.com' });
    const response = await recover('Forgetful@Example.com');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'If an account exists for this email, we have sent a link to reset the password.',
    });
    const mail = await smtp.waitForMail(account.email, /Reset your Benchlink password/);
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(/^http:\/\/benchlink\.test:8080\/\?action=forgottenPassword&token=[\w-]{40,}$/);
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const before = await mailCount();
    const response = await recover('stranger@example.com');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'If an account exists for this email, we have sent a link to reset the password.',
    });
    expect(await mailCount()).toBe(before);
  });

  it('sends at most one e-mail per 90 seconds, silently', async () => {
    await createAccount(t, { email: 'impatient@example.com' });
    await recover('impatient@example.com');
    const before = await mailCount();
    const response = await recover('impatient@example.com');
    expect(response.status).toBe(200);
    expect(await mailCount()).toBe(before);
  });

  it('rejects a malformed e-mail', async () => {
    const response = await recover('nope');
    expect(response.status).toBe(400);
    expect((await errorBody(response)).fields).toEqual({ email: 'must be a valid email' });
  });
});

describe('POST /api/auth/set-new-password', () => {
  it('sets the password from the mailed link and signs the account out everywhere', async () => {
    const account = await createAccount(t, { email: 'reset-me@example.com' });
    const session = await signIn(t, account.username);
    await recover(account.email);
    const mail = await smtp.waitForMail(account.email, /Reset/);
    const response = await newPassword(tokenOf(mail.links[0]));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Your password has been changed. You can now sign in.' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, account.id))).toHaveLength(0);
    expect((await t.app.request('/api/user', { headers: { Cookie: session } })).status).toBe(401);
    expect((await login(account.username, DEFAULT_PASSWORD)).status).toBe(401);
    expect((await login(account.username, 'brand new secret')).status).toBe(200);
  });

  it('refuses a link used a second time', async () => {
    const account = await createAccount(t);
    await recover(account.email);
    const token = tokenOf((await queuedLinks(t, account.email))[0]);
    expect((await newPassword(token)).status).toBe(200);
    const again = await newPassword(token, 'another secret');
    expect(again.status).toBe(400);
    expect((await errorBody(again)).fields).toEqual({
      token: 'This password reset link is invalid or has already been used.',
    });
    expect((await login(account.username, 'another secret')).status).toBe(401);
  });

  it('refuses an expired link', async () => {
    const account = await createAccount(t);
    await recover(account.email);
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, account.id));
    const response = await newPassword(tokenOf((await queuedLinks(t, account.email))[0]));
    expect(response.status).toBe(400);
    expect((await errorBody(response)).fields).toEqual({
      token: 'This password reset link has expired. Please request a new one.',
    });
    expect((await login(account.username, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('keeps a reset link valid for one hour', async () => {
    const account = await createAccount(t);
    await recover(account.email);
    const [row] = await t.db.select().from(userTokens).where(eq(userTokens.userId, account.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(3_600_000);
  });

  it('honours only the newest link', async () => {
    const account = await createAccount(t);
    await recover(account.email);
    const older = tokenOf((await queuedLinks(t, account.email))[0]);
    // Past the 90-second cooldown: the link was sent just now.
    await t.db
      .update(userTokens)
      .set({ createdAt: new Date(Date.now() - 91_000) })
      .where(eq(userTokens.userId, account.id));
    await recover(account.email);
    const newer = tokenOf((await queuedLinks(t, account.email))[0]);
    expect(newer).not.toBe(older);
    expect((await newPassword(older)).status).toBe(400);
    expect((await newPassword(newer)).status).toBe(200);
  });

  it('refuses a confirmation link used as a reset token', async () => {
    const account = await createAccount(t, { emailConfirmedAt: null });
    await t.db.insert(userTokens).values({
      userId: account.id,
      purpose: 'confirm-email',
      tokenHash: 'x',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await newPassword('x')).status).toBe(400);
  });

  it('confirms an unconfirmed account, since the link proves the address', async () => {
    const account = await createAccount(t, { emailConfirmedAt: null });
    await recover(account.email);
    await newPassword(tokenOf((await queuedLinks(t, account.email))[0]));
    const [confirmed] = await t.db.select().from(users).where(eq(users.id, account.id));
    expect(confirmed?.emailConfirmedAt).toBeInstanceOf(Date);
  });

  it.each([
    [{ newPassword: 'abcde', repeatPassword: 'abcde' }, { newPassword: 'must be at least 6 characters' }],
    [
      { newPassword: 'a'.repeat(101), repeatPassword: 'a'.repeat(101) },
      { newPassword: 'must not exceed 100 characters' },
    ],
    [{ newPassword: 'secret1', repeatPassword: 'secret2' }, { repeatPassword: 'passwords do not match' }],
    [
      { newPassword: '', repeatPassword: '' },
      { newPassword: 'is required', repeatPassword: 'is required' },
    ],
    [{ token: '', newPassword: 'secret1', repeatPassword: 'secret1' }, { token: 'is required' }],
  ])('validates %j', async (input, fields) => {
    const response = await setNew({ token: 'some-token', ...input });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).fields).toEqual(fields);
  });
});

describe('GET /api/auth/password-reset/check', () => {
  const check = (token: string) => t.app.request(`/api/auth/password-reset/check?token=${encodeURIComponent(token)}`);

  it('accepts a fresh link without using it up', async () => {
    const account = await createAccount(t);
    await recover(account.email);
    const token = tokenOf((await queuedLinks(t, account.email))[0]);
    const response = await check(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'This password reset link can be used.' });
    expect((await check(token)).status).toBe(200);
    expect((await newPassword(token)).status).toBe(200);
  });

  it('refuses a used link with the error shape of set-new-password', async () => {
    const account = await createAccount(t);
    await recover(account.email);
    const token = tokenOf((await queuedLinks(t, account.email))[0]);
    await newPassword(token);
    const response = await check(token);
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({
      message: ['This password reset link is invalid or has already been used.'],
      fields: { token: 'This password reset link is invalid or has already been used.' },
    });
  });

  it('refuses an expired link', async () => {
    const account = await createAccount(t);
    await recover(account.email);
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, account.id));
    const response = await check(tokenOf((await queuedLinks(t, account.email))[0]));
    expect(response.status).toBe(400);
    expect((await errorBody(response)).fields).toEqual({
      token: 'This password reset link has expired. Please request a new one.',
    });
  });

  it('refuses an unknown token and a missing one', async () => {
    expect((await check('not-a-real-token')).status).toBe(400);
    const missing = await t.app.request('/api/auth/password-reset/check');
    expect(missing.status).toBe(400);
    expect((await errorBody(missing)).fields).toEqual({ token: 'is required' });
  });
});
