import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { seedReferenceData } from './db/seed';
import { createLogger } from './lib/logger';
import { createServerApp } from './server';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const db = createDb(config.databaseFile);
seedReferenceData(db);

const app = createServerApp({ db, config, logger });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(`Benchlink is running at http://localhost:${info.port} (data in ${config.dataDir})`);
});

function shutdown() {
  server.close();
  db.$client.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
