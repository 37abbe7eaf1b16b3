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
