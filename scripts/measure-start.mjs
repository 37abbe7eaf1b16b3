// How long the production server takes from its start command to a 200 from /api/health, over several runs.
//   node scripts/measure-start.mjs [--runs=5] [--data=fresh|kept] [-- <command…>]   (default command: npm start)
// `--data=fresh` starts every run on a new, empty DATA_DIR (first start: migrations, seed, admin account);
// `--data=kept` reuses one DATA_DIR across runs (the first run creates it and is left out of the figures).
// Polls every 5 ms; each run is stopped as a whole process group before the next.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const separator = process.argv.indexOf('--');
const options = separator >= 0 ? process.argv.slice(2, separator) : process.argv.slice(2);
const command = separator >= 0 ? process.argv.slice(separator + 1) : ['npm', 'start'];
const option = (name, fallback) => options.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const runs = Number(option('runs', 5));
const kept = option('data', 'fresh') === 'kept';

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function once(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'measure-start-only',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${command.join(' ')} exited while starting`);
      if (performance.now() - started > 60_000) throw new Error('no answer within 60 s');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return performance.now() - started;
      } catch {
        // not up yet
      }
      await delay(5);
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, delay(5_000)]);
  }
}

const keptDir = kept ? fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-start-')) : undefined;
const times = [];
try {
  if (keptDir) await once(keptDir);
  for (let run = 0; run < runs; run += 1) {
    const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-start-'));
    try {
      times.push(await once(dataDir));
    } finally {
      if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  if (keptDir) fs.rmSync(keptDir, { recursive: true, force: true });
}
const sorted = [...times].sort((a, b) => a - b);
const ms = (value) => `${Math.round(value)} ms`;
console.log(
  `${command.join(' ')} (${kept ? 'existing' : 'fresh'} DATA_DIR), ${runs} runs: median ${ms(sorted[Math.floor(sorted.length / 2)])}, ` +
    `min ${ms(sorted[0])}, max ${ms(sorted.at(-1))} [${times.map(ms).join(', ')}]`,
);
