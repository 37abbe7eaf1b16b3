// The keyword search reads each full-text index through the index, never by scanning its rows: on SQLite every search
// table is queried with MATCH, on PostgreSQL every tsvector through its GIN index.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { parseSearch, rankedSearchQuery, type SearchKind } from './search-index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const searches = ['automat', 'automat rust senior', 'a'];
const kinds: SearchKind[] = ['position', 'talent'];

describe('keyword search plans', () => {
  it('query every SQLite search table through MATCH', async (ctx) => {
    ctx.skip(t.engine.dialect !== 'sqlite', 'EXPLAIN QUERY PLAN is SQLite’s');
    const client = t.engine.sqlite!;
    for (const kind of kinds) {
      for (const text of searches) {
        const query = rankedSearchQuery(t.db, kind, parseSearch(text)!).toSQL();
        const plan = client
          .prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
          .all(...query.params)
          .map((row) => (row as { detail: string }).detail);
        const onSearch = plan.filter((step) => /\b\w+_search(_words)?\b/.test(step));
        // Two per word: the stemmed table and the words as written.
        expect(onSearch, plan.join('\n')).toHaveLength(2 * parseSearch(text)!.words.length);
        // FTS5 names the constraints it serves in the index string: "M" for MATCH.
        for (const step of onSearch) expect(step, plan.join('\n')).toMatch(/VIRTUAL TABLE INDEX \d+:M/);
      }
    }
  });

  it('read every PostgreSQL document through its GIN index', async (ctx) => {
    ctx.skip(t.engine.dialect !== 'postgres', 'EXPLAIN’s wording is PostgreSQL’s');
    for (const kind of kinds) {
      for (const text of searches) {
        // A few rows are read fastest by scanning them, so forbid that: the plan left must use the indexes.
        const plan = await t.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          const explained = (await tx.execute(
            sql`explain ${rankedSearchQuery(t.db, kind, parseSearch(text)!)}`,
          )) as unknown as { rows: { 'QUERY PLAN': string }[] };
          return explained.rows.map((row) => row['QUERY PLAN']);
        });
        expect(plan.join('\n')).not.toMatch(/Seq Scan/);
        expect(plan.join('\n')).toMatch(new RegExp(`Bitmap Index Scan on ${kind}_search_document_idx`));
        expect(plan.join('\n')).toMatch(new RegExp(`Bitmap Index Scan on ${kind}_search_words_idx`));
      }
    }
  });
});
