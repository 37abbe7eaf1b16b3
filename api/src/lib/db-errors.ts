import { errorCode } from '../db/db-error-code';

/** SQLite's and PostgreSQL's codes for a write that broke a unique index or primary key. */
const UNIQUE_VIOLATIONS = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);

/** True when a write broke a unique index, on either engine. `db-errors.test.ts` pins the shapes against real ones. */
export function isUniqueViolation(error: unknown): boolean {
  return UNIQUE_VIOLATIONS.has(errorCode(error) ?? '');
}
