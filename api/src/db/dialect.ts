/**
 * Which database engine this process runs on. The services are written once against the PostgreSQL table types;
 * `db/schema/<file>.ts` hands them the tables of the engine chosen here (see docs/decisions/011-two-engines.md).
 */
export type Dialect = 'sqlite' | 'postgres';

type Switch = (dialect: Dialect) => void;
const switches: Switch[] = [];
let current: Dialect = 'sqlite';

/** The engine of `DATABASE_URL`: PostgreSQL for `postgres://` and `postgresql://`, SQLite when unset. */
export function dialectOf(databaseUrl: string | undefined): Dialect {
  return databaseUrl ? 'postgres' : 'sqlite';
}

export const currentDialect = () => current;

/** Registers a schema module's tables; `apply` runs now and on every later switch. */
export function onDialect(apply: Switch) {
  switches.push(apply);
  apply(current);
}

/** Points every table at the engine's tables; one process runs on one engine at a time. */
export function useDialect(dialect: Dialect) {
  if (dialect === current) return;
  current = dialect;
  for (const apply of switches) apply(dialect);
}

/** The engine's tables, typed as the PostgreSQL ones: the schema test proves the two definitions agree. */
export const tablesFor = <T>(dialect: Dialect, postgres: T, sqlite: unknown): T =>
  dialect === 'postgres' ? postgres : (sqlite as T);
