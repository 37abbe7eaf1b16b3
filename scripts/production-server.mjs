// A production server started from a checkout for a measurement (the budget check, Lighthouse): its own build and its
// own compiled server (scripts/build-server.mjs), a free port, a temporary DATA_DIR, stopped as a whole process group.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { productionServerCommand } from './build-server.mjs';

/** The `admin` account's password on these servers (ADMIN_PASSWORD). */
export const ADMIN_PASSWORD = 'measurement-only';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net
      .createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
  });

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const servers = [];

/**
 * Starts the production server of the checkout at `root` with its own build: its compiled server (built first when
 * missing or stale), or its source through its own tsx for a checkout from before the server was compiled. The
 * server runs in its own process group, stopped as a whole by `stopServers`.
 */
export async function startServer(root) {
  if (!fs.existsSync(path.join(root, 'shell', 'dist', 'index.html'))) {
    throw new Error(`${root} has no production build: run \`npm run build\` there first.`);
  }
  const [command, args] = await productionServerCommand(root);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-measure-'));
  // Mail goes to DATA_DIR/outbox, where the confirmation link is read; the web apps come from this checkout.
  const inherited = { ...process.env };
  for (const name of ['SMTP_URL', 'REMOTES', 'REMOTES_FILE', 'WEB_ROOT']) delete inherited[name];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const server = { root, base, dataDir, child, exited: new Promise((resolve) => child.once('exit', resolve)) };
  servers.push(server);
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server of ${root} stopped while starting.`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await delay(250);
  }
  throw new Error(`The server of ${root} did not answer ${base}/api/health within 30 s.`);
}

/** Stops every server started here (their whole process groups) and removes their data; safe to call again. */
export function stopServers() {
  for (const { child, dataDir } of servers) {
    try {
      if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** `stopServers`, then waits (at most 5 s) for them to exit and removes what they wrote while stopping. */
export async function stopServersAndWait() {
  stopServers();
  await Promise.race([Promise.all(servers.map((server) => server.exited)), delay(5_000)]);
  stopServers();
}
