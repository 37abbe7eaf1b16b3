// `npm run demo`: a visitor signs in with one press on an offered demo account and finds a living marketplace:
// positions and talents to browse, and applications the company sent and received in every status.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import { demoServer } from './fixtures/demo';
import { screenshotsInBothThemes } from './fixtures/screenshots';

type Received = { positionId: number; applicationStatus: 'IN_PROGRESS' | 'ACCEPTED' | 'DENIED' };
const STATUS_TEXT = { IN_PROGRESS: 'Applied', ACCEPTED: 'Accepted', DENIED: 'Denied' } as const;

test('npm run demo shows a marketplace a visitor can explore at once', async ({ browser }) => {
  test.setTimeout(180_000);
  const demo = await demoServer();
  try {
    expect(demo.output()).toContain('sign in with the password "benchlink-demo"');
    expect(demo.output()).toMatch(/maria\.petrova\s+Owner at Nordlight Software/);
    const context = await browser.newContext({ baseURL: demo.url });
    const page = await context.newPage();

    await test.step('the administrator has a generated password, printed once, never the demo’s', async () => {
      const printed = /administrator account "admin" with the generated password: (\S+)/.exec(demo.errorOutput());
      expect(printed, demo.errorOutput()).not.toBeNull();
      const signIn = (password: string) =>
        context.request.post('/api/auth/login', {
          data: { usernameOrEmail: 'admin', password },
          headers: { Origin: demo.url },
        });
      expect((await signIn('benchlink-demo')).status()).toBe(401);
      expect((await signIn(printed![1]!)).status()).toBe(200);
      await context.clearCookies();
    });

    await test.step('the sign-in page offers the demo accounts', async () => {
      await page.goto('/');
      const offer = page.getByRole('region', { name: 'Demo accounts' });
      await expect(offer).toContainText('benchlink-demo');
      await expect(offer.getByText('Owner at Fjord Data Labs (waiting for approval)')).toBeVisible();
      await expect(offer.getByRole('button', { name: 'Sign in as admin' })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotsInBothThemes(page, 'demo-sign-in');
      await offer.getByRole('button', { name: 'Sign in as maria.petrova' }).click();
      await expect(page).toHaveURL(/\/company\/profile/);
      await expect(page.getByText('Nordlight Software').first()).toBeVisible();
    });

    await test.step('browse shows other companies’ positions and talents', async () => {
      await page.goto('/browse-projects');
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(5);
      await expect(page.getByText('Kubernetes platform for a scale-up').first()).toBeVisible();
      await screenshotsInBothThemes(page, 'demo-browse');
      await page.goto('/browse-talents');
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(5);
    });

    await test.step('applications were received in every status', async () => {
      const response = await page.request.get('/api/companies/applications');
      expect(response.status()).toBe(200);
      const received = (await response.json()) as Received[];
      for (const status of ['IN_PROGRESS', 'ACCEPTED', 'DENIED'] as const) {
        const application = received.find((candidate) => candidate.applicationStatus === status);
        expect(application, `a received application ${status}`).toBeDefined();
        await page.goto(`/position/${application!.positionId}/applications`);
        const table = page.getByRole('table', { name: 'Applications to this position' });
        await expect(table.getByText(STATUS_TEXT[status], { exact: true }).first()).toBeVisible();
      }
    });

    await test.step('and sent in every status', async () => {
      const response = await page.request.get('/api/companies/my-applications');
      expect(response.status()).toBe(200);
      const sent = (await response.json()) as Received[];
      expect(new Set(sent.map((application) => application.applicationStatus))).toEqual(
        new Set(['IN_PROGRESS', 'ACCEPTED', 'DENIED']),
      );
      await page.goto('/company/applications?view=sent');
      await expect(page.getByRole('table', { name: 'Positions the company has applied to' })).toBeVisible();
    });
    await context.close();
  } finally {
    await demo.stop();
  }
});
