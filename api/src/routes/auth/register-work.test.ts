import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/test-app';

// The real hashing, watched: how many hashes a sign-up does tells whether its answer time depends on the username.
vi.mock('../../lib/password', { spy: true });
// The API suite's files share their module registry (no isolation), so the app may have been loaded before, with the
// module unwatched: this file loads it anew.
vi.resetModules();
const password = await import('../../lib/password');
const { createAccount, registration, sendJson } = await import('../../test/auth');
const { createTestApp } = await import('../../test/test-app');
const hashPassword = vi.mocked(password.hashPassword);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t, { username: 'existing.user', email: 'existing@example.com' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  hashPassword.mockClear();
});

const register = (overrides: Record<string, unknown>) =>
  sendJson(t, 'POST', '/api/auth/register', registration(overrides));

describe('sign-up does the same work whatever the username', () => {
  it.each([
    ['a new username', { username: 'brand.new', email: 'brand.new@example.com' }, 201],
    ['a taken username', { username: 'existing.user', email: 'someone.else@example.com' }, 409],
    ['a look-alike of a taken username', { username: 'existing.us\u0435r', email: 'lookalike@example.com' }, 409],
    ['a reserved username', { username: 'admin', email: 'not.admin@example.com' }, 409],
    ['a taken e-mail', { username: 'other.name', email: 'existing@example.com' }, 409],
  ])('hashes the password once for %s', async (_name, overrides, status) => {
    const response = await register({ ...overrides, password: 'the same secret', repeatedPassword: 'the same secret' });
    expect(response.status).toBe(status);
    expect(hashPassword).toHaveBeenCalledTimes(1);
    expect(hashPassword).toHaveBeenCalledWith('the same secret');
    // The hash was finished before the answer, not left running behind it.
    await expect(hashPassword.mock.results[0]!.value).resolves.toMatch(/^scrypt\$/);
  });

  it('does not hash an invalid request at all (its answer depends on nothing stored)', async () => {
    expect((await register({ username: 'ab' })).status).toBe(400);
    expect(hashPassword).not.toHaveBeenCalled();
  });
});
