// Benchmark: the JavaScript a first visit to the sign-in page downloads, gzipped, split into the shell's own
// files and each remote's, plus every remote's remoteEntry.js. Needs a production build (npm run build).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { productionServerCommand } from './build-server.mjs';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';
import { remoteFolders } from './workspaces.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = 3190;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-measure-'));
// The compiled server as `npm start` runs it (built first when missing or stale), in its own process group.
const [command, args] = await productionServerCommand(root);
const server = spawn(command, args, {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    ADMIN_PASSWORD: 'measure-only',
  },
  stdio: 'inherit',
  detached: true,
});
const stopServer = () => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer();
    process.exit(1);
  });
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

try {
  for (let i = 0; i < 60; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
  });
  const page = await browser.newPage();
  const sizes = new Map();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const owner = /^\/remotes\/([a-z_]+)\//.exec(url.pathname)?.[1] ?? 'shell';
    sizes.set(owner, (sizes.get(owner) ?? 0) + gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  await browser.close();

  console.log('First visit to the sign-in page, JavaScript gzipped:');
  for (const [owner, bytes] of sizes) console.log(`  ${owner.padEnd(16)} ${kib(bytes)}`);
  console.log('remoteEntry.js gzipped:');
  for (const app of remoteFolders) {
    const entry = fs.readFileSync(path.join(root, app, 'dist', 'remoteEntry.js'));
    console.log(`  ${app.padEnd(16)} ${kib(gzipSync(entry, { level: 9 }).length)}`);
  }
} finally {
  stopServer();
  await new Promise((resolve) =>
    server.exitCode === null && server.signalCode === null ? server.once('exit', resolve) : resolve(),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}
