import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { drizzle as drizzleSync } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import { drizzle as drizzleAsync } from 'drizzle-orm/sqlite-proxy';
import { apiPath } from '../lib/paths';
import type { Db, Engine } from './engine';

/* eslint-disable @typescript-eslint/no-explicit-any -- the shapes Drizzle's proxy driver declares */

const migrationsFolder = apiPath('drizzle', 'sqlite');
/** Prepared statements kept per connection: the builder's SQL repeats, and preparing costs more than running. */
const STATEMENT_CACHE_SIZE = 500;

/** A select's own LIMIT, as Drizzle ends it: ` limit ?`, perhaps followed by ` offset ?`. */
const TRAILING_LIMIT = / limit \?( offset \?)?$/;

/**
 * Writes the value of a select's trailing `limit ?` into the statement. SQLite's planner reads a bound LIMIT's value,
 * so binding it again (every run: better-sqlite3 binds each call) makes SQLite parse and plan the statement anew
 * before running it: 37 instead of 11 µs for the read of one position, 13 instead of 7 µs for a session. OFFSET does
 * not, and stays bound, so that a listing's pages share one statement. Limits are Drizzle's whole numbers; any other
 * value stays bound.
 */
export function withLimitWritten(source: string, params: unknown[]): [string, unknown[]] {
  const trailing = TRAILING_LIMIT.exec(source);
  if (!trailing) return [source, params];
  const at = params.length - (trailing[1] ? 2 : 1);
  const limit = params[at];
  if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 0) return [source, params];
  const written = source.slice(0, trailing.index) + ` limit ${limit}` + (trailing[1] ?? '');
  return [written, [...params.slice(0, at), ...params.slice(at + 1)]];
}

type Transaction = { token: symbol; tx: Parameters<Parameters<Db['transaction']>[0]>[0] | null };

/**
 * SQLite through better-sqlite3, behind Drizzle's asynchronous SQLite driver so that the services await every query
 * as they do on PostgreSQL. better-sqlite3 runs each statement synchronously on one connection, and an `async`
 * transaction callback would let other requests' statements run inside the open transaction between its awaits. So
 * a transaction holds a gate: statements from any other request wait until it commits or rolls back. WAL lets other
 * processes on the same file read meanwhile; `begin immediate` makes their writers wait (`busy_timeout`).
 */
export function openSqlite(file: string, queryLogger: QueryLogger): Engine {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const client = new Sqlite(file);
  client.pragma('journal_mode = WAL');
  client.pragma('busy_timeout = 5000');
  client.pragma('synchronous = NORMAL');
  migrateWithoutCascades(client);
  client.pragma('foreign_keys = ON');

  const statements = new Map<string, Sqlite.Statement>();
  const prepare = (source: string) => {
    let statement = statements.get(source);
    if (statement) {
      // Most recently used last: the first key is the one to drop.
      statements.delete(source);
    } else {
      statement = client.prepare(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    }
    statements.set(source, statement);
    return statement;
  };

  const context = new AsyncLocalStorage<Transaction>();
  let open: Transaction | null = null;
  let released: Promise<void> = Promise.resolve();
  let release = () => {};
  /** Waits while another request's transaction is open on the connection. */
  async function enter() {
    while (open && context.getStore() !== open) await released;
  }

  const execute = async (
    source: string,
    params: unknown[],
    method: 'run' | 'all' | 'values' | 'get',
  ): Promise<{ rows: any[]; rowCount?: number }> => {
    if (open && context.getStore() !== open) await enter();
    [source, params] = withLimitWritten(source, params);
    const statement = prepare(source);
    if (method === 'run' || !statement.reader) {
      const result = statement.run(...params);
      // The shape of node-postgres' answer, which the services are typed against.
      return { rows: [], rowCount: result.changes };
    }
    statement.raw(true);
    return { rows: (method === 'get' ? statement.get(...params) : statement.all(...params)) as any[] };
  };

  const batch = async (
    queries: Array<{ sql: string; params: unknown[]; method: 'run' | 'all' | 'values' | 'get' }>,
  ) => {
    const results = [];
    for (const query of queries) results.push(await execute(query.sql, query.params, query.method));
    return results;
  };
  // With a batch callback given, the proxy driver reads its configuration (casing, logger) from the third argument.
  const db = drizzleAsync(execute, batch, { casing: 'snake_case', logger: queryLogger }) as unknown as Db;
  const begin = db.transaction.bind(db);
  db.transaction = (async (work: Parameters<Db['transaction']>[0], config?: unknown) => {
    const current = context.getStore();
    // A transaction started inside another one becomes a savepoint of it, as on PostgreSQL.
    if (current && current === open && current.tx) return current.tx.transaction(work);
    while (open) await released;
    const transaction: Transaction = { token: Symbol('transaction'), tx: null };
    open = transaction;
    released = new Promise((resolve) => (release = resolve));
    try {
      return await context.run(transaction, () =>
        (begin as (work: unknown, config: unknown) => Promise<unknown>)(
          async (tx: Transaction['tx']) => {
            transaction.tx = tx;
            return work(tx!);
          },
          { ...(config as object), behavior: 'immediate' },
        ),
      );
    } finally {
      open = null;
      release();
    }
  }) as Db['transaction'];

  return {
    dialect: 'sqlite',
    db,
    sqlite: client,
    ping: async () => {
      prepare('select 1').get();
    },
    exclusive: (work) => work(),
    close: async () => {
      while (open) await released;
      client.close();
    },
  };
}

/**
 * Runs the pending migrations with foreign keys off, as SQLite's own procedure for changing a table asks: a migration
 * that rebuilds a table (the only way to drop a column others refer to) drops the old one, which with foreign keys on
 * would delete every row that refers to it. The pragma cannot change inside the migrator's transaction, hence here;
 * the check afterwards refuses a migration that left a reference dangling.
 */
function migrateWithoutCascades(client: Sqlite.Database) {
  client.pragma('foreign_keys = OFF');
  migrate(drizzleSync({ client }), { migrationsFolder });
  const dangling = client.pragma('foreign_key_check') as unknown[];
  if (dangling.length > 0) throw new Error(`Migrations left ${dangling.length} rows referring to missing rows.`);
}
