import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Filter } from '@benchlink/contracts/filters';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companyBody, send, userWithCompany } from '../../test/companies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = { message: string[]; field?: string[] };
const list = async (cookie: string) =>
  (await (await send(t, 'GET', '/api/companies/filters', cookie)).json()) as Filter[];

describe('POST /api/companies/filters', () => {
  it('creates an enabled filter (201) with a trimmed name, its skills and creation time', async () => {
    const { cookie } = await userWithCompany(t);
    const res = await send(t, 'POST', '/api/companies/filters', cookie, {
      name: '  Java people ',
      skills: [10, 12, 10],
    });
    expect(res.status).toBe(201);
    const filter = (await res.json()) as Filter;
    expect(filter).toMatchObject({ name: 'Java people', skills: [10, 12], isEnabled: true, isDefault: false });
    expect(Date.parse(filter.createdAt)).not.toBeNaN();
    const disabled = await send(t, 'POST', '/api/companies/filters', cookie, {
      name: 'Quiet',
      skills: [10],
      isEnabled: false,
    });
    expect(((await disabled.json()) as Filter).isEnabled).toBe(false);
  });

  it('validates the name and the skills', async () => {
    const { cookie } = await userWithCompany(t);
    const cases: [unknown, number, string][] = [
      [{ name: ' ', skills: [10] }, 400, 'name'],
      [{ name: 'x'.repeat(51), skills: [10] }, 400, 'name'],
      [{ name: 'No skills', skills: [] }, 400, 'skills'],
      [{ name: 'Not assignable', skills: [2] }, 400, 'skills'],
    ];
    for (const [body, status, field] of cases) {
      const res = await send(t, 'POST', '/api/companies/filters', cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as ErrorBody).field).toContain(field);
    }
    expect((await send(t, 'POST', '/api/companies/filters', cookie, { name: 'Ghost', skills: [99_999] })).status).toBe(
      404,
    );
  });
});

describe('PUT and DELETE /api/companies/filters/{id}', () => {
  it('takes a partial body: an edit without isEnabled keeps it, {isEnabled} alone toggles alerts', async () => {
    const { cookie } = await userWithCompany(t);
    const filter = (await (
      await send(t, 'POST', '/api/companies/filters', cookie, { name: 'Alerts', skills: [10] })
    ).json()) as Filter;
    const off = await send(t, 'PUT', `/api/companies/filters/${filter.id}`, cookie, { isEnabled: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ name: 'Alerts', skills: [10], isEnabled: false });
    const renamed = await send(t, 'PUT', `/api/companies/filters/${filter.id}`, cookie, {
      name: 'Renamed',
      skills: [12],
    });
    expect(await renamed.json()).toMatchObject({ name: 'Renamed', skills: [12], isEnabled: false });
  });

  it('treats another company’s filter as missing (404) and deletes with 204', async () => {
    const owner = await userWithCompany(t);
    const other = await userWithCompany(t);
    const filter = (await (
      await send(t, 'POST', '/api/companies/filters', owner.cookie, { name: 'Mine', skills: [10] })
    ).json()) as Filter;
    expect(
      (await send(t, 'PUT', `/api/companies/filters/${filter.id}`, other.cookie, { isEnabled: false })).status,
    ).toBe(404);
    expect((await send(t, 'DELETE', `/api/companies/filters/${filter.id}`, other.cookie)).status).toBe(404);
    expect((await list(other.cookie)).map((f) => f.id)).not.toContain(filter.id);
    expect((await send(t, 'DELETE', `/api/companies/filters/${filter.id}`, owner.cookie)).status).toBe(204);
    expect((await send(t, 'DELETE', `/api/companies/filters/${filter.id}`, owner.cookie)).status).toBe(404);
  });
});

describe('the Default filter', () => {
  it('is given to a company created without skills; it can only be toggled; a filter with skills disables it', async () => {
    const { cookie } = await userWithCompany(t, { body: companyBody({ skills: [] }) });
    const [initial] = await list(cookie);
    expect(initial).toMatchObject({ name: 'Default', skills: [], isEnabled: true, isDefault: true });

    expect((await send(t, 'PUT', `/api/companies/filters/${initial!.id}`, cookie, { name: 'Mine now' })).status).toBe(
      400,
    );
    expect((await send(t, 'PUT', `/api/companies/filters/${initial!.id}`, cookie, { skills: [10] })).status).toBe(400);
    expect((await send(t, 'DELETE', `/api/companies/filters/${initial!.id}`, cookie)).status).toBe(400);
    expect((await send(t, 'PUT', `/api/companies/filters/${initial!.id}`, cookie, { isEnabled: false })).status).toBe(
      200,
    );
    expect((await send(t, 'PUT', `/api/companies/filters/${initial!.id}`, cookie, { isEnabled: true })).status).toBe(
      200,
    );

    await send(t, 'POST', '/api/companies/filters', cookie, { name: 'Specific', skills: [10] });
    const after = await list(cookie);
    expect(after.find((f) => f.isDefault)?.isEnabled).toBe(false);
  });

  it('is not given to a company created with skills', async () => {
    const { cookie } = await userWithCompany(t);
    expect(await list(cookie)).toEqual([]);
  });
});
