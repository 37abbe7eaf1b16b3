import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './fixtures/screenshots';
import { signInAsAdmin } from './fixtures/session';
import { e2ePaths, e2ePorts } from './support/e2e-env.mjs';
import { startStaticHost } from './support/static-host';

const root = path.resolve(import.meta.dirname, '..');

/** Repoints remotes at deploy time, as an operator would: the server re-reads this file on every request. */
function setRemotesOverride(entries: Record<string, string> | null) {
  if (entries) fs.writeFileSync(e2ePaths.remotesFile, JSON.stringify(entries));
  else fs.rmSync(e2ePaths.remotesFile, { force: true });
}

/** The build id a remote's remoteEntry.js stamped into the page (see rspack.base.js). */
const runningBuildOf = (page: Page, remote: string) =>
  page.evaluate(
    (name) => (window as Window & { __BENCHLINK_BUILDS__?: Record<string, string> }).__BENCHLINK_BUILDS__?.[name],
    remote,
  );

const remoteSection = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`);
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.afterEach(() => setRemotesOverride(null));

test.describe('runtime manifest and guards', () => {
  test('a visitor gets the sign-in page from mf_auth and is sent to / from signed-in routes', async ({ page }) => {
    await page.goto('/');
    await expect(remoteSection(page, 'mf_auth')).toBeVisible();

    // Sent to sign-in with the address kept as the return target of the sign-in.
    await page.goto('/company/profile');
    await expect(page).toHaveURL(/\/\?returnTo=%2Fcompany%2Fprofile$/);
    await page.goto('/admin/approve-companies');
    await expect(page).toHaveURL(/\/\?returnTo=%2Fadmin%2Fapprove-companies$/);
    await page.goto('/browse-projects');
    await expect(page).toHaveURL(/\/\?returnTo=%2Fbrowse-projects$/);
  });

  test('the admin reaches mf_company and mf_admin pages; company and logged-out-only routes redirect', async ({
    page,
  }) => {
    await signInAsAdmin(page);

    await page.goto('/company/profile');
    await expect(remoteSection(page, 'mf_company')).toBeVisible();

    await page.goto('/admin/approve-companies');
    await expect(remoteSection(page, 'mf_admin')).toBeVisible();

    // The admin has no company: company-only routes lead to the admin's landing page, the approval queue.
    await page.goto('/company/projects');
    await expect(page).toHaveURL(/\/admin\/approve-companies$/);

    // Logged-out-only route.
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/admin\/approve-companies$/);
  });

  test('fetches a remote only when one of its routes is visited', async ({ page }) => {
    await signInAsAdmin(page);
    const requested = new Set<string>();
    page.on('request', (request) => {
      const match = /\/remotes\/(mf_[a-z_]+)\//.exec(request.url());
      if (match?.[1]) requested.add(match[1]);
    });

    await page.goto('/company/profile');
    await expect(remoteSection(page, 'mf_company')).toBeVisible();
    expect([...requested]).toEqual(['mf_company']);

    await navigation(page).getByRole('link', { name: 'Approve companies' }).click();
    await expect(remoteSection(page, 'mf_admin')).toBeVisible();
    expect([...requested].sort()).toEqual(['mf_admin', 'mf_company']);
  });

  test('an API call answered 401 sends the browser to the session-expired sign-up page', async ({ page, context }) => {
    await signInAsAdmin(page);
    await page.goto('/company/profile');
    await expect(remoteSection(page, 'mf_company')).toBeVisible();

    await context.clearCookies();
    await navigation(page).getByRole('link', { name: 'Approve companies' }).click();

    await expect(page).toHaveURL(/\/signup\?sessionExpired=true$/);
    await expect(page.getByText('Session expired')).toBeVisible();
  });
});

test.describe('failure isolation', () => {
  test('a dead remote shows the fallback while navigation and other sections keep working', async ({ page }) => {
    setRemotesOverride({ mf_admin: 'http://127.0.0.1:9/mf-manifest.json' });
    await signInAsAdmin(page);

    await page.goto('/admin/approve-companies');
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(navigation(page)).toBeVisible();

    await navigation(page).getByRole('link', { name: 'Profile' }).click();
    await expect(remoteSection(page, 'mf_company')).toBeVisible();

    // The operator fixes the deployment; Retry picks up the repaired location without a reload.
    await navigation(page).getByRole('link', { name: 'Approve companies' }).click();
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
    setRemotesOverride(null);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(remoteSection(page, 'mf_admin')).toBeVisible();
    await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
  });

  test('a replaced remote build is used on the next page load, without touching the shell', async ({ page }) => {
    const builds = path.join(e2ePaths.tmp, 'swap');
    const deployed = path.join(builds, 'deployed');
    const buildAt = (id: string) => {
      const out = path.join(builds, id);
      execFileSync('npx', ['rspack', 'build', '--output-path', out], {
        cwd: path.join(root, 'mf-admin'),
        env: { ...process.env, NODE_ENV: 'production', BUILD_ID: id },
        stdio: 'pipe',
      });
      return out;
    };
    const deploy = (from: string) => {
      fs.rmSync(deployed, { recursive: true, force: true });
      fs.cpSync(from, deployed, { recursive: true });
    };

    const first = buildAt('release-1');
    const second = buildAt('release-2');
    deploy(first);
    const host = await startStaticHost(deployed, e2ePorts.remoteHost);
    try {
      setRemotesOverride({ mf_admin: `http://127.0.0.1:${e2ePorts.remoteHost}/mf-manifest.json` });
      await signInAsAdmin(page);

      await page.goto('/admin/approve-companies');
      await expect(remoteSection(page, 'mf_admin')).toBeVisible();
      expect(await runningBuildOf(page, 'mf_admin')).toBe('release-1');

      deploy(second);
      await page.reload();
      await expect(remoteSection(page, 'mf_admin')).toBeVisible();
      expect(await runningBuildOf(page, 'mf_admin')).toBe('release-2');
    } finally {
      await host.close();
    }
  });
});

