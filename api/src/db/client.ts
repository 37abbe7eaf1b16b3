import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import { dialectOf, useDialect } from './dialect';
import type { Db, Engine } from './engine';
import { openPostgres } from './postgres-client';
import { openSqlite } from './sqlite-client';

export type { Db, Engine, Tx } from './engine';

/** Where the data lives: `DATABASE_URL` when set (PostgreSQL), else the SQLite file in `DATA_DIR`. */
export type DatabaseSettings = { databaseUrl?: string; databaseFile: string; databasePoolSize?: number };

type QueryListener = (query: string) => void;
const listeners = new WeakMap<Db, Set<QueryListener>>();
const engines = new WeakMap<Db, Engine>();

/**
 * Opens the database (creating the SQLite file if needed), applies pending migrations and points the tables at its
 * engine. Reference data and the admin account are the caller's (see `prepareDatabase`).
 */
export async function openDatabase(settings: DatabaseSettings): Promise<Engine> {
  const dialect = dialectOf(settings.databaseUrl);
  useDialect(dialect);
  const heard = new Set<QueryListener>();
  const queryLogger: QueryLogger = {
    logQuery: (query) => {
      for (const listener of heard) listener(query);
    },
  };
  const engine =
    dialect === 'postgres'
      ? await openPostgres(settings.databaseUrl!, { queryLogger, poolSize: settings.databasePoolSize })
      : openSqlite(settings.databaseFile, queryLogger);
  listeners.set(engine.db, heard);
  engines.set(engine.db, engine);
  return engine;
}

/** The engine behind a database handle (health checks ping it). */
export function engineOf(db: Db): Engine {
  const engine = engines.get(db);
  if (!engine) throw new Error('Not a database opened by openDatabase');
  return engine;
}

/** Calls `listener` with every statement run on `db` until the returned function is called (tests count them). */
export function listenToQueries(db: Db, listener: QueryListener): () => void {
  const heard = listeners.get(db);
  if (!heard) throw new Error('Not a database opened by openDatabase');
  heard.add(listener);
  return () => heard.delete(listener);
}
