import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Paged } from '@benchlink/contracts/common';
import { COMPANY_PAGE_SIZE } from '@benchlink/contracts/list-query';
import { countStatements } from '../../test/statements';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCompanies, send, signInAdmin, userWithCompany } from '../../test/companies';

// Each test gets its own database, so totals and pages are exact.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t?.close();
});

type Summary = { id: number; name: string };
type ErrorBody = { status: number; message: string[]; field?: string[]; fields?: Record<string, string> };

const getJson = async <T>(url: string, cookie: string) => {
  const res = await send(t, 'GET', url, cookie);
  expect(res.status, `${url}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
};

describe('GET /api/companies, a page at a time', () => {
  it('answers the first page of 20 by name when nothing is asked, with the totals', async () => {
    await insertCompanies(t, 23, { prefix: 'Listed', approved: true });
    await insertCompanies(t, 4, { prefix: 'Pending', approved: false });
    const { cookie } = await userWithCompany(t, { approved: true });
    const page = await getJson<Paged<Summary>>('/api/companies', cookie);
    expect(page.totalElements).toBe(24);
    expect(page.totalPages).toBe(2);
    expect(page.content).toHaveLength(COMPANY_PAGE_SIZE.default);
    expect(page.content[0]!.name).toMatch(/^Acme/);
    expect(page.content.slice(1).map((c) => c.name)).toEqual(
      Array.from({ length: 19 }, (_, i) => `Listed ${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('pages with a zero-based offset and sorts either way, names compared without case', async () => {
    await insertCompanies(t, 7, { prefix: 'beta', approved: true });
    await insertCompanies(t, 5, { prefix: 'Alpha', approved: true });
    const { cookie } = await userWithCompany(t, {
      approved: true,
      body: { name: 'Zulu', email: 'zulu@example.com', companyTypeId: 1 },
    });
    const names = async (query: string) =>
      (await getJson<Paged<Summary>>(`/api/companies?${query}`, cookie)).content.map((c) => c.name);

    expect(await names('pageSize=5')).toEqual(['Alpha 01', 'Alpha 02', 'Alpha 03', 'Alpha 04', 'Alpha 05']);
    expect(await names('pageSize=5&offset=1')).toEqual(['beta 01', 'beta 02', 'beta 03', 'beta 04', 'beta 05']);
    expect(await names('pageSize=5&offset=2')).toEqual(['beta 06', 'beta 07', 'Zulu']);
    expect(await names('pageSize=5&offset=3')).toEqual([]);
    expect(await names('pageSize=4&sort=name&ascending=false')).toEqual(['Zulu', 'beta 07', 'beta 06', 'beta 05']);
    const last = await getJson<Paged<Summary>>('/api/companies?pageSize=5&offset=9', cookie);
    expect(last).toEqual({ content: [], totalPages: 3, totalElements: 13 });
  });

  it('never shows a company on two pages nor skips one', async () => {
    await insertCompanies(t, 31, { prefix: 'Same', approved: true });
    const { cookie } = await userWithCompany(t, { approved: true });
    const seen: number[] = [];
    for (let offset = 0; offset < 4; offset += 1) {
      seen.push(
        ...(await getJson<Paged<Summary>>(`/api/companies?pageSize=10&offset=${offset}`, cookie)).content.map(
          (c) => c.id,
        ),
      );
    }
    expect(seen).toHaveLength(32);
    expect(new Set(seen).size).toBe(32);
  });

  it('refuses an unknown sort key with 400 on the sort field, naming the accepted keys', async () => {
    const { cookie } = await userWithCompany(t, { approved: true });
    const res = await send(t, 'GET', '/api/companies?sort=rate', cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      status: 400,
      error: 'Bad Request',
      message: ['sort must be one of: name'],
      field: ['sort'],
      fields: { sort: 'sort must be one of: name' },
      path: '/api/companies',
    });
  });

  it.each([
    ['pageSize=0', 'pageSize', 'must be at least 1'],
    [`pageSize=${COMPANY_PAGE_SIZE.max + 1}`, 'pageSize', `must be at most ${COMPANY_PAGE_SIZE.max}`],
    ['pageSize=ten', 'pageSize', 'must be a number'],
    ['offset=-1', 'offset', 'must not be negative'],
    ['offset=1.5', 'offset', 'must be a whole number'],
    ['ascending=yes', 'ascending', 'ascending must be true or false'],
  ])('refuses %s with 400 on the %s field', async (query, field, message) => {
    const { cookie } = await userWithCompany(t, { approved: true });
    const res = await send(t, 'GET', `/api/companies?${query}`, cookie);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).fields).toEqual({ [field]: message });
  });

  it('accepts the largest page size', async () => {
    await insertCompanies(t, COMPANY_PAGE_SIZE.max + 5, { prefix: 'Many', approved: true });
    const { cookie } = await userWithCompany(t, { approved: true });
    const page = await getJson<Paged<Summary>>(`/api/companies?pageSize=${COMPANY_PAGE_SIZE.max}`, cookie);
    expect(page.content).toHaveLength(COMPANY_PAGE_SIZE.max);
    expect(page.totalPages).toBe(2);
  });
});

