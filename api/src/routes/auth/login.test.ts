import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/sessions';
import { createAccount, DEFAULT_PASSWORD, sendJson, sessionCookieFrom, signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const login = (usernameOrEmail: string, password = DEFAULT_PASSWORD, app = t) =>
  sendJson(app, 'POST', '/api/auth/login', { usernameOrEmail, password });
const messageOf = async (response: Response) => ((await response.json()) as { message: string[] }).message[0];
const me = (cookie: string) => t.app.request('/api/user', { headers: { Cookie: cookie } });
const sessionIdOf = (cookie: string) => hashToken(cookie.split('=')[1]!);

describe('POST /api/auth/login', () => {
  it('signs in by username and answers with the user', async () => {
    const account = await createAccount(t, { username: 'Signer' });
    const response = await login('signer');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: account.id,
      username: 'Signer',
      firstName: 'Member',
      lastName: 'Person',
      email: account.email,
      isAdmin: false,
    });
    expect(t.db.select().from(users).where(eq(users.id, account.id)).get()?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('signs in by e-mail, compared case-insensitively', async () => {
    const account = await createAccount(t, { email: 'case@example.com' });
    const response = await login('CASE@Example.com');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: number }).id).toBe(account.id);
  });

  it('sets an httpOnly, SameSite=Lax session cookie without Secure over http', async () => {
    const account = await createAccount(t);
    const response = await login(account.username);
    const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('benchlink_session='));
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Secure/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('uses a __Host- Secure cookie when served over HTTPS', async () => {
    const secure = createTestApp({ publicUrl: 'https://benchlink.example' });
    try {
      const account = await createAccount(secure);
      const response = await login(account.username, DEFAULT_PASSWORD, secure);
      expect(response.status).toBe(200);
      const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-benchlink_session='));
      expect(header).toMatch(/Secure/);
      expect(header).not.toMatch(/Domain=/);
    } finally {
      secure.close();
    }
  });

  it('stores the session server-side under the hash of the cookie value', async () => {
    const account = await createAccount(t);
    const cookie = await signIn(t, account.username);
    const row = t.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(cookie))).get();
    expect(row?.userId).toBe(account.id);
    // 14 days absolute lifetime by default.
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(14 * 86_400_000);
  });

  it('starts a new session at every sign-in and ends the one the browser had', async () => {
    const account = await createAccount(t);
    const first = await signIn(t, account.username);
    const response = await sendJson(t, 'POST', '/api/auth/login', { usernameOrEmail: account.username, password: DEFAULT_PASSWORD }, { Cookie: first });
    const second = sessionCookieFrom(t, response);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await me(first)).status).toBe(401);
    expect((await me(second!)).status).toBe(200);
  });

  it('gives one generic message for a wrong password and for an unknown account', async () => {
    const account = await createAccount(t);
    const wrong = await login(account.username, 'wrong password');
    const unknown = await login('nobody-here', 'wrong password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await messageOf(wrong)).toBe('Invalid username/email or password.');
    expect(await messageOf(unknown)).toBe('Invalid username/email or password.');
    expect(sessionCookieFrom(t, wrong)).toBeUndefined();
  });

  it('refuses an unconfirmed account once the password matched', async () => {
    const account = await createAccount(t, { emailConfirmedAt: null });
    const response = await login(account.email);
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe('Please confirm your email before signing in.');
    expect(sessionCookieFrom(t, response)).toBeUndefined();
    // With a wrong password the account's state is not revealed.
    expect(await messageOf(await login(account.email, 'wrong password'))).toBe('Invalid username/email or password.');
  });

  it('refuses an account without a password (third-party sign-in only)', async () => {
    const account = await createAccount(t);
    t.db.update(users).set({ passwordHash: null }).where(eq(users.id, account.id)).run();
    expect(await messageOf(await login(account.username))).toBe('Invalid username/email or password.');
  });

  it('requires both fields', async () => {
    const response = await sendJson(t, 'POST', '/api/auth/login', { usernameOrEmail: ' ', password: '' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      usernameOrEmail: 'is required',
      password: 'is required',
    });
  });
});

