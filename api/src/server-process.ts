import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { createScheduler } from './jobs/scheduler';
import { collectGarbage } from './lib/collect-garbage';
import type { Logger } from './lib/logger';
import { createMailer } from './mail/mailer';
import { createViewCounts } from './routes/positions/view-counts';
import { pruneChanges } from './listings/change-log';
import { currentListings } from './listings/listings';
import { createServerApp } from './server';
import { storageFor } from './storage/storage';

/** After the grace period, requests still running get this long to finish before their connections are cut. */
const FINISH_TIMEOUT_MS = 30_000;
/** How often the listings' change log is cut back to what a process a little behind still replays. */
const PRUNE_INTERVAL_MS = 3_600_000;

/**
 * One server process: opens the database (preparing it unless a cluster primary already did), starts mail delivery
 * and the scheduler, and serves. SIGTERM drains it: the health check answers 503 for `SHUTDOWN_GRACE_MS` while
 * requests are still served, then it stops accepting, lets in-flight requests finish, and exits.
 */
export async function runServerProcess(config: Config, logger: Logger, options: { prepare: boolean }) {
  const engine = await openDatabase(config);
  if (options.prepare) await prepareDatabase(engine, config, logger);
  const { db } = engine;
  const storage = await storageFor(config);

  // Delivers mail queued before a restart too, then retries failures in the background.
  const mailer = createMailer({ db, config, logger });
  mailer.start();
  // Alerts, reminders and digests at their wall-clock times (TIME_ZONE), each moment once across all instances.
  const scheduler = createScheduler({ db, config, logger, mailer });
  if (config.jobs === 'on') void scheduler.start();

  const lifecycle = { draining: false };
  const viewCounts = createViewCounts(db, logger);
  const app = createServerApp({ db, config, logger, mailer, storage, lifecycle, viewCounts });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL' : `data in ${config.dataDir}`;
    logger.info(`Benchlink is running at http://localhost:${info.port} (${where}, pid ${process.pid})`);
  }) as Server;
  // While draining, every answer closes its connection: a client keeping connections alive (a load balancer's pool)
  // must reconnect, and lands on another instance instead of holding this one open past the grace period.
  server.on('request', (_request, response) => {
    if (lifecycle.draining) response.shouldKeepAlive = false;
  });

  // The listing index is loaded before the first browse needs it; a browse arriving earlier waits for the same load,
  // and for the collection of what the load left behind.
  currentListings(db)
    .then(() => logger.debug('Listing index loaded', { garbageCollectedMs: Math.round(collectGarbage()) }))
    .catch((error: unknown) => logger.error('Could not load the listing index', { error: String(error) }));
  // The change log keeps what a process a little behind replays; one further behind loads the listings afresh.
  const pruning = setInterval(() => {
    pruneChanges(db).catch((error: unknown) =>
      logger.warn('Could not prune the listing changes', { error: String(error) }),
    );
  }, PRUNE_INTERVAL_MS);
  pruning.unref();

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    // SIGTERM comes from a deployment, which may route requests here until the health check tells it not to; Ctrl-C
    // (SIGINT) is a person at a terminal, who has no load balancer to wait for.
    const graceMs = signal === 'SIGTERM' ? config.shutdownGraceMs : 0;
    logger.info('Shutting down: draining', { signal, graceMs });
    await new Promise((resolve) => setTimeout(resolve, graceMs));
    // Stops accepting; idle keep-alive connections close now, busy ones after their answer.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const cut = setTimeout(() => server.closeAllConnections(), FINISH_TIMEOUT_MS);
    await closed;
    clearTimeout(cut);
    clearInterval(pruning);
    await scheduler.stop();
    await viewCounts.stop();
    await mailer.stop();
    await engine.close();
    logger.info('Stopped', { signal });
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
