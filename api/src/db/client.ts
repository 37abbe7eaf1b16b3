import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { apiPath } from '../lib/paths';

export type Db = ReturnType<typeof createDb>;
/** An open transaction, as handed to the callback of `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const migrationsFolder = apiPath('drizzle');

/** Opens (creating if needed) the SQLite file, with WAL and foreign keys on, and applies pending migrations. */
export function createDb(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Queries are written with the builder, each importing its tables from db/schema/<file>: no schema registry.
  const db = drizzle({ client: sqlite, casing: 'snake_case' });
  migrate(db, { migrationsFolder });
  return db;
}
