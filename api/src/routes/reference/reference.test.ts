import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '@benchlink/contracts/reference';
import { sessions } from '../../db/schema/users';
import { seedReferenceData } from '../../db/seed';
import { createSignedInUser } from '../../test/sessions';
import { countStatements } from '../../test/statements';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('reference data', () => {
  it('lists skills without the soft-skills root and its direct children', async () => {
    const res = await t.app.request('/api/skills');
    expect(res.status).toBe(200);
    const skills = (await res.json()) as { id: number; name: string }[];
    const ids = skills.map((s) => s.id);
    expect(ids).not.toContain(1);
    for (const id of [37, 38, 39, 40, 41]) expect(ids).not.toContain(id);
    expect(ids).toContain(2);
    expect(skills.find((s) => s.id === 96)?.name).toBe('.NET');
  });

  it('serves roles with their suggested skills from /patterns', async () => {
    const roles = (await (await t.app.request('/api/patterns')).json()) as { id: number; suggestedSkills: number[] }[];
    expect(roles).toHaveLength(32);
    expect(roles.find((r) => r.id === 2)?.suggestedSkills).toEqual([51, 52, 53]);
  });

  it.each([
    ['/api/seniorities', 8],
    ['/api/workmodes', 3],
    ['/api/locations', 716],
    ['/api/domains', 25],
    ['/api/company-types', 3],
    ['/api/position-statuses', 5],
    ['/api/currencies', 4],
  ])('serves %s', async (url, count) => {
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(count);
  });

  it('serves the European countries first, then their cities under them, the first towns kept under Bulgaria', async () => {
    const locations = (await (await t.app.request('/api/locations')).json()) as Location[];
    const countries = locations.filter((location) => location.parentId === null);
    expect(countries).toHaveLength(52);
    expect(locations.slice(0, countries.length)).toEqual(countries);
    const byName = new Map(locations.map((location) => [location.name, location]));
    expect(byName.get('Berlin')?.parentId).toBe(byName.get('Germany')?.id);
    expect(byName.get('Lisbon')?.parentId).toBe(byName.get('Portugal')?.id);
    expect(locations.find((location) => location.id === 1)).toEqual({
      id: 1,
      name: 'Plovdiv',
      parentId: byName.get('Bulgaria')?.id,
    });
    const countryIds = new Set(countries.map((country) => country.id));
    expect(locations.every((location) => location.parentId === null || countryIds.has(location.parentId))).toBe(true);
  });

  it('answers one item by id and 404 in the error shape for an unknown id', async () => {
    expect(await (await t.app.request('/api/domains/2')).json()).toEqual({ id: 2, name: 'Fintech' });
    const res = await t.app.request('/api/company-types/99');
    expect(res.status).toBe(404);
    const body = (await res.json()) as { message: string[]; status: number; path: string };
    expect(body).toMatchObject({ status: 404, message: ['Company type not found.'], path: '/api/company-types/99' });
  });

  it('rejects a non-numeric id with a field error', async () => {
    const res = await t.app.request('/api/skills/abc');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: ['id'], fields: { id: 'must be a number' } });
  });

  it('seeds idempotently', async () => {
    await seedReferenceData(t.db);
    expect(await (await t.app.request('/api/seniorities')).json()).toHaveLength(8);
  });
});

describe('reference data from memory, with an ETag', () => {
  const lists = ['/api/skills', '/api/patterns', '/api/seniorities', '/api/locations', '/api/currencies'];

  it.each(lists)('answers %s with an ETag, and 304 without a body when If-None-Match names it', async (url) => {
    const first = await t.app.request(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('application/json');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    for (const ifNoneMatch of [etag!, `"other", ${etag!}`, etag!.slice(2), '*']) {
      const again = await t.app.request(url, { headers: { 'If-None-Match': ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=3600');
    }

    const changed = await t.app.request(url, { headers: { 'If-None-Match': 'W/"something-else"' } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual(await first.json());
  });

  it('gives each list its own ETag', async () => {
    const etags = await Promise.all(lists.map(async (url) => (await t.app.request(url)).headers.get('etag')));
    expect(new Set(etags).size).toBe(lists.length);
  });

  it('reads each list from the database once, then answers lists and items without a query', async () => {
    await t.app.request('/api/skills');
    const { count } = await countStatements(t.db, async () => {
      expect((await t.app.request('/api/skills')).status).toBe(200);
      expect((await t.app.request('/api/skills/96')).status).toBe(200);
      expect((await t.app.request('/api/health')).status).toBe(200);
    });
    // None: the health check pings the engine directly, outside the query builder whose statements are counted.
    expect(count).toBe(0);
  });

  it('still answers a skill left out of the list when asked for it by id', async () => {
    const res = await t.app.request('/api/skills/37');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 37, parentId: 1 });
    expect((await t.app.request('/api/skills/99999')).status).toBe(404);
  });
});

describe('public routes and the session', () => {
  const publicUrls = [
    '/api/health',
    '/api/skills',
    '/api/skills/96',
    '/api/patterns',
    '/api/domains/2',
    '/api/currencies',
    '/api/openapi.json',
  ];

  it.each(publicUrls)('answers %s with a stale or forged session cookie as it does without one', async (url) => {
    for (const cookie of ['benchlink_session=expired-or-forged', `benchlink_session=${'x'.repeat(5000)}`]) {
      const res = await t.app.request(url, { headers: { Cookie: cookie } });
      expect(res.status, cookie.slice(0, 40)).toBe(200);
    }
  });

  it('looks no session up for them, even a valid one, and leaves the session untouched', async () => {
    const { cookie, user } = await createSignedInUser(t);
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const { statements } = await countStatements(t.db, async () => {
      for (const url of publicUrls)
        expect((await t.app.request(url, { headers: { Cookie: cookie } })).status).toBe(200);
    });
    expect(statements.filter((sql) => sql.includes('"sessions"'))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(before);
  });

  it('still reads the session everywhere else: a stale cookie there is dropped and a protected route answers 401', async () => {
    const res = await t.app.request('/api/user', { headers: { Cookie: 'benchlink_session=expired-or-forged' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toMatch(/benchlink_session=;/);
    const { cookie } = await createSignedInUser(t);
    expect((await t.app.request('/api/user', { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('does not take a path that only begins like a public one for public', async () => {
    const { cookie } = await createSignedInUser(t);
    const { statements } = await countStatements(t.db, async () =>
      t.app.request('/api/skillsets', { headers: { Cookie: cookie } }),
    );
    expect(statements.some((sql) => sql.includes('"sessions"'))).toBe(true);
  });
});

describe('API conventions', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { message: string[] }).message[0]).toContain('/api/does-not-exist');
  });

  it('reports health with the version', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', version: '0.1.0', database: 'ok' });
  });

  it('sets security headers on every response', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
