import { seriousViolations } from './fixtures/axe';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { companyMember, pageSignedInAs, type CompanyMember } from './fixtures/companies';
import { created } from './fixtures/marketplace';
import { baseURL, signInAsAdmin } from './fixtures/session';

// Every page the remotes declare, read from the running server's /remotes.json (so a page a remote adds is checked
// without touching this spec), as a company member and as the admin, in both themes, at desktop and phone widths:
// no serious or critical axe violation anywhere.

type DeclaredRoute = { path: string; guard: string };

const DESCRIPTION = 'A long enough description of the work, so that every form and card has real text to show.';

/** A project with a position and a talent of the member, so every page with an id in its path has one to show. */
async function contentOf(member: CompanyMember) {
  const project = await created<{ id: number }>(
    await member.api.post('/api/projects', {
      data: {
        name: `Accessible platform ${Date.now().toString(36)}`,
        description: DESCRIPTION,
        partnerOnly: false,
        partnerGroups: [],
        duration: { years: 1, months: 0 },
      },
    }),
  );
  const position = await created<{ id: number }>(
    await member.api.post('/api/positions', {
      data: {
        projectId: project.id,
        patternId: 1,
        seniority: 4,
        workMode: [3],
        rate: { min: 40, max: 60 },
        requiredSkills: [{ skillId: 10, months: 24 }],
        hoursPerWeek: 40,
        description: DESCRIPTION,
      },
    }),
  );
  const talent = await created<{ id: number }>(
    await member.api.post('/api/companies/talents', {
      data: {
        active: true,
        workModes: [3],
        locations: [3],
        experience: {
          patternId: 1,
          seniorityId: 4,
          totalTime: { years: 4, months: 6 },
          skills: [{ skillId: 10, months: 12 }],
        },
      },
    }),
  );
  return { projectId: project.id, positionId: position.id, talentId: talent.id, companyId: member.company.id };
}

async function declaredRoutes(page: Page): Promise<DeclaredRoute[]> {
  const manifest = (await (await page.request.get(`${baseURL}/remotes.json`)).json()) as Record<
    string,
    { routes: DeclaredRoute[] }
  >;
  return Object.values(manifest).flatMap((remote) => remote.routes);
}

function concretePath(path: string, ids: Awaited<ReturnType<typeof contentOf>>) {
  return (
    path
      .replace(':projectId', String(ids.projectId))
      .replace(':talentId', String(ids.talentId))
      .replace(':companyId', String(ids.companyId))
      // No application exists in this data set: the page must still render its error accessibly.
      .replace(':applicationId', '999999')
      .replace(':id', String(ids.positionId))
  );
}

/** Waits for whatever the address shows (a remote's page, a redirect's target, 'Page not found') to finish loading. */
async function settle(page: Page) {
  await expect(
    page
      .locator('[data-remote]')
      .or(page.getByRole('heading', { level: 1 }))
      .first(),
  ).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function setTheme(page: Page, isDark: boolean) {
  await page.evaluate(
    (dark) => localStorage.setItem('benchlink-theme', JSON.stringify({ state: { isDark: dark }, version: 0 })),
    isDark,
  );
}

/**
 * Each page is opened once per theme: the light theme is checked at both widths (the layout follows the viewport
 * without a reload: names, landmarks and order on a phone), the dark one at the desktop width only (contrast is what
 * the theme changes, and the components are the same at both widths), which halves what the dark theme costs the CI run.
 * A page that several paths lead to (a guard's redirect) is checked once.
 */
async function checkEveryRoute(page: Page, paths: string[], themes: Array<'light' | 'dark'> = ['light', 'dark']) {
  const problems: string[] = [];
  for (const theme of themes) {
    const isDark = theme === 'dark';
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await setTheme(page, isDark);
    const checked = new Set<string>();
    for (const path of paths) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await settle(page);
      const landed = new URL(page.url()).pathname + new URL(page.url()).search;
      if (checked.has(landed)) continue;
      checked.add(landed);
      for (const width of isDark ? [1280] : [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await settle(page);
        for (const violation of await seriousViolations(page)) {
          problems.push(`${theme} ${width}px ${path}: ${violation}`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
}

test.describe('accessibility of every declared page', () => {
  // The member's pages are the most: one test per theme, which two workers run side by side.
  test.describe.configure({ mode: 'parallel', timeout: 300_000 });

  let ids: Awaited<ReturnType<typeof contentOf>>;
  let member: CompanyMember;

  test.beforeAll(async () => {
    member = await companyMember({ prefix: 'axe' });
    ids = await contentOf(member);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`as a company member, ${theme} theme`, async ({ browser }: { browser: Browser }) => {
      const page = await pageSignedInAs(browser, member);
      const routes = await declaredRoutes(page);
      // An admin-only page sends a member on to a page checked here anyway.
      const paths = routes
        .filter((route) => route.guard !== 'signedOut' && route.guard !== 'admin' && route.path !== '/')
        .map((route) => concretePath(route.path, ids));
      await checkEveryRoute(page, [...paths, '/no-such-page'], [theme]);
    });
  }

  test('as the admin', async ({ page }) => {
    await signInAsAdmin(page);
    const routes = await declaredRoutes(page);
    // A company-only page sends the admin on to a page checked here anyway (the guards have their own journeys).
    const paths = routes
      .filter((route) => route.guard !== 'signedOut' && route.guard !== 'company' && route.path !== '/')
      .map((route) => concretePath(route.path, ids));
    await checkEveryRoute(page, paths);
  });

  test('as a visitor (sign-in and sign-up)', async ({ page }) => {
    await checkEveryRoute(page, ['/', '/signup', '/?action=forgottenPassword']);
  });
});