describe('GET /api/companies/others, a page at a time', () => {
  it('pages every approved company but the caller’s; unapproved ones are left out of the pages and the totals', async () => {
    await insertCompanies(t, 6, { prefix: 'Approved', approved: true });
    await insertCompanies(t, 3, { prefix: 'Pending', approved: false });
    const mine = await userWithCompany(t, {
      approved: true,
      body: { name: 'Mine', email: 'mine@example.com', companyTypeId: 1 },
    });
    const first = await getJson<Paged<Summary>>('/api/companies/others?pageSize=4', mine.cookie);
    expect(first.totalElements).toBe(6);
    expect(first.totalPages).toBe(2);
    expect(first.content.map((c) => c.name)).toEqual(['Approved 01', 'Approved 02', 'Approved 03', 'Approved 04']);
    const second = await getJson<Paged<Summary>>('/api/companies/others?pageSize=4&offset=1', mine.cookie);
    expect(second.content.map((c) => c.name)).toEqual(['Approved 05', 'Approved 06']);
    expect(await getJson<Paged<Summary>>('/api/companies/others?pageSize=4&offset=2', mine.cookie)).toEqual({
      content: [],
      totalPages: 2,
      totalElements: 6,
    });
  });

  it('refuses an unknown sort key', async () => {
    const mine = await userWithCompany(t);
    const res = await send(t, 'GET', '/api/companies/others?sort=createdAt', mine.cookie);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).message).toEqual(['sort must be one of: name']);
  });
});

describe('the company lists cost the same number of statements for 5 companies or 50', () => {
  const statementsFor = async (url: string, cookie: string, expectedRows: number) => {
    let rows = -1;
    const { count } = await countStatements(t.db, async () => {
      rows = (await getJson<Paged<unknown>>(url, cookie)).content.length;
    });
    expect(rows).toBe(expectedRows);
    return count;
  };

  it('GET /api/admin/get-non-approved (full companies, with type, domain and skills)', async () => {
    const admin = await signInAdmin(t);
    await insertCompanies(t, 5, { prefix: 'Wave one', approved: false });
    const forFive = await statementsFor('/api/admin/get-non-approved?pageSize=100', admin.cookie, 5);
    await insertCompanies(t, 45, { prefix: 'Wave two', approved: false });
    const forFifty = await statementsFor('/api/admin/get-non-approved?pageSize=100', admin.cookie, 50);
    expect(forFifty).toBe(forFive);
  });

  it('GET /api/companies and /api/companies/others (summaries)', async () => {
    const { cookie } = await userWithCompany(t, { approved: true });
    // The company's verification mail goes out in the background: its statements must not fall into a count.
    await t.mailer.flush();
    await insertCompanies(t, 4, { prefix: 'Wave one', approved: true });
    const approvedForFive = await statementsFor('/api/companies?pageSize=100', cookie, 5);
    const othersForFour = await statementsFor('/api/companies/others?pageSize=100', cookie, 4);
    await insertCompanies(t, 45, { prefix: 'Wave two', approved: true });
    expect(await statementsFor('/api/companies?pageSize=100', cookie, 50)).toBe(approvedForFive);
    expect(await statementsFor('/api/companies/others?pageSize=100', cookie, 49)).toBe(othersForFour);
  });
});
