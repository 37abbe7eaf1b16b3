import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from './support/e2e-env.mjs';
import { companyMember, pageSignedInAs, signedInRequest, type CompanyMember } from './fixtures/companies';
import { created, postPosition } from './fixtures/marketplace';
import { screenshotsInBothThemes } from './fixtures/screenshots';

// What a new user tripped over (issue 46): an untouched form marked invalid, Apply refused only after the dialog was
// filled in (and a refused company told it awaits approval), its own talents unnamed in what it sent, the sign-up
// tab's title, the focus left behind after a route change, and no way past the browse filters.

const AWAITING_APPROVAL = 'Your company is awaiting approval by an administrator. You can apply once it is approved.';

let owner: CompanyMember;
let position: { id: number };
let project: { id: number };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  owner = await companyMember({ prefix: 'tripsowner' });
  ({ project, position } = await postPosition(owner, 'Trips'));
});

test('an untouched project form shows no error: the description counter shows, red only once the field is left', async ({
  browser,
}) => {
  const page = await pageSignedInAs(browser, owner);
  await page.goto('/company/project/create');
  const form = page.getByRole('form', { name: 'Create project' });
  const description = form.getByLabel('Description');
  await expect(description).toBeVisible();
  await expect(form.getByText('Enter at least 30 characters')).toBeVisible();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await screenshotsInBothThemes(page, 'project-form-untouched');

  await description.fill('Too short');
  await expect(description).not.toHaveAttribute('aria-invalid', 'true');
  await description.blur();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
});

test('Apply says why a company awaiting approval, or refused, cannot apply, before any dialog opens', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const waiting = await companyMember({ prefix: 'tripswaiting', approved: false });
  const page = await pageSignedInAs(browser, waiting);
  await page.goto(`/project/${project.id}`);
  const apply = page.getByRole('button', { name: 'Apply' }).first();
  await expect(apply).toBeDisabled();
  await expect(apply).toHaveAccessibleDescription(AWAITING_APPROVAL);
  await expect(page.getByText(AWAITING_APPROVAL).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await screenshotsInBothThemes(page, 'apply-awaiting-approval');

  const refused = await companyMember({ prefix: 'tripsrefused', approved: false });
  const admin = await signedInRequest('admin', ADMIN_PASSWORD);
  const refusal = await admin.post(`/api/admin/refuse/${refused.company.id}`, {
    data: { reason: 'Not an IT service company.' },
  });
  expect(refusal.status(), await refusal.text()).toBe(200);
  await admin.dispose();
  const refusedPage = await pageSignedInAs(browser, refused);
  await refusedPage.goto(`/project/${project.id}`);
  const refusedApply = refusedPage.getByRole('button', { name: 'Apply' }).first();
  await expect(refusedApply).toBeDisabled();
  await expect(refusedApply).toHaveAccessibleDescription('Your company was refused: Not an IT service company.');
  await expect(refusedPage.getByText(AWAITING_APPROVAL)).toHaveCount(0);
  // The server answers the same.
  const answer = await refused.api.post('/api/companies/apply', {
    data: { positionId: position.id, rate: 40, availableFrom: new Date().toISOString().slice(0, 10) },
  });
  expect(answer.status()).toBe(403);
  expect(((await answer.json()) as { message: string[] }).message).toEqual([
    'Your company was refused: Not an IT service company.',
  ]);
});

test('the applying company reads which of its talents applied by its own reference; the position’s company does not', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const applicant = await companyMember({ prefix: 'tripsapplicant' });
  const reference = `BE-${Date.now().toString(36)}`;
  const talent = await created<{ id: number }>(
    await applicant.api.post('/api/companies/talents', {
      data: {
        reference,
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
  await created(
    await applicant.api.post('/api/companies/apply', {
      data: {
        positionId: position.id,
        talentId: talent.id,
        rate: 45,
        availableFrom: new Date().toISOString().slice(0, 10),
      },
    }),
  );

  const page = await pageSignedInAs(browser, applicant);
  await page.goto('/company/applications?view=sent');
  const sent = page.getByRole('table', { name: 'Positions the company has applied to' });
  await expect(sent.getByText(reference)).toBeVisible();
  await sent
    .getByRole('button', { name: /^Senior/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Applications for / });
  await expect(dialog.getByRole('link', { name: reference })).toBeVisible();
  await screenshotsInBothThemes(page, 'sent-applications-references', async () => {
    await page
      .getByRole('button', { name: /^Senior/ })
      .first()
      .click();
    await expect(
      page.getByRole('dialog', { name: /^Applications for / }).getByRole('link', { name: reference }),
    ).toBeVisible();
  });

  const ownerPage = await pageSignedInAs(browser, owner);
  await ownerPage.goto(`/position/${position.id}/applications`);
  await expect(ownerPage.getByRole('table').first()).toBeVisible();
  await expect(ownerPage.getByText(reference)).toHaveCount(0);
});

test('the sign-up tab is titled "Sign up"', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page).toHaveTitle('Sign up · Benchlink');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveTitle('Sign in · Benchlink');
  await page.goto('/?action=signup');
  await expect(page).toHaveTitle('Sign up · Benchlink');
});

test("after a route change the focus is on the new page's heading; Browse skips its filters to the results", async ({
  browser,
}) => {
  const page = await pageSignedInAs(browser, owner);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/company/projects');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Not on the first load.
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Browse Projects' })
    .click();
  const heading = page.getByRole('heading', { level: 1, name: 'Browse Projects' });
  await expect(heading).toBeFocused();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBe(0);

  // From the heading, past the search, to the skip link before the filters.
  const skip = page.getByRole('link', { name: 'Skip to results' });
  for (let presses = 0; presses < 6 && !(await skip.evaluate((link) => link === document.activeElement)); presses += 1)
    await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(page.getByRole('region', { name: 'Filters' }).locator(':focus')).toHaveCount(0);
  expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(20);
  await page.keyboard.press('Enter');
  await expect(page.locator(`[id="${(await skip.getAttribute('href'))!.slice(1)}"]`)).toBeFocused();
  await expect(page).toHaveURL(/\/browse-projects$/);
});
