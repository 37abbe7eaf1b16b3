import { type Db, listenToQueries } from '../db/client';

/** Runs `action` and counts the SQL statements it ran on `db` (Drizzle reports each one it runs, on either engine). */
export async function countStatements(
  db: Db,
  action: () => Promise<unknown>,
): Promise<{ count: number; statements: string[] }> {
  const statements: string[] = [];
  const stop = listenToQueries(db, (query) => statements.push(query));
  try {
    await action();
  } finally {
    stop();
  }
  return { count: statements.length, statements };
}
