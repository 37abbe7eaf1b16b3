import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildNextAdminRelease, platformReport } from './fixtures/next-admin-release';
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

const remoteSection = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`);
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const shellFiles = () => fs.readdirSync(path.join(root, 'shell', 'dist')).sort();

let release: string;

test.beforeAll(() => {
  release = buildNextAdminRelease(path.join(e2ePaths.tmp, 'next-admin-release'), 'next-release');
});

test.afterEach(() => setRemotesOverride(null));

test.describe('a remote ships a new page on its own', () => {
  test('a page added to a remote and deployed to its own host is routed and listed, without rebuilding the shell', async ({
    page,
  }) => {
    const shellBefore = shellFiles();
    const host = await startStaticHost(release, e2ePorts.remoteHost);
    try {
      setRemotesOverride({ mf_admin: `${remoteHost}/mf-manifest.json` });
      const loadedFrom = new Map<string, Set<string>>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        const remote =
          url.origin === remoteHost ? 'mf_admin@remote-host' : /^\/remotes\/(mf_[a-z_]+)\//.exec(url.pathname)?.[1];
        if (remote) loadedFrom.set(remote, (loadedFrom.get(remote) ?? new Set()).add(url.origin));
      });
      await signInAsAdmin(page);

      await page.goto('/company/profile');
      await expect(remoteSection(page, 'mf_company')).toBeVisible();
      const adminLinks = navigation(page).getByRole('link');
      await expect(navigation(page).getByRole('link', { name: platformReport.label })).toHaveAttribute(
        'href',
        platformReport.path,
      );
      await expect(adminLinks.filter({ hasText: /Approve companies|Platform report/ })).toHaveText([
        'Approve companies',
        'Platform report',
      ]);

      await navigation(page).getByRole('link', { name: platformReport.label }).click();
      await expect(page).toHaveURL(new RegExp(`${platformReport.path}$`));
      await expect(remoteSection(page, 'mf_admin').getByRole('heading', { name: platformReport.label })).toBeVisible();
      expect(
        await page.evaluate(
          () => (window as Window & { __BENCHLINK_BUILDS__?: Record<string, string> }).__BENCHLINK_BUILDS__?.mf_admin,
        ),
      ).toBe('next-release');

      // The new release's existing page still works, and a deep link to the new page works on a fresh load.
      await navigation(page).getByRole('link', { name: 'Approve companies' }).click();
      await expect(remoteSection(page, 'mf_admin').getByRole('heading', { name: 'Approve companies' })).toBeVisible();
      await page.goto(platformReport.path);
      await expect(remoteSection(page, 'mf_admin').getByRole('heading', { name: platformReport.label })).toBeVisible();

      // mf-admin came from its own host only; the other remotes are still this server's builds.
      expect(loadedFrom.has('mf_admin@remote-host')).toBe(true);
      expect(loadedFrom.has('mf_admin')).toBe(false);
      expect([...(loadedFrom.get('mf_company') ?? [])]).toEqual([new URL(page.url()).origin]);
      expect(shellFiles()).toEqual(shellBefore);
    } finally {
      await host.close();
    }
  });

  test("a deep link into a remote whose host is down shows the section's fallback, not 'Page not found'", async ({
    page,
  }) => {
    let host = await startStaticHost(release, e2ePorts.remoteHost);
    setRemotesOverride({ mf_admin: `${remoteHost}/mf-manifest.json` });
    await signInAsAdmin(page);
    await page.goto('/company/profile');
    await expect(navigation(page).getByRole('link', { name: platformReport.label })).toBeVisible();
    await host.close();

    // The server keeps the pages it last read from the host, so the shell still knows the path.
    await page.goto(platformReport.path);
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
    await expect(navigation(page).getByRole('link', { name: platformReport.label })).toBeVisible();

    // The host comes back: Retry loads the page without a reload.
    host = await startStaticHost(release, e2ePorts.remoteHost);
    try {
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(remoteSection(page, 'mf_admin').getByRole('heading', { name: platformReport.label })).toBeVisible();
    } finally {
      await host.close();
    }
  });

  test("a remote whose host was never reached keeps the paths of this server's build", async ({ page }) => {
    setRemotesOverride({ mf_marketplace: 'http://127.0.0.1:9/mf-marketplace/mf-manifest.json' });
    await signInAsAdmin(page);

    await page.goto('/company/12');
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });
});
