import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browsePositionsQuerySchema } from '@benchlink/contracts/applications';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userWithCompany } from '../../test/companies';
import { createPosition, createProject } from '../../test/projects';
import { browsePositions } from './browse.service';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

/** Runs `call`, recording every statement it prepares with its parameters. */
async function statementsOf(call: () => Promise<unknown>) {
  const client = t.db.$client;
  const original = client.prepare.bind(client);
  const seen: { sql: string; params: unknown[] }[] = [];
  client.prepare = ((sql: string) => {
    const statement = original(sql);
    for (const method of ['all', 'get'] as const) {
      const run = statement[method] as (...params: unknown[]) => unknown;
      (statement as unknown as Record<string, unknown>)[method] = function (this: unknown, ...params: unknown[]) {
        seen.push({ sql, params });
        return run.apply(this, params);
      };
    }
    return statement;
  }) as typeof client.prepare;
  try {
    await call();
  } finally {
    client.prepare = original as typeof client.prepare;
  }
  return { seen, original };
}

describe('browse query plans', () => {
  it('read positions through an index, never by scanning the table, for every sort, filter and a deep page', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const reader = await userWithCompany(t, { approved: true });
    const project = await createProject(t, owner.cookie);
    for (let i = 0; i < 3; i += 1) await createPosition(t, owner.cookie, project.id);
    // No ANALYZE: without statistics SQLite plans as for large tables, which is what the scale data gets (its seed
    // runs ANALYZE on 100,000 positions); a three-row table with statistics would rightly be scanned.

    const queries = [
      ...['datePosted', 'rate', 'startDate', 'isPartnerOnly'].map((sort) => ({
        sort,
        skills: '10,12',
        workModes: '3',
        rate: '50',
      })),
      { offset: '500' },
      { isPartnerOnly: 'true' },
      {},
    ];
    for (const query of queries) {
      const { seen, original } = await statementsOf(() =>
        browsePositions(t.db, reader.company.id, browsePositionsQuerySchema.parse(query)),
      );
      const onPositions = seen.filter(({ sql }) => /from "positions"/.test(sql));
      expect(onPositions.length, JSON.stringify(query)).toBeGreaterThan(0);
      for (const { sql, params } of onPositions) {
        const plan = original(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...params)
          .map((row) => (row as { detail: string }).detail);
        const positionSteps = plan.filter((step) => /\bpositions\b/.test(step));
        expect(positionSteps.length, `${JSON.stringify(query)}\n${plan.join('\n')}`).toBeGreaterThan(0);
        for (const step of positionSteps) {
          expect(step, `${JSON.stringify(query)}: ${sql}\n${plan.join('\n')}`).toMatch(
            /USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/,
          );
        }
      }
    }
  });
});
