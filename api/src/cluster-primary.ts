import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { SERVER_PROCESS_V8_FLAGS } from './heap-tuning';
import type { Logger } from './lib/logger';

/** A worker that dies sooner than this after its start is not restarted at once (a crash loop would spin). */
const RESTART_DELAY_MS = 1_000;

/**
 * `WEB_CONCURRENCY=N`: this process prepares the database once, then runs N server processes that share the port
 * (node:cluster hands connections to them in turn). Each is a whole server; they share sessions, limits, jobs and
 * mail through the database. A worker that dies is replaced; SIGTERM is passed to every worker, which drains.
 */
export async function runClusterPrimary(config: Config, logger: Logger) {
  const engine = await openDatabase(config);
  await prepareDatabase(engine, config, logger);
  await engine.close();

  let stopping = false;
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...SERVER_PROCESS_V8_FLAGS] });
  const fork = () => cluster.fork({ BENCHLINK_WORKER: '1' });
  for (let index = 0; index < config.webConcurrency; index += 1) fork();
  logger.info(`Started ${config.webConcurrency} server processes`);

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // Every line carries the pid of the process that wrote it; this one names the worker that stopped.
    logger.error('A server process stopped; starting another', { workerPid: worker.process.pid, code, signal });
    setTimeout(fork, RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('Shutting down the server processes', { signal });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
