import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { users, userTokens } from '../../db/schema/users';
import { createAccount, queuedLinks, registration, sendJson, tokenOf } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://benchlink.example' });
});
afterAll(async () => {
  await t?.close();
});

const register = (overrides: Record<string, unknown> = {}) =>
  sendJson(t, 'POST', '/api/auth/register', registration(overrides));
const errorBody = async (response: Response) =>
  (await response.json()) as { message: string[]; fields?: Record<string, string>; retryAfter?: number };
const userByEmail = async (email: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
};

describe('POST /api/auth/register', () => {
  it.each(['username', 'firstName', 'lastName'])('rejects a %s shorter than 3 characters', async (field) => {
    const response = await register({ [field]: 'ab' });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).fields).toEqual({ [field]: 'must be at least 3 characters' });
  });

  it.each(['username', 'firstName', 'lastName'])('rejects a %s longer than 40 characters', async (field) => {
    const response = await register({ [field]: 'a'.repeat(41) });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).fields).toEqual({ [field]: 'must not exceed 40 characters' });
  });

  it.each([
    ['username', '   '],
    ['firstName', '   '],
    ['lastName', '   '],
    ['email', '   '],
    ['password', ''],
    ['repeatedPassword', ''],
  ])('requires %s (blank is missing)', async (field, blank) => {
    const response = await register({ [field]: blank });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).fields?.[field]).toBe('is required');
  });

  it('requires every field when the body is empty', async () => {
    const response = await sendJson(t, 'POST', '/api/auth/register', {});
    expect(response.status).toBe(400);
    expect(Object.keys((await errorBody(response)).fields ?? {}).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
      'repeatedPassword',
      'username',
    ]);
  });

  it('rejects a password shorter than 6 characters', async () => {
    const response = await register({ password: 'abcde', repeatedPassword: 'abcde' });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).fields).toEqual({ password: 'must be at least 6 characters' });
  });

  it('rejects a password longer than 100 characters', async () => {
    const long = 'a'.repeat(101);
    const response = await register({ password: long, repeatedPassword: long });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).fields).toEqual({ password: 'must not exceed 100 characters' });
  });

  it.each(['jane', 'jane@example', 'jane@@example.com', 'jane doe@example.com'])(
    'rejects the malformed e-mail %s',
    async (email) => {
      const response = await register({ email });
      expect(response.status).toBe(400);
      expect((await errorBody(response)).fields).toEqual({ email: 'must be a valid email' });
    },
  );

  it('rejects a repeated password that differs, on the repeatedPassword field', async () => {
    const response = await register({ repeatedPassword: 'something else' });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({
      message: ['passwords do not match'],
      fields: { repeatedPassword: 'passwords do not match' },
    });
  });

  it('creates an unconfirmed account and answers 201 with the user', async () => {
    const response = await register({ username: 'Newcomer', email: 'NewComer@Example.com' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      username: 'Newcomer',
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'newcomer@example.com',
      isAdmin: false,
    });
    const row = await userByEmail('newcomer@example.com');
    expect(row?.emailConfirmedAt).toBeNull();
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('correct horse');
  });

  it('rejects a username that is taken, compared case-insensitively', async () => {
    await createAccount(t, { username: 'TakenName' });
    const response = await register({ username: 'takenname', email: 'other1@example.com' });
    expect(response.status).toBe(409);
    expect((await errorBody(response)).fields).toEqual({ username: 'Username is already taken' });
  });

  it('rejects an e-mail that is registered, compared case-insensitively', async () => {
    await createAccount(t, { email: 'taken@example.com' });
    const response = await register({ username: 'freshname', email: 'TAKEN@example.com' });
    expect(response.status).toBe(409);
    expect((await errorBody(response)).fields).toEqual({ email: 'Email is already registered' });
  });

  it('reports a taken username and a taken e-mail together', async () => {
    await createAccount(t, { username: 'bothtaken', email: 'bothtaken@example.com' });
    const response = await register({ username: 'bothtaken', email: 'bothtaken@example.com' });
    expect(response.status).toBe(409);
    expect((await errorBody(response)).fields).toEqual({
      username: 'Username is already taken',
      email: 'Email is already registered',
    });
  });

  it.each(['admin', 'Admin', 'ADMIN'])('refuses the reserved username %s', async (username) => {
    const response = await register({ username, email: `${username.toLowerCase()}-${username.length}@example.com` });
    expect(response.status).toBe(409);
    expect((await errorBody(response)).fields).toEqual({ username: 'This username is reserved' });
    expect(
      await t.db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = 'admin'`),
    ).toHaveLength(0);
  });

  it('refuses invisible characters in a username (400)', async () => {
    for (const username of ['ad\u200bmin', 'jane\u200d.doe', '\u202ejane.doe', 'jane\u2060doe', 'jane\u00addoe']) {
      const response = await register({ username, email: 'invisible@example.com' });
      expect(response.status, JSON.stringify(username)).toBe(400);
      expect((await errorBody(response)).fields).toEqual({
        username: 'must not contain invisible or control characters',
      });
    }
    expect(await userByEmail('invisible@example.com')).toBeUndefined();
  });

  it.each([
    ['Cyrillic а', '\u0430dmin'],
    ['full-width letters', '\uff41\uff44\uff4d\uff49\uff4e'],
    ['Cyrillic capitals', '\u0410DM\u0406N'],
  ])('refuses a username that looks like admin (%s) as reserved', async (_name, username) => {
    const response = await register({
      username,
      email: `lookalike-${username.codePointAt(0)}-${username.length}@example.com`,
    });
    expect(response.status).toBe(409);
    expect((await errorBody(response)).fields).toEqual({ username: 'This username is reserved' });
  });

  it('refuses a username that looks like an existing one as taken, and stores full-width letters folded', async () => {
    expect((await register({ username: 'alice', email: 'alice@example.com' })).status).toBe(201);
    for (const [username, email] of [
      ['\u0430lice', 'cyrillic-alice@example.com'],
      ['\uff41\uff4c\uff49\uff43\uff45', 'wide-alice@example.com'],
      ['AL\u0406CE', 'cyrillic-capital-alice@example.com'],
    ]) {
      const response = await register({ username, email });
      expect(response.status, username).toBe(409);
      expect((await errorBody(response)).fields).toEqual({ username: 'Username is already taken' });
      expect(await userByEmail(email!)).toBeUndefined();
    }
    // A compatibility form is folded (NFKC) before it is stored: 'ｂｏｂ' is 'bob'.
    const wide = await register({ username: '\uff42\uff4f\uff42', email: 'bob@example.com' });
    expect(wide.status).toBe(201);
    expect(((await wide.json()) as { username: string }).username).toBe('bob');
  });

  it('queues a confirmation e-mail whose link is built from PUBLIC_URL', async () => {
    await register({ username: 'mailme', email: 'mailme@example.com' });
    const [link] = await queuedLinks(t, 'mailme@example.com');
    expect(link).toMatch(/^https:\/\/benchlink\.example\/api\/auth\/register\/confirm\?token=[\w-]{40,}$/);
    // Only the token's hash is stored.
    const stored = (await t.db.select().from(userTokens)).map((row) => row.tokenHash);
    expect(stored).not.toContain(tokenOf(link));
  });
});

describe('GET /api/auth/register/confirm', () => {
  const confirm = (token: string) => t.app.request(`/api/auth/register/confirm?token=${encodeURIComponent(token)}`);

  it('confirms the account and redirects to the sign-in page with the banner flag', async () => {
    await register({ username: 'confirmer', email: 'confirmer@example.com' });
    const response = await confirm(tokenOf((await queuedLinks(t, 'confirmer@example.com'))[0]));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://benchlink.example/?confirmEmail=true');
    expect((await userByEmail('confirmer@example.com'))?.emailConfirmedAt).toBeInstanceOf(Date);
  });

  it('refuses a link used a second time', async () => {
    await register({ username: 'twice', email: 'twice@example.com' });
    const token = tokenOf((await queuedLinks(t, 'twice@example.com'))[0]);
    expect((await confirm(token)).headers.get('location')).toContain('confirmEmail=true');
    const again = await confirm(token);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('https://benchlink.example/?confirmEmail=false&reason=invalid');
  });

  it('refuses an expired link and leaves the account unconfirmed', async () => {
    await register({ username: 'latecomer', email: 'late@example.com' });
    const user = (await userByEmail('late@example.com'))!;
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.id));
    const response = await confirm(tokenOf((await queuedLinks(t, 'late@example.com'))[0]));
    expect(response.headers.get('location')).toBe('https://benchlink.example/?confirmEmail=false&reason=expired');
    expect((await userByEmail('late@example.com'))?.emailConfirmedAt).toBeNull();
  });

  it('keeps a link valid for 72 hours', async () => {
    await register({ username: 'patient', email: 'patient@example.com' });
    const [token] = await t.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, (await userByEmail('patient@example.com'))!.id));
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBe(72 * 3_600_000);
  });

  it.each(['', 'not-a-token'])('refuses the unknown token "%s"', async (token) => {
    const response = await t.app.request(`/api/auth/register/confirm${token ? `?token=${token}` : ''}`);
    expect(response.headers.get('location')).toBe('https://benchlink.example/?confirmEmail=false&reason=invalid');
  });
});

describe('GET /api/auth/register/resend-confirmation', () => {
  const resend = (email: string) =>
    t.app.request(`/api/auth/register/resend-confirmation?email=${encodeURIComponent(email)}`);
  /** Moves the user's tokens into the past instead of waiting. */
  const age = async (email: string, seconds: number) => {
    const user = (await userByEmail(email))!;
    // Row by row, through the column: each engine stores times its own way, so no arithmetic in SQL.
    const tokens = await t.db
      .select({ id: userTokens.id, createdAt: userTokens.createdAt })
      .from(userTokens)
      .where(eq(userTokens.userId, user.id));
    for (const token of tokens) {
      await t.db
        .update(userTokens)
        .set({ createdAt: new Date(token.createdAt.getTime() - seconds * 1000) })
        .where(eq(userTokens.id, token.id));
    }
  };

  const SAME_ANSWER = {
    message: 'If this email belongs to an account waiting for confirmation, a new confirmation email is on its way.',
    retryAfter: 90,
  };
  const mailsTo = async (email: string) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;
  /** The one answer every address gets: 200, the same body, no Retry-After header. */
  const expectSameAnswer = async (response: Response) => {
    expect(response.status).toBe(200);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(await response.json()).toEqual(SAME_ANSWER);
  };

  it('answers a resend within 90 seconds of the last e-mail like any other, and sends nothing', async () => {
    await register({ username: 'hasty', email: 'hasty@example.com' });
    expect(await mailsTo('hasty@example.com')).toBe(1);
    await age('hasty@example.com', 30);
    await expectSameAnswer(await resend('hasty@example.com'));
    expect(await mailsTo('hasty@example.com')).toBe(1);
  });

  it('keeps where the sign-up led (returnTo) in the new link, and drops a path off this origin', async () => {
    const returnTo = '/invitation?token=abc';
    await register({ username: 'invitee', email: 'invitee@example.com', returnTo });
    await age('invitee@example.com', 91);
    const withReturn = `invitee@example.com&returnTo=${encodeURIComponent(returnTo)}`;
    await expectSameAnswer(await t.app.request(`/api/auth/register/resend-confirmation?email=${withReturn}`));
    const [newest] = await queuedLinks(t, 'invitee@example.com');
    expect(new URL(newest!).searchParams.get('returnTo')).toBe(returnTo);
    await age('invitee@example.com', 91);
    const offSite = `invitee@example.com&returnTo=${encodeURIComponent('//evil.example/')}`;
    await expectSameAnswer(await t.app.request(`/api/auth/register/resend-confirmation?email=${offSite}`));
    expect(new URL((await queuedLinks(t, 'invitee@example.com'))[0]!).searchParams.get('returnTo')).toBeNull();
  });

  it('sends a new link after the cooldown and invalidates the older link', async () => {
    await register({ username: 'resender', email: 'resender@example.com' });
    const first = tokenOf((await queuedLinks(t, 'resender@example.com'))[0]);
    await age('resender@example.com', 91);
    await expectSameAnswer(await resend('resender@example.com'));
    expect(await mailsTo('resender@example.com')).toBe(2);
    const second = tokenOf((await queuedLinks(t, 'resender@example.com'))[0]);
    expect(second).not.toBe(first);
    const old = await t.app.request(`/api/auth/register/confirm?token=${first}`);
    expect(old.headers.get('location')).toContain('reason=invalid');
    const fresh = await t.app.request(`/api/auth/register/confirm?token=${second}`);
    expect(fresh.headers.get('location')).toContain('confirmEmail=true');
    // Confirmed now: nothing left to resend, even past the cooldown, and the answer does not say so.
    await age('resender@example.com', 91);
    await expectSameAnswer(await resend('resender@example.com'));
    expect(await mailsTo('resender@example.com')).toBe(2);
  });

  it('starts a new cooldown after each resend', async () => {
    await register({ username: 'again', email: 'again@example.com' });
    await age('again@example.com', 91);
    await expectSameAnswer(await resend('again@example.com'));
    expect(await mailsTo('again@example.com')).toBe(2);
    await expectSameAnswer(await resend('again@example.com'));
    expect(await mailsTo('again@example.com')).toBe(2);
    await age('again@example.com', 91);
    await expectSameAnswer(await resend('again@example.com'));
    expect(await mailsTo('again@example.com')).toBe(3);
  });

  it('answers an already confirmed e-mail like any other, and sends nothing', async () => {
    await createAccount(t, { email: 'done@example.com' });
    await expectSameAnswer(await resend('done@example.com'));
    expect(await mailsTo('done@example.com')).toBe(0);
  });

  it('gives byte-identical answers for unknown, waiting, cooling-down and confirmed addresses', async () => {
    await createAccount(t, { email: 'waiting@example.com', emailConfirmedAt: null });
    await register({ username: 'cooling', email: 'cooling@example.com' });
    await createAccount(t, { email: 'confirmed@example.com' });
    const answers = [];
    for (const email of [
      'nobody-at-all@example.com',
      'waiting@example.com',
      'cooling@example.com',
      'confirmed@example.com',
    ]) {
      const response = await resend(email);
      answers.push({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: await response.text(),
      });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, retryAfter: null, body: JSON.stringify(SAME_ANSWER) });
    // Only the account waiting for confirmation, outside any cooldown, got a mail.
    expect([
      await mailsTo('nobody-at-all@example.com'),
      await mailsTo('waiting@example.com'),
      await mailsTo('cooling@example.com'),
      await mailsTo('confirmed@example.com'),
    ]).toEqual([0, 1, 1, 0]);
  });

  it('answers an unknown e-mail like a known one and sends nothing', async () => {
    const before = (await t.db.select().from(mailOutbox)).length;
    const response = await resend('nobody@example.com');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'If this email belongs to an account waiting for confirmation, a new confirmation email is on its way.',
      retryAfter: 90,
    });
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before);
  });

  it('rejects a malformed e-mail', async () => {
    const response = await resend('not-an-email');
    expect(response.status).toBe(400);
    expect((await errorBody(response)).fields).toEqual({ email: 'must be a valid email' });
  });
});

describe('POST /api/auth/register when two requests want the same username', () => {
  const RIVAL = `INSERT INTO users (username, first_name, last_name, email)
    VALUES ('LateComer', 'Rival', 'Racer', 'rival.racer@example.com')`;
  /** A trigger that inserts a rival 'LateComer' right before an insert of 'latecomer', in the same statement. */
  const rivalTrigger = {
    create: async () => {
      if (t.engine.sqlite) {
        // Temporary: on the app's own connection only. SQLite does not run triggers from triggers by default.
        t.engine.sqlite.exec(`
          CREATE TEMP TRIGGER rival_user BEFORE INSERT ON users WHEN lower(NEW.username) = 'latecomer'
          BEGIN ${RIVAL}; END;
        `);
      } else {
        // The rival's own insert must not fire it again.
        await t.engine.pool!.query(`
          CREATE FUNCTION rival_user() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN ${RIVAL}; RETURN NEW; END $$;
          CREATE TRIGGER rival_user BEFORE INSERT ON users FOR EACH ROW
            WHEN (lower(NEW.username) = 'latecomer' AND NEW.first_name <> 'Rival') EXECUTE FUNCTION rival_user();
        `);
      }
    },
    drop: async () => {
      if (t.engine.sqlite) t.engine.sqlite.exec('DROP TRIGGER rival_user');
      else await t.engine.pool!.query('DROP TRIGGER rival_user ON users; DROP FUNCTION rival_user()');
    },
  };

  it('creates one account and answers the other 409 with the username message', async () => {
    const [a, b] = await Promise.all([
      register({ username: 'photofinish', email: 'first.racer@example.com' }),
      register({ username: 'PhotoFinish', email: 'second.racer@example.com' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect((await errorBody(loser)).fields).toEqual({ username: 'Username is already taken' });
    expect(
      await t.db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = 'photofinish'`),
    ).toHaveLength(1);
  });

  it('answers 409, not 500, when the username is taken after the checks and before the insert', async () => {
    // Another writer (a second server process on the same database) inserts the name right before this request's
    // insert: only the unique index can catch that. A trigger plays that writer, in each engine's own dialect.
    await rivalTrigger.create();
    try {
      const response = await register({ username: 'latecomer', email: 'latecomer@example.com' });
      expect(response.status).toBe(409);
      expect((await errorBody(response)).fields).toEqual({ username: 'Username is already taken' });
      expect(await userByEmail('latecomer@example.com')).toBeUndefined();
      expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'latecomer@example.com'))).toHaveLength(0);
    } finally {
      await rivalTrigger.drop();
    }
  });
});
