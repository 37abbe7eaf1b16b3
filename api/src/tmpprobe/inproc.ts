import fs from 'node:fs';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createLogger } from '../lib/logger';
import { createMailer } from '../mail/mailer';
import { createViewCounts } from '../routes/positions/view-counts';
import { createServerApp } from '../server';
import { storageFor } from '../storage/storage';
import { currentListings } from '../listings/listings';

const config = loadConfig();
const logger = createLogger('warn');
const engine = await openDatabase(config);
const db = engine.db;
const app = createServerApp({ db, config, logger, mailer: createMailer({ db, config, logger }), storage: await storageFor(config), lifecycle: { draining: false }, viewCounts: createViewCounts(db, logger) });
await currentListings(db);
const cookie = fs.readFileSync('/tmp/cookie.txt', 'utf8').trim();
const url = process.argv[2] ?? '/api/positions?skills=10,12&workModes=3&rate=50&sort=rate';
const one = async () => { const res = await app.request(url, { headers: { Cookie: cookie } }); await res.text(); if (res.status !== 200) throw new Error(String(res.status)); };
for (let round = 0; round < 6; round++) {
  const n = 20000; const s = performance.now();
  for (let i = 0; i < n / 10; i++) await Promise.all(Array.from({ length: 10 }, one));
  console.log('µs/request', ((performance.now() - s) / n * 1000).toFixed(1));
}
process.exit(0);
