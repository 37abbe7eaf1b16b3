import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Config, testConfig } from '../config';
import { createDb, type Db } from '../db/client';
import { seedReferenceData } from '../db/seed';
import { createApp } from '../app';
import { createLogger, type Logger } from '../lib/logger';
import { createMailer, type Mailer } from '../mail/mailer';
import { type Storage, storageForDataDir } from '../storage/storage';

export type TestApp = {
  app: ReturnType<typeof createApp>;
  db: Db;
  config: Config;
  dataDir: string;
  /** Uploaded files, in the temporary data folder. */
  storage: Storage;
  /** Mail delivery (to `dataDir/outbox/` unless `smtpUrl` is given); `await t.mailer.flush()` waits for it. */
  mailer: Mailer;
  /** Closes the database and removes the temporary data folder. */
  close: () => void;
};

/** The real app on a fresh SQLite file with the real migrations and reference data; silent unless given a logger. */
export function createTestApp(overrides: Partial<Config> = {}, options: { logger?: Logger } = {}): TestApp {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-test-'));
  const config = testConfig(dataDir, overrides);
  const db = createDb(config.databaseFile);
  seedReferenceData(db);
  const storage = storageForDataDir(dataDir);
  const logger = options.logger ?? createLogger('silent');
  const mailer = createMailer({ db, config, logger });
  const app = createApp({ db, config, logger, storage, mailer });
  return {
    app,
    db,
    config,
    dataDir,
    storage,
    mailer,
    close: () => {
      void mailer.stop();
      db.$client.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
