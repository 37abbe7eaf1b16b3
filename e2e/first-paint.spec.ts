import { expect, test } from '@playwright/test';
import { companyMember, pageSignedInAs } from './fixtures/companies';
import { holdPageCode } from './fixtures/held-code';

// Issue 10, "Fast on a phone": a page paints from the HTML, before any script has run (the sign-in page for a
// visitor, the layout and the page's loading state for a company's member), and the live page takes its place
// without a jump.

/** A route handler that never answers: the page's code stays on its way (code that fails shows a notice instead). */
const codeNeverArrives = () => new Promise<void>(() => undefined);

test.describe('first paint', () => {
  test('the sign-in and sign-up pages paint from the HTML alone, inert', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [address, heading] of [
      ['/', 'Sign in'],
      ['/signup', 'Create an account'],
    ] as const) {
      await page.goto(address);
      const root = page.locator('#root');
      await expect(root).toHaveAttribute('data-first-paint', '');
      await expect(root).toHaveAttribute('inert', '');
      await expect(root.locator('h2', { hasText: heading })).toBeVisible();
      await expect(
        root.getByText('The B2B hiring marketplace where IT service companies share projects'),
      ).toBeVisible();
    }
    await context.close();
  });

  test("while the page's code is on its way, the first paint stays: no spinner, no skeleton", async ({ page }) => {
    const { release } = await holdPageCode(page, 'mf_auth');
    await page.goto('/');
    await page.waitForTimeout(500);
    await expect(page.locator('#root')).toHaveAttribute('data-first-paint', '');
    await expect(page.locator('#root').locator('h2', { hasText: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    release();
    await expect(page.locator('#root:not([data-first-paint])').getByRole('form', { name: 'Sign in' })).toBeVisible();
  });

  test('the live page takes its place at the same spot, and signs in', async ({ page }) => {
    const member = await companyMember({ prefix: 'firstpaint' });
    await page.goto('/');
    const live = page.locator('#root:not([data-first-paint])');
    await expect(live.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('#benchlink-first-paint-style')).toHaveCount(0);
    // Nothing of the first paint moved on screen while the page took over.
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0)),
          ).observe({
            type: 'layout-shift',
            buffered: true,
          });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shifts).toBe(0);

    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Username or e-mail', exact: true }).fill(member.account.username);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(member.account.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/company\/profile$/);
    // Signed in, the HTML carries no visitor's first paint.
    expect(await (await page.request.get('/')).text()).toContain('<div id="root"></div>');
  });

  test('a visitor who chose the dark theme gets no light first paint', async ({ page }) => {
    // The design system's persisted theme flag, as the theme switch leaves it; the app's own code never arrives, so
    // what shows is the HTML after its inline theme check.
    await page.addInitScript(() =>
      localStorage.setItem('benchlink-theme', JSON.stringify({ state: { isDark: true }, version: 0 })),
    );
    await page.route('**/*.js', codeNeverArrives);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-paint');
    await expect(page.locator('#benchlink-first-paint-style')).toHaveCount(0);

    // The same page without the flag keeps its first paint.
    await page.addInitScript(() => localStorage.removeItem('benchlink-theme'));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).toHaveAttribute('data-first-paint', '');
  });

  test("a company's member sees the layout and the page's heading from the HTML, then the live page", async ({
    browser,
  }) => {
    const member = await companyMember({ prefix: 'firstpaintmember' });
    const page = await pageSignedInAs(browser, member);
    await page.route('**/*.js', codeNeverArrives);
    await page.goto('/company/profile', { waitUntil: 'domcontentloaded' });
    const root = page.locator('#root');
    await expect(root).toHaveAttribute('data-first-paint', '');
    await expect(root.locator('h1', { hasText: 'Company Profile' })).toBeVisible();
    await expect(root.locator('nav[aria-label="Main navigation"]').locator('a[href="/browse-projects"]')).toHaveCount(
      1,
    );

    await page.unroute('**/*.js');
    await page.goto('/company/profile');
    const live = page.locator('#root:not([data-first-paint])');
    await expect(live.getByRole('heading', { name: member.company.name })).toBeVisible();
    await page.context().close();
  });
});

// When the shell's own code cannot load, the page says so and offers a reload, instead of an inert first paint that
// looks usable (or a blank page where there is no first paint).
test.describe('shell code that cannot load', () => {
  const shellEntry = /\/main\.[0-9a-f]+\.js$/;
  const shellChunk = /^\/\d+\.[0-9a-f]+\.js$/;

  test('an entry script that fails replaces the first paint with a notice, and Reload starts the app', async ({
    page,
  }) => {
    await page.route(shellEntry, (route) => route.abort('connectionfailed'));
    await page.goto('/');
    const notice = page.getByRole('alert').filter({ hasText: 'Benchlink could not load' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Check your connection, then reload the page.');
    await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);

    await page.unroute(shellEntry);
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('#root:not([data-first-paint])').getByRole('form', { name: 'Sign in' })).toBeVisible();
  });

  test('shared modules that fail while the app starts show the same notice on a page without a first paint', async ({
    page,
  }) => {
    await page.route(
      (url) => shellChunk.test(url.pathname),
      (route) => route.abort('connectionfailed'),
    );
    await page.goto('/?sessionExpired=true');
    await expect(page.getByRole('alert').filter({ hasText: 'Benchlink could not load' })).toBeVisible();
  });
});