test.describe('shared singletons', () => {
  test('one React, one query client and one theme serve the shell and every remote', async ({ page }) => {
    let sessionRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user') sessionRequests += 1;
    });
    await signInAsAdmin(page);

    await page.goto('/company/profile');
    await expect(remoteSection(page, 'mf_company')).toBeVisible();
    await navigation(page).getByRole('link', { name: 'Approve companies' }).click();
    await expect(remoteSection(page, 'mf_admin')).toBeVisible();

    // The remotes read the session from the shell's query cache: it was fetched once, by the shell.
    expect(sessionRequests).toBe(1);

    // Every consumer got React, React DOM, the router, styled-components, react-query and the design system from one provider.
    const providers = await page.evaluate(() => {
      type Shared = { from: string; loaded?: boolean; useIn?: string[] };
      const scopes = (
        window as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> };
        }
      ).__FEDERATION__.__SHARE__;
      const result: Record<string, string[]> = {};
      for (const scope of Object.values(scopes)) {
        for (const shares of Object.values(scope)) {
          for (const [pkg, versions] of Object.entries(shares)) {
            for (const [version, share] of Object.entries(versions)) {
              if (share.loaded) (result[pkg] ??= []).push(`${version}@${share.from}`);
            }
          }
        }
      }
      return Object.fromEntries(Object.entries(result).map(([pkg, list]) => [pkg, [...new Set(list)]]));
    });
    for (const pkg of [
      'react',
      'react-dom',
      'react-router',
      'styled-components',
      '@tanstack/react-query',
      '@benchlink/design-system',
    ]) {
      expect(providers[pkg], pkg).toHaveLength(1);
    }

    // The theme switch lives in the shell; the remote's page header follows it through the shared theme context.
    const title = page.locator('[data-remote="mf_admin"] h1').first();
    const lightColour = await title.evaluate((element) => getComputedStyle(element).color);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => title.evaluate((element) => getComputedStyle(element).color)).not.toBe(lightColour);
  });
});

test.describe('layout', () => {
  test('remembers which navigation groups are open across a reload', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/company/profile');
    const adminGroup = navigation(page).getByRole('button', { name: 'Admin' });
    await expect(adminGroup).toHaveAttribute('aria-expanded', 'true');
    await adminGroup.click();
    await expect(adminGroup).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation(page).getByRole('link', { name: 'Approve companies' })).toBeHidden();

    await page.reload();
    await expect(navigation(page).getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation(page).getByRole('link', { name: 'Approve companies' })).toBeHidden();
  });

  test('on a 375 px phone the navigation collapses into a menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAsAdmin(page);
    await page.goto('/company/profile');
    await expect(remoteSection(page, 'mf_company')).toBeVisible();
    await expect(navigation(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Approve companies' })).toBeVisible();
    await saveScreenshot(page, 'shell-phone-menu.png');

    await menu.getByRole('link', { name: 'Approve companies' }).click();
    await expect(remoteSection(page, 'mf_admin')).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
