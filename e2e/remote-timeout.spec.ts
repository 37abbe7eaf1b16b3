import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './fixtures/session';
import { e2ePaths, e2ePorts } from './support/e2e-env.mjs';
import { startStaticHost } from './support/static-host';

const root = path.resolve(import.meta.dirname, '..');
const remoteHost = `http://127.0.0.1:${e2ePorts.remoteHost}`;

/** Repoints remotes at deploy time, as an operator would: the server re-reads this file on every request. */
function setRemotesOverride(entries: Record<string, string> | null) {
  if (entries) fs.writeFileSync(e2ePaths.remotesFile, JSON.stringify(entries));
  else fs.rmSync(e2ePaths.remotesFile, { force: true });
}

/** A host that accepts every connection and never answers, on a free port: a CDN edge that hangs. */
async function startHangingHost() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

/** A host that answers mf_admin's manifest and then never answers anything else (its container script included). */
async function startHostHangingAfterManifest() {
  const manifest = fs.readFileSync(path.join(root, 'mf-admin', 'dist', 'mf-manifest.json'));
  const server = http.createServer((request, response) => {
    if (request.url !== '/mf-manifest.json') return;
    response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end(manifest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

const remoteSection = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`);
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const fallback = (page: Page) => page.getByText('This section is temporarily unavailable');

/** Every request the page sends to `origin`. */
function requestsTo(page: Page, origin: string) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) urls.push(request.url());
  });
  return urls;
}

test.afterEach(() => setRemotesOverride(null));

test.describe('a remote whose host does not answer', () => {
  test('gives up within 4 s of the navigation, shows the fallback with Retry, and Retry recovers', async ({ page }) => {
    const host = await startHangingHost();
    try {
      setRemotesOverride({ mf_admin: `${host.url}/mf-manifest.json` });
      const askedHost = requestsTo(page, host.url);
      await signInAsAdmin(page);
      // Another section first: the server, which also waits for the host (for its page declarations), has given up
      // on it by then, so what follows times the browser alone.
      await page.goto('/account');
      await expect(remoteSection(page, 'mf_auth')).toBeVisible();

      // The bound: a host that has not started answering within 3 s (REMOTE_FIRST_BYTE_TIMEOUT_MS) is given
      // up, and the fallback is on screen within 4 s of the navigation, in the app as on a page load.
      await navigation(page).getByRole('link', { name: 'Approve companies' }).click();
      await expect(fallback(page)).toBeVisible({ timeout: 4_000 });
      expect(askedHost).toContain(`${host.url}/mf-manifest.json`);
      await page.goto('/admin/approve-companies', { waitUntil: 'commit' });
      await expect(fallback(page)).toBeVisible({ timeout: 4_000 });
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(navigation(page)).toBeVisible();

      // The operator points the remote back at a working build; Retry loads it without a reload.
      setRemotesOverride(null);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(remoteSection(page, 'mf_admin')).toBeVisible();
      await expect(fallback(page)).toHaveCount(0);
    } finally {
      await host.close();
    }
  });

  test('gives up on a host that answers its manifest but not its container script', async ({ page }) => {
    const host = await startHostHangingAfterManifest();
    try {
      setRemotesOverride({ mf_admin: `${host.url}/mf-manifest.json` });
      const askedHost = requestsTo(page, host.url);
      await signInAsAdmin(page);

      await page.goto('/admin/approve-companies');
      await expect(fallback(page)).toBeVisible();
      expect(askedHost).toContain(`${host.url}/remoteEntry.js`);
      await expect(navigation(page)).toBeVisible();
    } finally {
      await host.close();
    }
  });
});

test.describe('a remote whose host answers slowly', () => {
  test('still loads at 1.6 Mbit/s: only a host that has not started answering is given up', async ({ page }) => {
    // Every file of the remote's build sent at 200,000 bytes a second, its first bytes at once.
    const host = await startStaticHost(path.join(root, 'mf-admin', 'dist'), e2ePorts.remoteHost, {
      bytesPerSecond: 200_000,
    });
    try {
      setRemotesOverride({ mf_admin: `${remoteHost}/mf-manifest.json` });
      const askedHost = requestsTo(page, remoteHost);
      await signInAsAdmin(page);

      await page.goto('/admin/approve-companies');
      await expect(remoteSection(page, 'mf_admin')).toBeVisible({ timeout: 30_000 });
      await expect(remoteSection(page, 'mf_admin').getByRole('heading', { name: 'Approve Companies' })).toBeVisible();
      await expect(fallback(page)).toHaveCount(0);
      expect(askedHost).toEqual(
        expect.arrayContaining([`${remoteHost}/mf-manifest.json`, `${remoteHost}/remoteEntry.js`]),
      );
    } finally {
      await host.close();
    }
  });
});
