import type Sqlite from 'better-sqlite3';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Dialect } from './dialect';

/**
 * The database as the services see it: Drizzle's builder, typed as on PostgreSQL. On SQLite the same calls run
 * through an asynchronous adapter that answers in node-postgres' shapes (`rows`, `rowCount`), so no service knows
 * which engine it runs on. Use only what both engines have: the builder, awaited (no `.get()`, `.all()`, `.run()`).
 */
export type Db = NodePgDatabase;
/** An open transaction, as handed to the callback of `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database and what only its owner (start-up, health, tools) needs beyond the builder. */
export type Engine = {
  dialect: Dialect;
  db: Db;
  /** Resolves when the database answers a query; rejects otherwise. */
  ping: () => Promise<void>;
  /** Runs `work` while no other instance prepares the same database (migrations, seeds). */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** The better-sqlite3 connection, on SQLite (backups, the scale tools). */
  sqlite?: Sqlite.Database;
  /** The node-postgres pool, on PostgreSQL. */
  pool?: pg.Pool;
};
