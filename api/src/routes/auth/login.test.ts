import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { openDatabase } from '../../db/client';
import { auditLog, rateLimits } from '../../db/schema/security';
import { sessions, users } from '../../db/schema/users';
import { createLogger } from '../../lib/logger';
import { mailOutbox } from '../../db/schema/mail';
import {
  accountDelaySeconds,
  addressKey,
  consumeWriteLimit,
  recordSignInFailure,
  signInAccount,
  signInDelaySeconds,
} from '../../lib/rate-limits';
import { hashToken } from '../../lib/sessions';
import { createAccount, DEFAULT_PASSWORD, sendJson, sessionCookieFrom, signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (usernameOrEmail: string, password = DEFAULT_PASSWORD, app = t) =>
  sendJson(app, 'POST', '/api/auth/login', { usernameOrEmail, password });
const messageOf = async (response: Response) => ((await response.json()) as { message: string[] }).message[0];
const me = (cookie: string) => t.app.request('/api/user', { headers: { Cookie: cookie } });
const sessionIdOf = (cookie: string) => hashToken(cookie.split('=')[1]!);
const storedSession = async (cookie: string) => {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionIdOf(cookie)))
    .limit(1);
  return row;
};

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
    const [stored] = await t.db.select().from(users).where(eq(users.id, account.id));
    expect(stored?.lastLoginAt).toBeInstanceOf(Date);
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
    const secure = await createTestApp({ publicUrl: 'https://benchlink.example' });
    try {
      const account = await createAccount(secure);
      const response = await login(account.username, DEFAULT_PASSWORD, secure);
      expect(response.status).toBe(200);
      const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-benchlink_session='));
      expect(header).toMatch(/Secure/);
      expect(header).not.toMatch(/Domain=/);
    } finally {
      await secure.close();
    }
  });

  it('stores the session server-side under the hash of the cookie value', async () => {
    const account = await createAccount(t);
    const cookie = await signIn(t, account.username);
    const row = await storedSession(cookie);
    expect(row?.userId).toBe(account.id);
    // 14 days absolute lifetime by default.
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(14 * 86_400_000);
  });

  it('starts a new session at every sign-in and ends the one the browser had', async () => {
    const account = await createAccount(t);
    const first = await signIn(t, account.username);
    const response = await sendJson(
      t,
      'POST',
      '/api/auth/login',
      { usernameOrEmail: account.username, password: DEFAULT_PASSWORD },
      { Cookie: first },
    );
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
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, account.id));
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

