import fs from 'node:fs';
import net from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './fixtures/session';
import { e2ePaths } from './support/e2e-env.mjs';

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

const remoteSection = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`);
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.afterEach(() => setRemotesOverride(null));

test.describe('a remote that never answers', () => {
  test('gives up after the load timeout, shows the fallback with Retry, and Retry recovers', async ({ page }) => {
    const host = await startHangingHost();
    try {
      setRemotesOverride({ mf_admin: `${host.url}/mf-manifest.json` });
      const askedHost: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(host.url)) askedHost.push(request.url());
      });
      await signInAsAdmin(page);

      await page.goto('/admin/approve-companies');
      // The shell waits REMOTE_LOAD_TIMEOUT_MS (6 s) for the section before giving up; the rest of the page stays usable.
      await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(navigation(page)).toBeVisible();
      expect(askedHost).toContain(`${host.url}/mf-manifest.json`);

      // The operator points the remote back at a working build; Retry loads it without a reload.
      setRemotesOverride(null);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(remoteSection(page, 'mf_admin')).toBeVisible();
      await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
    } finally {
      await host.close();
    }
  });
});
