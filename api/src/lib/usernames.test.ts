import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { registration, sendJson } from '../test/auth';
import { createTestApp, type TestApp } from '../test/test-app';
import { createLogger } from './logger';
import { looksReserved, refreshUsernameSkeletons, usernameSkeleton } from './usernames';

describe('usernameSkeleton', () => {
  it('folds combining marks away, before and after the confusables', () => {
    expect(usernameSkeleton('admi\u0307n')).toBe(usernameSkeleton('admin'));
    expect(usernameSkeleton('\u00e1dm\u00edn')).toBe(usernameSkeleton('admin'));
    expect(usernameSkeleton('a\u0308\u0301dmin\u20dd')).toBe(usernameSkeleton('admin'));
    expect(usernameSkeleton('jos\u00e9')).toBe(usernameSkeleton('jose'));
    expect(usernameSkeleton('\u01c5emal')).toBe(usernameSkeleton('dzemal'));
    expect(looksReserved('admi\u0307n')).toBe(true);
    expect(looksReserved('Admi\u0307N')).toBe(true);
    expect(usernameSkeleton('admiral')).not.toBe(usernameSkeleton('admin'));
  });
});

describe('registering a username with combining marks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const register = (username: string, email: string) =>
    sendJson(t, 'POST', '/api/auth/register', registration({ username, email }));

  it('refuses one that folds to a reserved username as reserved', async () => {
    for (const username of ['admi\u0307n', '\u00e1dmin', 'ad\u0323min']) {
      const response = await register(username, 'marked-admin@example.com');
      expect(response.status, JSON.stringify(username)).toBe(409);
      expect(((await response.json()) as { fields?: Record<string, string> }).fields).toEqual({
        username: 'This username is reserved',
      });
    }
  });

  it('refuses one that folds to a taken username as taken', async () => {
    expect((await register('renee', 'renee@example.com')).status).toBe(201);
    for (const username of ['ren\u00e9e', 'r\u00e9n\u00e9e', 'rene\u0301e']) {
      const response = await register(username, 'other-renee@example.com');
      expect(response.status, JSON.stringify(username)).toBe(409);
      expect(((await response.json()) as { fields?: Record<string, string> }).fields).toEqual({
        username: 'Username is already taken',
      });
    }
  });
});

describe('refreshUsernameSkeletons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('recomputes stored skeletons made by an older rule; of two accounts that now look alike the older keeps it', async () => {
    const account = (username: string, usernameSkeleton: string | null) => ({
      username,
      usernameSkeleton,
      firstName: 'Older',
      lastName: 'Account',
      email: `${usernameSkeleton ?? username.length}-${username.codePointAt(3)}@example.com`,
    });
    // As the rule before issue 46 stored them: marks kept.
    await t.db
      .insert(users)
      .values([
        account('jos\u00e9', 'jose\u0301'),
        account('jose', 'jose'),
        account('mar\u00eda', null),
        account('untouched', usernameSkeleton('untouched')),
      ]);
    const warnings: string[] = [];
    const logger = createLogger('warn', { write: (line: string) => void warnings.push(line) });
    await refreshUsernameSkeletons(t.db, logger);
    const stored = await t.db
      .select({ username: users.username, skeleton: users.usernameSkeleton })
      .from(users)
      .orderBy(asc(users.id));
    expect(stored).toEqual([
      { username: 'jos\u00e9', skeleton: 'jose' },
      { username: 'jose', skeleton: null },
      { username: 'mar\u00eda', skeleton: 'rnaria' },
      { username: 'untouched', skeleton: usernameSkeleton('untouched') },
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('looks like another one');
    // Run again (every start): nothing changes; the look-alike is logged again, for whoever reads this start's log.
    await refreshUsernameSkeletons(t.db, logger);
    expect(warnings).toHaveLength(2);
    const [jose] = await t.db.select().from(users).where(eq(users.username, 'jose'));
    expect(jose?.usernameSkeleton).toBeNull();
  });
});
