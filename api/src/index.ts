import './heap-tuning';
import cluster from 'node:cluster';
import { runClusterPrimary } from './cluster-primary';
import { loadConfig } from './config';
import { createLogger } from './lib/logger';
import { runServerProcess } from './server-process';

const config = loadConfig();
const logger = createLogger(config.logLevel);

if (cluster.isPrimary && config.webConcurrency > 1) await runClusterPrimary(config, logger);
// A cluster worker serves a database its primary has prepared.
else await runServerProcess(config, logger, { prepare: cluster.isPrimary });
