import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';
import { createSignedInUser } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const me = (cookie?: string) => t.app.request('/api/user', { headers: cookie ? { Cookie: cookie } : {} });

describe('GET /api/user', () => {
  it('answers 401 when nobody is signed in', async () => {
    const response = await me();
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string[] }).message).toEqual([
      'Your session has expired or you are not signed in. Please sign in.',
    ]);
  });

  it('returns the signed-in user without companyId while there is no company', async () => {
    const { user, cookie } = await createSignedInUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const response = await me(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: user.id,
      username: user.username,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: user.email,
      isAdmin: false,
    });
  });

  it('includes companyId once the user has a company', async () => {
    const [company] = await t.db
      .insert(companies)
      .values({ name: 'Acme', email: 'acme@example.com', companyTypeId: 1 })
      .returning();
    const { user, cookie } = await createSignedInUser(t);
    await t.db.update(users).set({ companyId: company!.id }).where(eq(users.id, user.id));
    expect(await (await me(cookie)).json()).toMatchObject({ id: user.id, companyId: company!.id });
  });

  it('marks the user named admin as administrator', async () => {
    const { cookie } = await createSignedInUser(t, { username: 'admin', email: 'admin@benchlink.local' });
    expect(await (await me(cookie)).json()).toMatchObject({ username: 'admin', isAdmin: true });
  });

  it('is never cached', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await me(cookie)).headers.get('cache-control')).toBe('no-store');
  });
});
