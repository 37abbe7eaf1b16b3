import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuerySchema } from '@benchlink/contracts/paging';
import { companies } from '../db/schema/companies';
import { companyTypes, domains } from '../db/schema/reference';
import { countStatements } from '../test/statements';
import { createTestApp, type TestApp } from '../test/test-app';
import { type ListOrder, paginate } from './pagination';

let t: TestApp;
/** Ids in insertion order: `[name, companyTypeId, domainId]`. */
const rows: Array<[string, number, number | null]> = [
  ['delta', 1, 2],
  ['Alpha', 2, null],
  ['charlie', 1, 3],
  ['Bravo', 1, null],
  ['echo', 2, 2],
  ['foxtrot', 1, 3],
  ['golf', 1, 2],
];
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, companyTypeId, domainId] of rows) {
    const [company] = await t.db
      .insert(companies)
      .values({ name, email: `${name}@example.com`, companyTypeId, domainId })
      .returning();
    ids[name] = company!.id;
  }
});
afterAll(async () => {
  await t?.close();
});

type Sort = 'name' | 'type' | 'domain';
const order: ListOrder<Sort> = {
  sortColumns: { name: sql`lower(${companies.name})`, type: companies.companyTypeId, domain: domains.name },
  tieBreaker: companies.id,
};
const page = (sort: Sort, ascending: boolean, offset: number, pageSize: number) => ({
  sort,
  ascending,
  offset,
  pageSize,
});

/** The list of the tests: companies joined to their type and (optional) domain. */
const listQuery = (where = sql`1 = 1`) =>
  t.db
    .select({ id: companies.id, name: companies.name, typeName: companyTypes.name, domainName: domains.name })
    .from(companies)
    .innerJoin(companyTypes, eq(companyTypes.id, companies.companyTypeId))
    .leftJoin(domains, eq(domains.id, companies.domainId))
    .where(where)
    .$dynamic();
const names = (result: { content: Array<{ name: string }> }) => result.content.map((row) => row.name);

describe('paginate', () => {
  it('orders by the sort key and cuts the page at offset × pageSize, with the totals', async () => {
    const first = await paginate(t.db, listQuery(), page('name', true, 0, 3), order);
    expect(names(first)).toEqual(['Alpha', 'Bravo', 'charlie']);
    expect(first).toMatchObject({ totalElements: 7, totalPages: 3 });
    expect(names(await paginate(t.db, listQuery(), page('name', true, 2, 3), order))).toEqual(['golf']);
    expect(names(await paginate(t.db, listQuery(), page('name', false, 0, 3), order))).toEqual([
      'golf',
      'foxtrot',
      'echo',
    ]);
  });

  it('breaks ties by the tie-breaker, in the requested direction, so pages never overlap', async () => {
    const byType = async (ascending: boolean) => {
      const seen: string[] = [];
      for (const offset of [0, 1, 2])
        seen.push(...names(await paginate(t.db, listQuery(), page('type', ascending, offset, 3), order)));
      return seen;
    };
    const typeOne = ['delta', 'charlie', 'Bravo', 'foxtrot', 'golf'];
    expect(await byType(true)).toEqual([...typeOne, 'Alpha', 'echo']);
    expect(await byType(false)).toEqual(['echo', 'Alpha', ...[...typeOne].reverse()]);
  });

  it('puts rows without a value last in both directions', async () => {
    const all = (ascending: boolean) => paginate(t.db, listQuery(), page('domain', ascending, 0, 10), order);
    expect(names(await all(true)).slice(-2)).toEqual(['Alpha', 'Bravo']);
    expect(names(await all(false)).slice(-2)).toEqual(['Bravo', 'Alpha']);
  });

  it('counts only the rows the filtered, joined query selects', async () => {
    const result = await paginate(t.db, listQuery(eq(companies.companyTypeId, 2)), page('name', true, 0, 1), order);
    expect(names(result)).toEqual(['Alpha']);
    expect(result.content[0]).toEqual({ id: ids.Alpha, name: 'Alpha', typeName: expect.any(String), domainName: null });
    expect(result).toMatchObject({ totalElements: 2, totalPages: 2 });
  });

  it('answers an empty page past the end and zero pages for an empty list', async () => {
    expect(await paginate(t.db, listQuery(), page('name', true, 9, 5), order)).toEqual({
      content: [],
      totalPages: 2,
      totalElements: 7,
    });
    expect(await paginate(t.db, listQuery(eq(companies.name, 'nobody')), page('name', true, 0, 5), order)).toEqual({
      content: [],
      totalPages: 0,
      totalElements: 0,
    });
  });

  it('runs two statements, the page and the count, whatever the page size', async () => {
    for (const pageSize of [1, 7]) {
      const { count, statements } = await countStatements(t.db, () =>
        paginate(t.db, listQuery(), page('name', true, 0, pageSize), order),
      );
      expect(count).toBe(2);
      expect(statements.filter((statement) => /limit/i.test(statement))).toHaveLength(1);
    }
  });

  it('takes the query parsed by a listQuerySchema contract', async () => {
    const schema = listQuerySchema({
      sortKeys: ['name', 'type', 'domain'],
      defaultSort: 'type',
      defaultAscending: false,
      pageSize: { default: 2, max: 5 },
    });
    const list = schema.parse({});
    expect(list).toEqual({ offset: 0, pageSize: 2, sort: 'type', ascending: false });
    expect(names(await paginate(t.db, listQuery(), list, order))).toEqual(['echo', 'Alpha']);
    expect(schema.parse({ offset: '1', pageSize: '5', sort: 'name', ascending: 'true' })).toEqual({
      offset: 1,
      pageSize: 5,
      sort: 'name',
      ascending: true,
    });
    const refused = schema.safeParse({ sort: 'rate' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toMatchObject([
      { path: ['sort'], message: 'sort must be one of: name, type, domain' },
    ]);
  });
});
