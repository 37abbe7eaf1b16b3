// Keyword search over positions and talents, on each engine's own full-text index: SQLite FTS5 tables and PostgreSQL
// `tsvector` columns with GIN indexes, both filled from the `*_search_source` views of the migrations (the one
// definition of what a listing's text is). Nothing outside this module knows which engine answers.
import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { currentDialect } from '../db/dialect';
import { postgresMatchQuery, searchWords, sqliteMatchQuery } from './search-text';

/** What is searched: its index, the view that writes it and the id column that names a listing in both. */
const indexes = {
  position: {
    table: sql.identifier('position_search'),
    source: sql.identifier('position_search_source'),
    id: sql.identifier('position_id'),
    sqliteColumns: sql.raw('"title", "owner", "body"'),
    // Role, seniority and skills weigh most, then the project and company names, then the description.
    sqliteRank: sql.raw('bm25("position_search", 10.0, 4.0, 1.0)'),
  },
  talent: {
    table: sql.identifier('talent_search'),
    source: sql.identifier('talent_search_source'),
    id: sql.identifier('talent_id'),
    sqliteColumns: sql.raw('"title", "body"'),
    sqliteRank: sql.raw('bm25("talent_search", 10.0, 1.0)'),
  },
} as const;
export type SearchKind = keyof typeof indexes;

/** Runs one statement on either engine inside the caller's transaction. */
async function run(db: Db | Tx, statement: SQL) {
  if (currentDialect() === 'postgres')
    await (db as unknown as { execute: (q: SQL) => Promise<unknown> }).execute(statement);
  else await (db as unknown as { run: (q: SQL) => Promise<unknown> }).run(statement);
}

/**
 * Rewrites the index rows of the listings `ids` selects (a subquery of ids) from their current text; call it in the
 * transaction of the write that changed the text. Deleted listings leave the index with their rows (cascade/trigger).
 */
export async function reindex(db: Db | Tx, kind: SearchKind, ids: SQLWrapper) {
  const { table, source, id, sqliteColumns } = indexes[kind];
  if (currentDialect() === 'postgres') {
    await run(
      db,
      sql`insert into ${table} (${id}, "document") select ${id}, "document" from ${source} where ${id} in ${ids}
          on conflict (${id}) do update set "document" = excluded."document"`,
    );
    return;
  }
  await run(db, sql`delete from ${table} where rowid in ${ids}`);
  await run(
    db,
    sql`insert into ${table} (rowid, ${sqliteColumns}) select ${id}, ${sqliteColumns} from ${source} where ${id} in ${ids}`,
  );
}

/** Rebuilds a whole index, e.g. after copying an installation's rows into a new database. */
export async function rebuildIndex(db: Db | Tx, kind: SearchKind) {
  const { table, source, id } = indexes[kind];
  await run(db, sql`delete from ${table}`);
  await reindex(db, kind, sql`(select ${id} from ${source})`);
}

/** A parsed search text, or nothing to search when it has no word. */
export type SearchText = { words: string[] };
export const parseSearch = (text: string | undefined): SearchText | undefined => {
  const words = text === undefined ? [] : searchWords(text);
  return words.length ? { words } : undefined;
};

/** The listings (`idColumn`) whose text matches every word of `search`, each word also as a prefix. */
export function matches(kind: SearchKind, idColumn: PgColumn, search: SearchText): SQL {
  const { table, id } = indexes[kind];
  if (currentDialect() === 'postgres') {
    return sql`${idColumn} in (select ${id} from ${table} where "document" @@ to_tsquery('english', ${postgresMatchQuery(search.words)}))`;
  }
  return sql`${idColumn} in (select rowid from ${table} where ${table} match ${sqliteMatchQuery(search.words)})`;
}

/**
 * The listings matching `search` with their relevance (higher is better on both engines), as a derived table to join
 * on `joinOn(idColumn)`: the full-text query runs once per request, however many rows it ranks.
 */
export function rankedMatches(kind: SearchKind, search: SearchText) {
  const { table, id, sqliteRank } = indexes[kind];
  const derived =
    currentDialect() === 'postgres'
      ? sql`(select ${id} as "id", ts_rank("document", to_tsquery('english', ${postgresMatchQuery(search.words)})) as "rank"
            from ${table} where "document" @@ to_tsquery('english', ${postgresMatchQuery(search.words)})) as "search"`
      : // bm25 is lower for better matches.
        sql`(select rowid as "id", -${sqliteRank} as "rank" from ${table}
            where ${table} match ${sqliteMatchQuery(search.words)}) as "search"`;
  return {
    table: derived,
    joinOn: (idColumn: PgColumn) => sql`"search"."id" = ${idColumn}`,
    rank: sql`"search"."rank"`,
  };
}

/**
 * Every listing matching `search`, best first (relevance, then the higher id, as browsing breaks ties when it shows
 * the best first).
 */
export async function rankedSearch(db: Db, kind: SearchKind, search: SearchText): Promise<number[]> {
  const ranked = rankedMatches(kind, search);
  const rows = await db
    .select({ id: sql<number>`"search"."id"`.mapWith(Number), rank: sql<number>`${ranked.rank}`.mapWith(Number) })
    .from(ranked.table);
  return rows.sort((a, b) => b.rank - a.rank || b.id - a.id).map((row) => row.id);
}
