// The rules of a new password (lib/password-rules.ts) on each route that sets one: sign-up, reset link, change. Each
// refusal is a 400 on the route's own name for the new password, and nothing is changed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CONTAINS_NAME_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE } from '@benchlink/contracts/auth';
import { users } from '../../db/schema/users';
import { verifyPassword } from '../../lib/password';
import { createAccount, DEFAULT_PASSWORD, queuedLinks, registration, sendJson, signIn, tokenOf } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = { message: string[]; fields?: Record<string, string> };
const fieldsOf = async (response: Response) => ((await response.json()) as ErrorBody).fields;
const storedHash = async (id: number) =>
  (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.hash ?? '';

/** A common password, one with the username in it and one with the e-mail's local part, for an account. */
const refused = (username: string, email: string) =>
  [
    ['Password123', PASSWORD_TOO_COMMON_MESSAGE],
    [`my ${username.toUpperCase()} secret`, PASSWORD_CONTAINS_NAME_MESSAGE],
    [`${email.split('@')[0]}-2026`, PASSWORD_CONTAINS_NAME_MESSAGE],
  ] as const;

describe('POST /api/auth/register', () => {
  it('refuses a common password and one containing the username or e-mail, on `password`', async () => {
    for (const [password, message] of refused('newcomer', 'arrival@example.com')) {
      const response = await sendJson(
        t,
        'POST',
        '/api/auth/register',
        registration({ username: 'newcomer', email: 'arrival@example.com', password, repeatedPassword: password }),
      );
      expect(response.status, password).toBe(400);
      expect(await fieldsOf(response)).toEqual({ password: message });
    }
    expect(await t.db.select().from(users).where(eq(users.username, 'newcomer'))).toEqual([]);
    const accepted = await sendJson(
      t,
      'POST',
      '/api/auth/register',
      registration({ username: 'newcomer', email: 'arrival@example.com' }),
    );
    expect(accepted.status).toBe(201);
  });
});

describe('POST /api/auth/set-new-password', () => {
  it('refuses a common password and one containing the username or e-mail, on `newPassword`', async () => {
    const account = await createAccount(t, { username: 'forgetful', email: 'lost.key@example.com' });
    expect((await t.app.request(`/api/auth/password-recovery?email=${account.email}`)).status).toBe(200);
    const token = tokenOf((await queuedLinks(t, account.email))[0]);
    const before = await storedHash(account.id);
    for (const [password, message] of refused('forgetful', 'lost.key@example.com')) {
      const response = await sendJson(t, 'POST', '/api/auth/set-new-password', {
        token,
        newPassword: password,
        repeatPassword: password,
      });
      expect(response.status, password).toBe(400);
      expect(await fieldsOf(response)).toEqual({ newPassword: message });
    }
    // The link still works for an acceptable password.
    expect(await storedHash(account.id)).toBe(before);
    const accepted = await sendJson(t, 'POST', '/api/auth/set-new-password', {
      token,
      newPassword: 'a quiet harbour',
      repeatPassword: 'a quiet harbour',
    });
    expect(accepted.status).toBe(200);
    await expect(verifyPassword('a quiet harbour', await storedHash(account.id))).resolves.toBe(true);
  });
});

describe('PUT /api/user/password', () => {
  it('refuses a common password and one containing the username or e-mail, on `password`', async () => {
    const account = await createAccount(t, { username: 'settled', email: 'home.base@example.com' });
    const cookie = await signIn(t, account.username);
    const change = (password: string) =>
      sendJson(
        t,
        'PUT',
        '/api/user/password',
        { currentPassword: DEFAULT_PASSWORD, password, repeatedPassword: password },
        { Cookie: cookie },
      );
    for (const [password, message] of refused('settled', 'home.base@example.com')) {
      const response = await change(password);
      expect(response.status, password).toBe(400);
      expect(await fieldsOf(response)).toEqual({ password: message });
    }
    await expect(verifyPassword(DEFAULT_PASSWORD, await storedHash(account.id))).resolves.toBe(true);
    expect((await change('a quiet harbour')).status).toBe(200);
  });
});
