import { expect, test, type Page } from '@playwright/test';
import { companyMember, pageSignedInAs } from './fixtures/companies';
import { holdPageCode } from './fixtures/held-code';
import { signInAsAdmin } from './fixtures/session';
import { ADMIN_PASSWORD } from './support/e2e-env.mjs';

// Issue 11, "First impressions": what a new user and the admin stumbled over, checked where it can break: in the
// browser (routing, history, focus, layout).

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Fills and sends the sign-in form on the current page; where it lands is the test's business. */
async function submitSignIn(page: Page, usernameOrEmail: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Username or e-mail', exact: true }).fill(usernameOrEmail);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('navigation', () => {
  test('the admin lands on the approval queue and is not pushed into creating a company', async ({ page }) => {
    await page.goto('/');
    await submitSignIn(page, 'admin', ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/approve-companies$/);
    await expect(page).toHaveTitle('Approve companies · Benchlink');

    await page.goto('/company/profile');
    await expect(page.getByText('The administrator account has no company')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save profile' })).toHaveCount(0);
  });

  test('a signed-out deep link survives the sign-in', async ({ page }) => {
    const owner = await companyMember({ prefix: 'deeplink' });
    const visitor = await companyMember({ prefix: 'visitor' });
    await page.goto(`/company/${owner.company.id}`);
    await expect(page).toHaveURL(new RegExp(`/\\?returnTo=%2Fcompany%2F${owner.company.id}$`));
    await submitSignIn(page, visitor.account.username, visitor.account.password);
    await expect(page).toHaveURL(new RegExp(`/company/${owner.company.id}$`));
    await expect(page.getByRole('heading', { name: owner.company.name })).toBeVisible();
  });

  test('a return target on another origin is ignored', async ({ page }) => {
    const member = await companyMember({ prefix: 'returnto' });
    await page.goto('/?returnTo=%2F%2Fexample.com%2Fphish');
    await submitSignIn(page, member.account.username, member.account.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/company\/profile$/);
  });

  test("the company e-mail confirmed while signed out shows 'Company e-mail verified' after sign-in", async ({
    page,
  }) => {
    const member = await companyMember({ prefix: 'verified' });
    // Where the API's verification link redirects to.
    await page.goto('/company/profile?emailVerified=true');
    await expect(page).toHaveURL(/returnTo=%2Fcompany%2Fprofile%3FemailVerified%3Dtrue$/);
    await submitSignIn(page, member.account.username, member.account.password);
    await expect(page).toHaveURL(/\/company\/profile\?emailVerified=true$/);
    await expect(page.getByText('Company e-mail verified')).toBeVisible();
  });

  test('tabs are titled after their page; an unknown address keeps the layout and has a level-one heading', async ({
    browser,
  }) => {
    const page = await pageSignedInAs(browser, await companyMember({ prefix: 'titles' }));
    await page.goto('/company/profile');
    await expect(page).toHaveTitle('Company profile · Benchlink');
    await page.goto('/company/projects');
    await expect(page).toHaveTitle('Company projects · Benchlink');

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(navigation(page)).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Benchlink');
  });

  test('a company member who opens an admin page is told why they landed on the profile', async ({ browser }) => {
    const page = await pageSignedInAs(browser, await companyMember({ prefix: 'forbidden' }));
    await page.goto('/admin/approve-companies');
    await expect(page).toHaveURL(/\/company\/profile$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Only the administrator can open that page.' }),
    ).toBeVisible();
  });

  test('Back asks before dropping unsaved edits, also from an edit mode kept in the query', async ({ browser }) => {
    const page = await pageSignedInAs(browser, await companyMember({ prefix: 'guard' }));
    await page.goto('/company/projects');
    await page.goto('/company/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/IsEditing=true/);
    await page.getByLabel('Description').fill('Edited but not saved');

    // Back to the read view of the same page.
    await page.goBack();
    const dialog = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/IsEditing=true/);
    await expect(page.getByLabel('Description')).toHaveValue('Edited but not saved');

    // Back again, this time letting the edits go.
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page).toHaveURL(/\/company\/profile$/);
  });

  test('the account menu signs out, and shows at 375 px too', async ({ browser }) => {
    const member = await companyMember({ prefix: 'account' });
    const page = await pageSignedInAs(browser, member);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/company/profile');
    const account = page.getByRole('button', { name: `Account: ${member.account.username}` });
    await expect(account).toBeVisible();
    await expect(account.locator('[aria-hidden="true"]').first()).toHaveText(member.account.username.charAt(0));
    await account.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });

  test("the admin's avatar shows the initial of 'admin'", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/approve-companies');
    await expect(
      page.getByRole('button', { name: 'Account: admin' }).locator('[aria-hidden="true"]').first(),
    ).toHaveText('a');
  });

  test("the phone menu takes focus, keeps it, and gives it back to 'Open menu' on Escape", async ({ browser }) => {
    const page = await pageSignedInAs(browser, await companyMember({ prefix: 'drawer' }));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/company/profile');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (let i = 0; i < 15; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(open).toBeFocused();
  });
});

