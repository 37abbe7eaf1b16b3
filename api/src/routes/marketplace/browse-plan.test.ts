import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browsePositionsQuerySchema, browseTalentsQuerySchema } from '@benchlink/contracts/applications';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userWithCompany } from '../../test/companies';
import { createPosition, createProject } from '../../test/projects';
import { applyWithNewTalent } from '../../test/talents';
import { browsePositions, browseTalents } from './browse.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Sqlite = NonNullable<TestApp['engine']['sqlite']>;

/** Runs `call`, recording every statement it runs on the SQLite connection with its parameters. */
async function statementsOf(client: Sqlite, call: () => Promise<unknown>) {
  // The driver keeps its prepared statements, so a statement is recorded where it runs: on their shared prototype.
  const prototype = Object.getPrototypeOf(client.prepare('select 1')) as Record<'all' | 'get', unknown>;
  const originals = { all: prototype.all, get: prototype.get };
  const seen: { sql: string; params: unknown[] }[] = [];
  for (const method of ['all', 'get'] as const) {
    const run = originals[method] as (...params: unknown[]) => unknown;
    prototype[method] = function (this: { source: string }, ...params: unknown[]) {
      seen.push({ sql: this.source, params });
      return run.apply(this, params);
    };
  }
  try {
    await call();
  } finally {
    Object.assign(prototype, originals);
  }
  return seen;
}

describe('browse query plans', () => {
  it('read positions and the change log through an index, never by scanning a table, for every sort, filter, a deep page and after a write', async (ctx) => {
    ctx.skip(
      t.engine.dialect !== 'sqlite',
      'EXPLAIN QUERY PLAN and its wording are SQLite’s; PostgreSQL plans by its own statistics and explains otherwise',
    );
    const client = t.engine.sqlite!;
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
      { withReferral: 'true' },
      { withReferral: 'true', skills: '10' },
      {},
    ];
    // The process's listing index loads every position once (api/src/listings), by design a scan; after that a browse
    // reads the change log past what it saw, the changed positions by id, and the page's positions by id.
    await browsePositions(t.db, reader.company.id, browsePositionsQuerySchema.parse({}));
    for (const [index, query] of queries.entries()) {
      if (index % 3 === 0) await createPosition(t, owner.cookie, project.id);
      const seen = await statementsOf(client, () =>
        browsePositions(t.db, reader.company.id, browsePositionsQuerySchema.parse(query)),
      );
      const onPositions = seen.filter(({ sql }) => /from "(positions|listing_changes)"/.test(sql));
      expect(onPositions.length, JSON.stringify(query)).toBeGreaterThan(0);
      for (const { sql, params } of onPositions) {
        const plan = client
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...params)
          .map((row) => (row as { detail: string }).detail);
        const positionSteps = plan.filter((step) => /\b(positions|listing_changes)\b/.test(step));
        expect(positionSteps.length, `${JSON.stringify(query)}\n${plan.join('\n')}`).toBeGreaterThan(0);
        for (const step of positionSteps) {
          expect(step, `${JSON.stringify(query)}: ${sql}\n${plan.join('\n')}`).toMatch(
            /USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY|SEARCH listing_changes/,
          );
        }
      }
    }
  });

  it('read the talents under the reader’s blind review through indexes: its positions by owner, their applications by state', async (ctx) => {
    ctx.skip(t.engine.dialect !== 'sqlite', 'EXPLAIN QUERY PLAN and its wording are SQLite’s');
    const client = t.engine.sqlite!;
    const reader = await userWithCompany(t, { approved: true });
    const applicant = await userWithCompany(t, { approved: true });
    const project = await createProject(t, reader.cookie);
    for (let i = 0; i < 2; i += 1) {
      await applyWithNewTalent(t, applicant.cookie, (await createPosition(t, reader.cookie, project.id)).id);
    }
    const browse = () => browseTalents(t.db, reader.company.id, browseTalentsQuerySchema.parse({}));
    await browse();
    const seen = await statementsOf(client, browse);
    const onApplications = seen.filter(({ sql }) => /"applications"/.test(sql));
    expect(onApplications.length).toBe(1);
    for (const { sql, params } of onApplications) {
      const plan = client
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...params)
        .map((row) => (row as { detail: string }).detail);
      const steps = plan.filter((step) => /\b(positions|applications)\b/.test(step));
      expect(steps.length, plan.join('\n')).toBe(2);
      for (const step of steps)
        expect(step, `${sql}\n${plan.join('\n')}`).toMatch(/^SEARCH .* USING (COVERING )?INDEX/);
    }
  });
});
