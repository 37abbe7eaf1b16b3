/**
 * The driver's error code behind a failed query: Drizzle wraps driver errors in `DrizzleQueryError` (the original is
 * its `cause`). better-sqlite3 names codes (`SQLITE_CONSTRAINT_UNIQUE`), PostgreSQL gives SQLSTATEs (`23505`).
 */
export function errorCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
