import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { seedReferenceData } from './db/seed';
import { ensureAdminAccount } from './lib/admin-account';
import { createLogger } from './lib/logger';
import { fillUsernameSkeletons } from './lib/usernames';
import { createScheduler } from './jobs/scheduler';
import { createMailer } from './mail/mailer';
import { createServerApp } from './server';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const db = createDb(config.databaseFile);
seedReferenceData(db);
await ensureAdminAccount(db, config, logger);
fillUsernameSkeletons(db, logger);

// Delivers mail queued before a restart too, then retries failures in the background.
const mailer = createMailer({ db, config, logger });
mailer.start();

// Alerts, reminders and digests at their wall-clock times (TIME_ZONE), each moment at most once.
const scheduler = createScheduler({ db, config, logger, mailer });
scheduler.start();

const app = createServerApp({ db, config, logger, mailer });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(`Benchlink is running at http://localhost:${info.port} (data in ${config.dataDir})`);
});

async function shutdown() {
  server.close();
  scheduler.stop();
  await mailer.stop();
  db.$client.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
