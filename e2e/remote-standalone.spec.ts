import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { companyMember, signInPageAs } from './fixtures/companies';
import { baseURL } from './fixtures/session';

const root = path.resolve(import.meta.dirname, '..');

/** A port nobody listens on right now. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Waits until `url` answers 200, or fails with what the dev server printed. */
async function waitUntilServed(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The dev server stopped:\n${output()}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The dev server did not answer ${url} within 60 s:\n${output()}`);
}

let devServer: ChildProcess | undefined;
let devUrl: string;
let devOutput = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  devUrl = `http://127.0.0.1:${port}`;
  // What `npm run dev -w mf-company` runs, on a free port, with /api proxied to the browser tests' server. In its own
  // process group, so stopping it stops npx and rspack alike.
  devServer = spawn('npx', ['rspack', 'serve', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: path.join(root, 'mf-company'),
    env: { ...process.env, NODE_ENV: 'development', API_URL: baseURL },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  devServer.stdout?.on('data', (chunk) => (devOutput += chunk));
  devServer.stderr?.on('data', (chunk) => (devOutput += chunk));
  await waitUntilServed(`${devUrl}/`, devServer, () => devOutput);
});

test.afterAll(async () => {
  if (!devServer?.pid || devServer.exitCode !== null) return;
  const exited = new Promise((resolve) => devServer?.once('exit', resolve));
  process.kill(-devServer.pid, 'SIGTERM');
  await exited;
});

test("a remote's standalone dev host renders a deep link on the first visit", async ({ page }) => {
  const member = await companyMember({ prefix: 'standalone' });
  // The session cookie is the API's host's; cookies do not depend on the port, so the dev host's /api calls carry it.
  await signInPageAs(page, member);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const failedScripts: string[] = [];
  page.on('response', (response) => {
    const isScript = response.request().resourceType() === 'script';
    if (isScript && !response.ok()) failedScripts.push(`${response.status()} ${response.url()}`);
  });

  await page.goto(`${devUrl}/company/profile`);

  await expect(page.getByRole('heading', { name: member.company.name })).toBeVisible();
  expect(errors).toEqual([]);
  expect(failedScripts).toEqual([]);
});