describe('sign-in throttling', () => {
  const A = '203.0.113.5';
  const B = '198.51.100.7';
  /** A sign-in from `address` (the socket peer), with extra headers if given. */
  const loginFrom = (
    app: TestApp,
    address: string,
    usernameOrEmail: string,
    password = DEFAULT_PASSWORD,
    headers: Record<string, string> = {},
  ) =>
    app.app.request(
      '/api/auth/login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: app.config.publicUrl, ...headers },
        body: JSON.stringify({ usernameOrEmail, password }),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
  type Refusal = { status: number; message: string[]; retryAfter: number };
  /** A 429 with its wait in the header and the body, the error shape, and the wait. */
  const expectWait = async (response: Response, low: number, high: number) => {
    expect(response.status).toBe(429);
    const body = (await response.json()) as Refusal;
    expect(body).toMatchObject({ status: 429, error: 'Too Many Requests', path: '/api/auth/login' });
    expect(body.message).toHaveLength(1);
    expect(body.message[0]).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect(response.headers.get('retry-after')).toBe(String(body.retryAfter));
    expect(body.retryAfter).toBeGreaterThanOrEqual(low);
    expect(body.retryAfter).toBeLessThanOrEqual(high);
    expect(sessionCookieFrom(t, response)).toBeUndefined();
    return body.retryAfter;
  };
  const failFiveTimes = async (app: TestApp, address: string, usernameOrEmail: string) => {
    for (let i = 0; i < 5; i += 1)
      expect((await loginFrom(app, address, usernameOrEmail, 'wrong password')).status).toBe(401);
  };

  let app: TestApp;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await app?.close();
  });

  it('holds a pair up after 5 wrong passwords: 30 s, even with the right password, by username or e-mail; the owner elsewhere signs in', async () => {
    const victim = await createAccount(app);
    const other = await createAccount(app);
    // Username and e-mail count against the same account.
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await loginFrom(app, A, i % 2 ? victim.email : victim.username.toUpperCase(), 'wrong password')).status,
      ).toBe(401);
    }
    await expectWait(await loginFrom(app, A, victim.username), 29, 30);
    await expectWait(await loginFrom(app, A, victim.email), 29, 30);
    // The same account from another address, and another account from the same address, are not held up.
    expect((await loginFrom(app, B, victim.username)).status).toBe(200);
    expect((await loginFrom(app, A, other.username)).status).toBe(200);
    // Signing in elsewhere does not free the guessing pair.
    await expectWait(await loginFrom(app, A, victim.username), 1, 30);
  });

  it('lets 4 wrong passwords go without a wait, and a successful sign-in clears the pair', async () => {
    const account = await createAccount(app);
    for (let i = 0; i < 4; i += 1)
      expect((await loginFrom(app, A, account.username, 'wrong password')).status).toBe(401);
    expect((await loginFrom(app, A, account.username)).status).toBe(200);
    // Cleared: 4 more go free again (without the clearing, the 6th failure would have been held up).
    for (let i = 0; i < 4; i += 1)
      expect((await loginFrom(app, A, account.username, 'wrong password')).status).toBe(401);
    expect((await loginFrom(app, A, account.username)).status).toBe(200);
  });

  it('makes each further failure wait longer (30 s, then 1 min, then 2 min) and lets the pair in once the wait is over', async () => {
    const account = await createAccount(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-03T10:00:00Z'));
    await failFiveTimes(app, A, account.username);
    await expectWait(await loginFrom(app, A, account.username), 29, 30);

    vi.setSystemTime(Date.now() + 31_000);
    expect((await loginFrom(app, A, account.username, 'wrong password')).status).toBe(401);
    await expectWait(await loginFrom(app, A, account.username), 59, 60);
    vi.setSystemTime(Date.now() + 30_000);
    await expectWait(await loginFrom(app, A, account.username), 29, 30);

    vi.setSystemTime(Date.now() + 31_000);
    expect((await loginFrom(app, A, account.username, 'wrong password')).status).toBe(401);
    await expectWait(await loginFrom(app, A, account.username), 119, 120);

    vi.setSystemTime(Date.now() + 121_000);
    expect((await loginFrom(app, A, account.username)).status).toBe(200);
    // The success cleared the pair: the next 5th failure waits 30 s again.
    await failFiveTimes(app, A, account.username);
    await expectWait(await loginFrom(app, A, account.username), 29, 30);
  });

  it('grows the wait by doubling, up to 15 minutes', () => {
    expect([1, 4].map(signInDelaySeconds)).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 12, 100].map(signInDelaySeconds)).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900, 900,
    ]);
  });

  it('blocks an address for 15 minutes after 50 failures across accounts, for every account, not other addresses', async () => {
    const victim = await createAccount(app);
    const bystander = await createAccount(app);
    const fiftieth = await createAccount(app);
    // 49 failures of 49 different existing accounts, counted as the route counts them (without 49 password hashes).
    for (let i = 0; i < 49; i += 1)
      await recordSignInFailure(app.db, { account: signInAccount(10_000 + i), userId: 10_000 + i, address: A });
    expect((await loginFrom(app, A, victim.username)).status).toBe(200);
    // The 50th, through the API.
    expect((await loginFrom(app, A, fiftieth.username, 'wrong password')).status).toBe(401);
    const wait = await expectWait(await loginFrom(app, A, victim.username), 14 * 60, 15 * 60);
    expect(wait).toBeGreaterThan(14 * 60);
    await expectWait(await loginFrom(app, A, bystander.email), 14 * 60, 15 * 60);
    expect((await loginFrom(app, B, victim.username)).status).toBe(200);
    expect((await loginFrom(app, B, bystander.username)).status).toBe(200);
  });

  it('counts only failures for existing accounts toward the address block', async () => {
    const account = await createAccount(app);
    // Guessed names: each pair is counted (and held after 5), the address is not.
    for (let i = 0; i < 60; i += 1) await recordSignInFailure(app.db, { account: `name:guess${i}`, address: A });
    expect((await loginFrom(app, A, 'guess-sixty-one', 'wrong password')).status).toBe(401);
    expect((await loginFrom(app, A, account.username)).status).toBe(200);
  });

  it('counts an IPv6 address for its /64, for pairs and for write limits', async () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::ff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('unknown')).toBe('unknown');

    const account = await createAccount(app);
    for (let i = 1; i <= 5; i += 1)
      expect((await loginFrom(app, `2001:db8:1:2::${i}`, account.username, 'wrong password')).status).toBe(401);
    await expectWait(await loginFrom(app, '2001:db8:1:2:abcd::9', account.username), 29, 30);
    expect((await loginFrom(app, '2001:db8:1:3::1', account.username)).status).toBe(200);

    // Sign-up allows 10 an hour per address: ten addresses of one /64 use it up.
    for (let i = 1; i <= 10; i += 1) await consumeWriteLimit(app.db, 'signUp', { address: `2001:db8:9:9::${i}` });
    await expect(consumeWriteLimit(app.db, 'signUp', { address: '2001:db8:9:9:1::1' })).rejects.toMatchObject({
      status: 429,
    });
    await consumeWriteLimit(app.db, 'signUp', { address: '2001:db8:9:a::1' });
  });

  describe('per account, from all addresses together', () => {
    /** The n-th address of a botnet: each one fails once, so no pair and no address is ever held up. */
    const bot = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    const OWNER = '192.0.2.10';
    const ALERT_SUBJECT = 'Failed sign-in attempts on your Benchlink account';
    const alertsTo = async (email: string) =>
      (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
        (mail) => mail.subject === ALERT_SUBJECT,
      );
    /** `count` wrong passwords for the account from fresh bot addresses, as the route counts them. */
    const failFromBots = async (account: { id: number }, count: number, first: number) => {
      const alerts = [];
      for (let n = first; n < first + count; n += 1)
        alerts.push(
          (
            await recordSignInFailure(app.db, {
              account: signInAccount(account.id),
              userId: account.id,
              address: bot(n),
            })
          ).alertOwner,
        );
      return alerts.filter(Boolean).length;
    };

    it('holds the account up after 20 failures within 15 minutes: the 21st attempt waits 30 s, then longer; the owner is mailed once and not held', async () => {
      const victim = await createAccount(app);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2031-03-03T10:00:00Z'));
      expect((await loginFrom(app, OWNER, victim.username)).status).toBe(200);
      for (let n = 0; n < 20; n += 1) {
        expect((await loginFrom(app, bot(n), n % 2 ? victim.email : victim.username, 'wrong password')).status).toBe(
          401,
        );
        if (n === 18) expect(await alertsTo(victim.email)).toHaveLength(0);
      }
      // The 21st, with the right password, from an address that never failed.
      await expectWait(await loginFrom(app, bot(20), victim.username), 29, 30);
      // The owner, from where they signed in before, is not held up.
      expect((await loginFrom(app, OWNER, victim.username)).status).toBe(200);
      const [alert, ...more] = await alertsTo(victim.email);
      expect(more).toHaveLength(0);
      expect(alert?.text).toContain(victim.username);

      // Each further failure makes the next wait longer; still one mail.
      vi.setSystemTime(Date.now() + 31_000);
      expect((await loginFrom(app, bot(21), victim.username, 'wrong password')).status).toBe(401);
      await expectWait(await loginFrom(app, bot(22), victim.username), 59, 60);
      vi.setSystemTime(Date.now() + 61_000);
      expect((await loginFrom(app, bot(23), victim.username, 'wrong password')).status).toBe(401);
      await expectWait(await loginFrom(app, bot(24), victim.username), 119, 120);
      expect(await alertsTo(victim.email)).toHaveLength(1);
      expect((await loginFrom(app, OWNER, victim.username)).status).toBe(200);
    });

    it('lets 19 failures go without a wait, and forgets them after 15 minutes', async () => {
      const account = await createAccount(app);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2031-03-03T10:00:00Z'));
      expect(await failFromBots(account, 19, 0)).toBe(0);
      vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
      expect(await failFromBots(account, 19, 100)).toBe(0);
      expect((await loginFrom(app, bot(200), account.username)).status).toBe(200);
    });

    it('grows the wait up to 15 minutes and mails the owner once per episode (a day)', async () => {
      expect([1, 2, 3, 4, 5, 6, 7, 100].map(accountDelaySeconds)).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
      const victim = await createAccount(app);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2031-03-03T10:00:00Z'));
      // 20 + 6 failures: the 20th starts the episode (one mail), the 26th's wait is past the cap.
      expect(await failFromBots(victim, 26, 0)).toBe(1);
      await expectWait(await loginFrom(app, bot(1000), victim.username), 899, 900);
      // A new window (15 minutes on): 20 more failures in the same episode wait the most at once, and mail nobody.
      vi.setSystemTime(Date.now() + 16 * 60_000);
      expect((await loginFrom(app, bot(1001), victim.username)).status).toBe(200);
      expect(await failFromBots(victim, 20, 100)).toBe(0);
      await expectWait(await loginFrom(app, bot(1002), victim.username), 899, 900);
      // A day later a new episode: one more mail, and the waits start again at 30 s.
      vi.setSystemTime(Date.now() + 25 * 3_600_000);
      expect(await failFromBots(victim, 20, 200)).toBe(1);
      await expectWait(await loginFrom(app, bot(1003), victim.username), 29, 30);
    });

    it('never holds an address the account signed in from (its /64 for IPv6), nor counts its failures', async () => {
      const victim = await createAccount(app);
      expect((await loginFrom(app, '2001:db8:aa:bb::1', victim.username)).status).toBe(200);
      expect((await loginFrom(app, OWNER, victim.username)).status).toBe(200);
      // The owner's typos, however many, do not count toward the account's limit.
      for (let i = 0; i < 30; i += 1)
        await recordSignInFailure(app.db, { account: signInAccount(victim.id), userId: victim.id, address: OWNER });
      expect((await loginFrom(app, bot(500), victim.username)).status).toBe(200);

      expect(await failFromBots(victim, 20, 0)).toBe(1);
      expect((await loginFrom(app, '2001:db8:aa:bb:ffff::2', victim.username)).status).toBe(200);
      await expectWait(await loginFrom(app, '2001:db8:aa:cc::1', victim.username), 29, 30);
      await expectWait(await loginFrom(app, bot(501), victim.username), 29, 30);
    });

    it('holds up a name that is no account the same way, and mails nobody', async () => {
      for (let n = 0; n < 20; n += 1)
        expect((await loginFrom(app, bot(n), 'nobody-by-this-name', 'wrong password')).status).toBe(401);
      await expectWait(await loginFrom(app, bot(20), 'nobody-by-this-name', 'wrong password'), 29, 30);
      expect((await app.db.select().from(mailOutbox)).filter((mail) => mail.subject === ALERT_SUBJECT)).toHaveLength(0);
    });
  });

  it('reads X-Forwarded-For only from a trusted proxy (TRUST_PROXY)', async () => {
    const proxied = await createTestApp({ trustProxy: ['10.0.0.1'] });
    try {
      const account = await createAccount(proxied);
      const viaProxy = (client: string, password?: string) =>
        loginFrom(proxied, '10.0.0.1', account.username, password, { 'X-Forwarded-For': client });
      for (let i = 0; i < 5; i += 1) expect((await viaProxy(A, 'wrong password')).status).toBe(401);
      // The client behind the proxy is held up, wherever it comes from; another client of the same proxy is not.
      await expectWait(await viaProxy(A), 29, 30);
      await expectWait(await loginFrom(proxied, A, account.username), 29, 30);
      expect((await viaProxy(B)).status).toBe(200);
      // From a peer that is not a trusted proxy the header is ignored: the peer is the client.
      expect(
        (await loginFrom(proxied, '192.0.2.9', account.username, DEFAULT_PASSWORD, { 'X-Forwarded-For': A })).status,
      ).toBe(200);
      const addresses = await proxied.db
        .select({ action: auditLog.action, ip: auditLog.ip })
        .from(auditLog)
        .orderBy(auditLog.id);
      expect(addresses.filter((row) => row.action === 'sign-in.failed').map((row) => row.ip)).toEqual([A, A, A, A, A]);
      expect(addresses.filter((row) => row.action === 'sign-in.succeeded').map((row) => row.ip)).toEqual([
        B,
        '192.0.2.9',
      ]);
    } finally {
      await proxied.close();
    }

    // Without TRUST_PROXY nobody is trusted, not even that address: a client cannot choose its own address.
    const account = await createAccount(app);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await loginFrom(app, A, account.username, 'wrong password', { 'X-Forwarded-For': `192.0.2.${i + 1}` })).status,
      ).toBe(401);
    }
    await expectWait(
      await loginFrom(app, A, account.username, DEFAULT_PASSWORD, { 'X-Forwarded-For': '192.0.2.200' }),
      29,
      30,
    );
    expect(
      (await loginFrom(app, '10.0.0.1', account.username, DEFAULT_PASSWORD, { 'X-Forwarded-For': A })).status,
    ).toBe(200);
  });

  it('keeps the counters in the database: another process on the same database sees them', async () => {
    const account = await createAccount(app);
    await failFiveTimes(app, A, account.username);
    expect((await app.db.select().from(rateLimits)).length).toBeGreaterThan(0);
    // A second server: its own connection to the same database (SQLite file or PostgreSQL database), its own app.
    const engine = await openDatabase(app.config);
    const { db } = engine;
    try {
      const second: TestApp = {
        ...app,
        db,
        app: createApp({
          db,
          config: app.config,
          logger: createLogger('silent'),
          storage: app.storage,
          mailer: app.mailer,
        }),
      };
      await expectWait(await loginFrom(second, A, account.username), 29, 30);
      expect((await loginFrom(second, B, account.username)).status).toBe(200);
    } finally {
      await engine.close();
    }
  });
});

describe('sessions', () => {
  it('answers 401 once the absolute lifetime has passed, and clears the cookie', async () => {
    const account = await createAccount(t);
    const cookie = await signIn(t, account.username);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(cookie)));
    const response = await me(cookie);
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().join()).toMatch(/benchlink_session=;/);
    expect(await storedSession(cookie)).toBeUndefined();
  });

  it('answers 401 after 12 idle hours', async () => {
    const account = await createAccount(t);
    const cookie = await signIn(t, account.username);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 12 * 3_600_000 - 1000) })
      .where(eq(sessions.id, sessionIdOf(cookie)));
    expect((await me(cookie)).status).toBe(401);
  });

  it('keeps a session used within the idle timeout alive', async () => {
    const account = await createAccount(t);
    const cookie = await signIn(t, account.username);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 11 * 3_600_000) })
      .where(eq(sessions.id, sessionIdOf(cookie)));
    expect((await me(cookie)).status).toBe(200);
    const row = await storedSession(cookie);
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
    expect(await storedSession(cookie)).toBeUndefined();
    expect((await me(cookie)).status).toBe(401);
  });

  it("ends only this session, not the user's other ones", async () => {
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
