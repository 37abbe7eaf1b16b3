import type { Db } from '../db/client';

/**
 * Runs `action` and counts the SQL statements it prepared on `db`. Drizzle prepares every statement it runs on
 * better-sqlite3 through the connection's `prepare`, so the count is the number of statements executed.
 */
export async function countStatements(
  db: Db,
  action: () => Promise<unknown>,
): Promise<{ count: number; statements: string[] }> {
  const client = db.$client;
  const original = client.prepare;
  const statements: string[] = [];
  client.prepare = function (this: typeof client, source: string) {
    statements.push(source);
    return original.call(this, source);
  } as typeof client.prepare;
  try {
    await action();
  } finally {
    client.prepare = original;
  }
  return { count: statements.length, statements };
}