describe('sign-in rate limit', () => {
  it('blocks an account after 5 failed attempts, even with the right password, and not other accounts', async () => {
    const app = createTestApp();
    try {
      const victim = await createAccount(app);
      const other = await createAccount(app);
      for (let i = 0; i < 5; i += 1) expect((await login(victim.username, 'wrong password', app)).status).toBe(401);
      const blocked = await login(victim.username, DEFAULT_PASSWORD, app);
      expect(blocked.status).toBe(429);
      const body = (await blocked.json()) as { message: string[]; retryAfter: number };
      expect(body.message).toEqual(['Too many failed sign-in attempts. Try again in 15 minutes.']);
      expect(body.retryAfter).toBeGreaterThan(14 * 60);
      expect(body.retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(blocked.headers.get('retry-after')).toBe(String(body.retryAfter));
      expect((await login(victim.email, DEFAULT_PASSWORD, app)).status).toBe(429);
      expect((await login(other.username, DEFAULT_PASSWORD, app)).status).toBe(200);
    } finally {
      app.close();
    }
  });

  it('counts failures by username and by e-mail against the same account', async () => {
    const app = createTestApp();
    try {
      const account = await createAccount(app);
      for (let i = 0; i < 5; i += 1) await login(i % 2 ? account.email : account.username.toUpperCase(), 'wrong password', app);
      expect((await login(account.username, DEFAULT_PASSWORD, app)).status).toBe(429);
    } finally {
      app.close();
    }
  });

  it('does not count successful sign-ins', async () => {
    const app = createTestApp();
    try {
      const account = await createAccount(app);
      for (let i = 0; i < 8; i += 1) expect((await login(account.username, DEFAULT_PASSWORD, app)).status).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await login(account.username, 'wrong password', app)).status).toBe(401);
      expect((await login(account.username, DEFAULT_PASSWORD, app)).status).toBe(200);
    } finally {
      app.close();
    }
  });

  it('blocks an address after 20 failed attempts across accounts', async () => {
    const app = createTestApp();
    try {
      const account = await createAccount(app);
      for (let i = 0; i < 20; i += 1) expect((await login(`guess${i}`, 'wrong password', app)).status).toBe(401);
      const blocked = await login(account.username, DEFAULT_PASSWORD, app);
      expect(blocked.status).toBe(429);
      expect(await messageOf(blocked)).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes\.$/);
    } finally {
      app.close();
    }
  });
});

describe('sessions', () => {
  it('answers 401 once the absolute lifetime has passed, and clears the cookie', async () => {
    const account = await createAccount(t);
    const cookie = await signIn(t, account.username);
    t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sessionIdOf(cookie))).run();
    const response = await me(cookie);
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().join()).toMatch(/benchlink_session=;/);
    expect(t.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(cookie))).get()).toBeUndefined();
  });

  it('answers 401 after 12 idle hours', async () => {
    const account = await createAccount(t);
    const cookie = await signIn(t, account.username);
    t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 12 * 3_600_000 - 1000) })
      .where(eq(sessions.id, sessionIdOf(cookie)))
      .run();
    expect((await me(cookie)).status).toBe(401);
  });

  it('keeps a session used within the idle timeout alive', async () => {
    const account = await createAccount(t);
    const cookie = await signIn(t, account.username);
    t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 11 * 3_600_000) })
      .where(eq(sessions.id, sessionIdOf(cookie)))
      .run();
    expect((await me(cookie)).status).toBe(200);
    const row = t.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(cookie))).get();
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('answers an unknown session cookie with 401 on protected routes and serves public routes', async () => {
    const cookie = 'benchlink_session=made-up-token';
    expect((await me(cookie)).status).toBe(401);
    expect((await t.app.request('/api/skills', { headers: { Cookie: cookie } })).status).toBe(200);
    const signInWithStaleCookie = await sendJson(t, 'POST', '/api/auth/register', {}, { Cookie: cookie });
    expect(signInWithStaleCookie.status).toBe(400);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session so the cookie no longer works', async () => {
    const account = await createAccount(t);
    const cookie = await signIn(t, account.username);
    const response = await sendJson(t, 'POST', '/api/auth/logout', {}, { Cookie: cookie });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/benchlink_session=;/);
    expect(t.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(cookie))).get()).toBeUndefined();
    expect((await me(cookie)).status).toBe(401);
  });

  it('ends only this session, not the user\'s other ones', async () => {
    const account = await createAccount(t);
    const laptop = await signIn(t, account.username);
    const phone = await signIn(t, account.username);
    await sendJson(t, 'POST', '/api/auth/logout', {}, { Cookie: laptop });
    expect((await me(phone)).status).toBe(200);
  });

  it('answers 200 when nobody is signed in', async () => {
    expect((await sendJson(t, 'POST', '/api/auth/logout', {})).status).toBe(200);
  });
});
