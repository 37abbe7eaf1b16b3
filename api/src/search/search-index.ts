// Keyword search over positions and talents, on each engine's own full-text index: SQLite FTS5 tables and PostgreSQL
// `tsvector` columns with GIN indexes, both filled from the `*_search_source` views of the migrations (the one
// definition of what a listing's text is). Nothing outside this module knows which engine answers.
import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { currentDialect } from '../db/dialect';
import { postgresPrefixQuery, searchWords, sqlitePrefixQuery } from './search-text';

/**
 * What is searched: its index, the view that writes it and the id column that names a listing in both. Each listing's
 * words are indexed twice: stemmed ("automation" as "autom"), so that "automated" finds "automation", and as written,
 * so that every prefix finds the word ("automat", longer than the stem, finds nothing among stems). SQLite keeps the
 * words as written in a second FTS5 table (one tokenizer per table), PostgreSQL in a second column (`words`, the
 * `simple` configuration) with its own GIN index.
 */
const indexes = {
  position: {
    table: sql.identifier('position_search'),
    // SQLite's FTS5 table of the words as written; PostgreSQL keeps them in the "words" column of `table`.
    wordsTable: sql.identifier('position_search_words'),
    source: sql.identifier('position_search_source'),
    id: sql.identifier('position_id'),
    sqliteColumns: sql.raw('"title", "owner", "body"'),
    // Role, seniority and skills weigh most, then the project and company names, then the description.
    sqliteRank: sql.raw('bm25("position_search", 10.0, 4.0, 1.0)'),
    sqliteWordsRank: sql.raw('bm25("position_search_words", 10.0, 4.0, 1.0)'),
  },
  talent: {
    table: sql.identifier('talent_search'),
    wordsTable: sql.identifier('talent_search_words'),
    source: sql.identifier('talent_search_source'),
    id: sql.identifier('talent_id'),
    sqliteColumns: sql.raw('"title", "body"'),
    sqliteRank: sql.raw('bm25("talent_search", 10.0, 1.0)'),
    sqliteWordsRank: sql.raw('bm25("talent_search_words", 10.0, 1.0)'),
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
  const { table, wordsTable, source, id, sqliteColumns } = indexes[kind];
  if (currentDialect() === 'postgres') {
    await run(
      db,
      sql`insert into ${table} (${id}, "document", "words") select ${id}, "document", "words" from ${source} where ${id} in ${ids}
          on conflict (${id}) do update set "document" = excluded."document", "words" = excluded."words"`,
    );
    return;
  }
  for (const fts of [table, wordsTable]) {
    await run(db, sql`delete from ${fts} where rowid in ${ids}`);
    await run(
      db,
      sql`insert into ${fts} (rowid, ${sqliteColumns}) select ${id}, ${sqliteColumns} from ${source} where ${id} in ${ids}`,
    );
  }
}

/** Rebuilds a whole index, e.g. after copying an installation's rows into a new database. */
export async function rebuildIndex(db: Db | Tx, kind: SearchKind) {
  const { table, wordsTable, source, id } = indexes[kind];
  await run(db, sql`delete from ${table}`);
  if (currentDialect() === 'sqlite') await run(db, sql`delete from ${wordsTable}`);
  await reindex(db, kind, sql`(select ${id} from ${source})`);
}

/** A parsed search text, or nothing to search when it has no word. */
export type SearchText = { words: string[] };
export const parseSearch = (text: string | undefined): SearchText | undefined => {
  const words = text === undefined ? [] : searchWords(text);
  return words.length ? { words } : undefined;
};

/**
 * The search's hits, as a derived table `"hits"`: a row per listing (`id`), word of `search` (`word`, its place in the
 * search) and index that word matches as a prefix: the stemmed one (`stemmed` 1: the word's stem is a prefix of a
 * listing word's stem, so "automated" finds "automation") or the words as written (`stemmed` 0: "automat" finds
 * "automation"). `score` is the hit's relevance, higher for better matches on both engines.
 */
function hits(kind: SearchKind, search: SearchText): SQL {
  const { table, wordsTable, id, sqliteRank, sqliteWordsRank } = indexes[kind];
  const perWord = search.words.flatMap((word, index) => {
    const tag = sql.raw(String(index));
    if (currentDialect() === 'postgres') {
      const stemmed = sql`to_tsquery('english', ${postgresPrefixQuery(word)})`;
      const written = sql`to_tsquery('simple', ${postgresPrefixQuery(word)})`;
      return [
        sql`select ${id} as "id", ${tag} as "word", 1 as "stemmed", ts_rank("document", ${stemmed}) as "score"
            from ${table} where "document" @@ ${stemmed}`,
        sql`select ${id} as "id", ${tag} as "word", 0 as "stemmed", ts_rank("words", ${written}) as "score"
            from ${table} where "words" @@ ${written}`,
      ];
    }
    // bm25 is lower for better matches.
    return [
      sql`select rowid as "id", ${tag} as "word", 1 as "stemmed", -${sqliteRank} as "score"
          from ${table} where ${table} match ${sqlitePrefixQuery(word)}`,
      sql`select rowid as "id", ${tag} as "word", 0 as "stemmed", -${sqliteWordsRank} as "score"
          from ${wordsTable} where ${wordsTable} match ${sqlitePrefixQuery(word)}`,
    ];
  });
  return sql`(${sql.join(perWord, sql` union all `)}) as "hits"`;
}

/** Of the hits grouped by listing: the listing is hit by every word of `search`, on either index. */
const everyWordHit = (search: SearchText) => sql`count(distinct "word") = ${search.words.length}`;

/** The listings (`idColumn`) whose text matches every word of `search`, each word as a prefix (see `hits`). */
export function matches(kind: SearchKind, idColumn: PgColumn, search: SearchText): SQL {
  return sql`${idColumn} in (select "id" from ${hits(kind, search)} group by "id" having ${everyWordHit(search)})`;
}

/**
 * Every listing matching `search`, best first: most words matched on the stemmed index (a stem or the exact word
 * is never ranked below a bare prefix of a longer word), then relevance summed over the hits, then the higher id, as
 * browsing breaks ties when it shows the best first.
 */
export async function rankedSearch(db: Db, kind: SearchKind, search: SearchText): Promise<number[]> {
  const rows = await rankedSearchQuery(db, kind, search);
  return rows.sort((a, b) => b.stemmed - a.stemmed || b.score - a.score || b.id - a.id).map((row) => row.id);
}

/** The statement of `rankedSearch`: each listing hit by every word, with its stemmed words and summed relevance. */
export function rankedSearchQuery(db: Db, kind: SearchKind, search: SearchText) {
  return db
    .select({
      id: sql<number>`"id"`.mapWith(Number),
      stemmed: sql<number>`count(distinct case when "stemmed" = 1 then "word" end)`.mapWith(Number),
      score: sql<number>`sum("score")`.mapWith(Number),
    })
    .from(hits(kind, search))
    .groupBy(sql`"id"`)
    .having(everyWordHit(search));
}
