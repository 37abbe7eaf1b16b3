import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Config, testConfig } from '../config';
import { createDb, type Db } from '../db/client';
import { seedReferenceData } from '../db/seed';
import { createApp } from '../app';
import { createLogger } from '../lib/logger';

export type TestApp = {
  app: ReturnType<typeof createApp>;
  db: Db;
  config: Config;
  dataDir: string;
  /** Closes the database and removes the temporary data folder. */
  close: () => void;
};

/** The real app on a fresh SQLite file with the real migrations and reference data. */
export function createTestApp(overrides: Partial<Config> = {}): TestApp {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-test-'));
  const config = testConfig(dataDir, overrides);
  const db = createDb(config.databaseFile);
  seedReferenceData(db);
  const app = createApp({ db, config, logger: createLogger('silent') });
  return {
    app,
    db,
    config,
    dataDir,
    close: () => {
      db.$client.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