test.describe('loading and layout', () => {
  // A plain `/` paints from the HTML (first-paint.spec.ts); a sign-in with a query, as after a signed-out deep link,
  // waits for the page's code.
  test('a cold load shows a form-shaped skeleton with padding before the sign-in form', async ({ page }) => {
    const { release } = await holdPageCode(page, 'mf_auth');
    await page.goto('/?returnTo=%2Fbench');
    const skeleton = page.getByRole('status').filter({ hasText: 'Loading page' });
    await expect(skeleton).toHaveAttribute('data-skeleton', 'form');
    const box = (await skeleton.boundingBox())!;
    expect(box.x).toBeGreaterThan(0);
    expect(box.y).toBeGreaterThan(0);
    release();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });

  test('the profile hero: long chips stay inside the card at 375 px, the logo is above the banner, a long name stays beside the logo', async ({
    browser,
  }) => {
    const member = await companyMember({
      prefix: 'hero',
      name: `Northwind Interactive Digital Consulting and Software Engineering ${Date.now().toString(36)}`,
    });
    const updated = await member.api.put('/api/companies', {
      data: { name: member.company.name, email: member.company.email, companyTypeId: 1, domainId: 7, skills: [10, 12] },
    });
    expect(updated.status(), await updated.text()).toBe(200);
    const logo = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#2563eb"/></svg>',
    );
    const uploaded = await member.api.post(`/api/upload-image?company_id=${member.company.id}`, {
      multipart: { file: { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: logo } },
    });
    expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
    const page = await pageSignedInAs(browser, member);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/company/profile');
    const hero = page.getByRole('region', { name: member.company.name });
    const chip = hero.getByTitle('Artificial Intelligence (AI) and Machine Learning (ML)');
    await expect(chip).toBeVisible();
    const [chipBox, heroBox] = [(await chip.boundingBox())!, (await hero.boundingBox())!];
    expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(heroBox.x + heroBox.width);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() =>
      localStorage.setItem('benchlink-theme', JSON.stringify({ state: { isDark: true }, version: 0 })),
    );
    await page.reload();
    const logoImage = hero.getByRole('img', { name: `${member.company.name} logo` });
    await expect(logoImage).toBeVisible();
    const logoBox = (await logoImage.boundingBox())!;
    const topOfLogo = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('alt') ?? null, {
      x: logoBox.x + logoBox.width / 2,
      y: logoBox.y + 4,
    });
    expect(topOfLogo).toBe(`${member.company.name} logo`);

    const titleBox = (await hero.getByRole('heading', { name: member.company.name }).boundingBox())!;
    expect(titleBox.x).toBeGreaterThan(logoBox.x + logoBox.width);
  });
});
