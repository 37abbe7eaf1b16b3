import Database from 'better-sqlite3';

/**
 * True when a write broke a unique index. On better-sqlite3, Drizzle 0.45 runs statements synchronously and lets
 * the driver's `SqliteError` through unwrapped (its `DrizzleQueryError` wrapper is only used by the async drivers),
 * so the code is on the error itself. `db-errors.test.ts` pins that shape against a real database file.
 */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Database.SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
