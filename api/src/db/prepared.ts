import type { Db } from './client';

/**
 * A query prepared once per database and run with placeholders (`sql.placeholder`), for the statements every
 * request runs: building a statement with Drizzle costs more than running it. `build` must end with `.prepare(name)`,
 * the name unique to the query (PostgreSQL prepares it by that name on each connection; SQLite ignores it).
 */
export function preparedQuery<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = build(db)));
    return query;
  };
}

/**
 * Prepared queries that differ by a key, such as the number of ids a page binds (`inArray` over that many
 * placeholders): each variant is prepared once per database.
 */
export function preparedQueries<Key, T>(build: (db: Db, key: Key) => T): (db: Db, key: Key) => T {
  const prepared = new WeakMap<Db, Map<Key, T>>();
  return (db, key) => {
    let variants = prepared.get(db);
    if (!variants) prepared.set(db, (variants = new Map()));
    let query = variants.get(key);
    if (!query) variants.set(key, (query = build(db, key)));
    return query;
  };
}
