import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import pg from 'pg';
import { apiPath } from '../lib/paths';
import { errorCode } from './db-error-code';
import type { Db, Engine } from './engine';

const migrationsFolder = apiPath('drizzle', 'postgres');
/** Any fixed number: instances starting together take turns migrating and seeding under this advisory lock. */
const PREPARE_LOCK = 4_242_001;
/** A serializable transaction that lost to a concurrent one is run again, this many times at most. */
const MAX_ATTEMPTS = 30;
const RETRYABLE = new Set(['40001', '40P01']);

export type PostgresOptions = { poolSize?: number; queryLogger: QueryLogger };

/**
 * PostgreSQL through node-postgres. Transactions run at SERIALIZABLE, which gives the services the guarantee SQLite
 * gives them (each transaction as if alone), and are retried when PostgreSQL reports that one lost to another: the
 * work inside a transaction only writes the database, so running it again is safe.
 */
export async function openPostgres(url: string, options: PostgresOptions): Promise<Engine> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the server dropped must not take the process down; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzle(pool, { casing: 'snake_case', logger: options.queryLogger }) as Db;

  const begin = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await begin(work, { isolationLevel: 'serializable', ...config });
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has(errorCode(error) ?? '')) throw error;
        // Random and growing, so that transactions that collided do not collide again at once.
        await sleep(Math.random() * Math.min(100, 5 * attempt));
      }
    }
  }) as Db['transaction'];

  await exclusive(pool, () => migrate(drizzle(pool, { casing: 'snake_case' }), { migrationsFolder }));

  return {
    dialect: 'postgres',
    db,
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    exclusive: (work) => exclusive(pool, work),
    // Idempotent: a shutdown path and a test may both close the engine.
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/** Runs `work` while this process holds the preparation lock (migrations, reference data, the admin account). */
async function exclusive<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [PREPARE_LOCK]);
    }
  } finally {
    client.release();
  }
}
