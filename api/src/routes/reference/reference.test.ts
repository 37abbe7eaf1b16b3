import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

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
    ['/api/locations', 251],
    ['/api/domains', 25],
    ['/api/company-types', 3],
    ['/api/position-statuses', 5],
    ['/api/currencies', 4],
  ])('serves %s', async (url, count) => {
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(count);
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
    seedReferenceData(t.db);
    expect(await (await t.app.request('/api/seniorities')).json()).toHaveLength(8);
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
