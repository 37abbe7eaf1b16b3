import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Config, testConfig } from '../config';
import { type Db, type Engine, openDatabase } from '../db/client';
import { seedReferenceData } from '../db/seed';
import { createApp } from '../app';
import { createLogger, type Logger } from '../lib/logger';
import { createMailer, type Mailer } from '../mail/mailer';
import { createViewCounts, type ViewCounts } from '../routes/positions/view-counts';
import { type Storage, storageFor } from '../storage/storage';
import { createTestDatabase } from './postgres';

export type TestApp = {
  app: ReturnType<typeof createApp>;
  db: Db;
  engine: Engine;
  config: Config;
  dataDir: string;
  /** Uploaded files, in the temporary data folder (or the bucket of a `storageUrl` override). */
  storage: Storage;
  /** Mail delivery (to `dataDir/outbox/` unless `smtpUrl` is given); `await t.mailer.flush()` waits for it. */
  mailer: Mailer;
  /** Position views waiting to be written; `await t.viewCounts.flush()` writes them. */
  viewCounts: ViewCounts;
  /** Closes the database and removes it with the temporary data folder. */
  close: () => Promise<void>;
};

/**
 * The real app on a fresh database with the real migrations and reference data; silent unless given a logger. The
 * `api` test project runs on a SQLite file in a temporary folder, `api-postgres` on a database of its own in the
 * PostgreSQL server that project started (`test/postgres.ts`).
 */
export async function createTestApp(overrides: Partial<Config> = {}, options: { logger?: Logger } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-test-'));
  // A test that names its database (or none, for SQLite) gets no database of its own.
  const postgres = 'databaseUrl' in overrides ? undefined : await createTestDatabase();
  const config = testConfig(dataDir, { databaseUrl: postgres?.url, ...overrides });
  const engine = await openDatabase(config);
  // The PostgreSQL template already holds the reference data; a database a test names is the test's to fill.
  if (engine.dialect === 'sqlite') await seedReferenceData(engine.db);
  const storage = await storageFor(config);
  const logger = options.logger ?? createLogger('silent');
  const mailer = createMailer({ db: engine.db, config, logger });
  const viewCounts = createViewCounts(engine.db, logger);
  const app = createApp({ db: engine.db, config, logger, storage, mailer, viewCounts });
  const testApp: TestApp = {
    app,
    db: engine.db,
    engine,
    config,
    dataDir,
    storage,
    mailer,
    viewCounts,
    close: async () => {
      await viewCounts.stop();
      await mailer.stop();
      await engine.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
