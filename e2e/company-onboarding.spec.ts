import { expect, test, type Page } from '@playwright/test';
import { registerAndConfirm, signInThroughForm } from './fixtures/accounts';
import { findLink, waitForMail } from './fixtures/mailbox';
import { baseURL, signInAsAdmin, signInThroughApi } from './fixtures/session';

/** A 1×1 PNG: the smallest real image the server's type check accepts as a logo. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAFYQJ/0vZ8qQAAAABJRU5ErkJggg==',
  'base64',
);

/** Subject of the company e-mail verification mail (api/src/routes/companies/companies.service.ts). */
const VERIFY_COMPANY_SUBJECT = 'Verify your company e-mail address';

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function signOut(page: Page) {
  await navigation(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
}

test('a new user creates a company, verifies its e-mail and the admin approves it', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await registerAndConfirm(page, { prefix: 'onboard' });
  const companyName = `Onboarding ${account.username}`;
  const companyEmail = `office-${account.username}@example.com`;

  await test.step('sign in and land on the profile in edit mode', async () => {
    await signInThroughForm(page, account.username, account.password);
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(navigation(page).getByRole('link', { name: 'Projects', exact: true })).toHaveCount(0);
  });

  const mailSince = Date.now();
  await test.step('fill in the company with a logo and save it', async () => {
    await page.getByLabel('Name').fill(companyName);
    await page.getByLabel('E-mail').fill(companyEmail);
    await page.getByLabel('Company type').selectOption({ label: 'Service' });
    await page.getByLabel('Domain').selectOption({ label: 'Fintech' });
    await page.getByLabel('Website').fill('https://onboarding.example.com');
    await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/company/onboarding');
    await page.getByLabel('Description').fill('We help product teams ship faster.');
    await expect(page.getByText('2966 characters left')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search Skills' }).fill('Git');
    await page.getByRole('treeitem', { name: 'Git', exact: true }).click();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await expect(page.getByRole('img', { name: 'Company logo' })).toBeVisible();
    await page.getByRole('button', { name: 'Save profile' }).click();

    await expect(page.getByText('Company profile saved')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Company Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: companyName })).toBeVisible();
    await expect(page.getByRole('img', { name: `${companyName} logo` })).toHaveAttribute(
      'src',
      /\/api\/companies\/\d+\/image\?v=/,
    );
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByText('E-mail pending')).toBeVisible();
    // The shell's session picked up the new company id: the company-only menu appears without a reload.
    await expect(navigation(page).getByRole('link', { name: 'Projects', exact: true })).toBeVisible();
    await expect(navigation(page).getByRole('link', { name: 'Browse Projects' })).toBeVisible();
  });

  await test.step('verify the company e-mail from the mailed link', async () => {
    const mail = await waitForMail({ to: companyEmail, subject: VERIFY_COMPANY_SUBJECT, since: mailSince });
    await page.goto(findLink(mail, '/api/companies/confirm-email'));
    await expect(page).toHaveURL(/\/company\/profile\?emailVerified=true$/);
    await expect(page.getByText('Company e-mail verified')).toBeVisible();
    await expect(page.getByText('E-mail verified', { exact: true })).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  });

  await test.step('the admin approves the company', async () => {
    await signOut(page);
    await signInAsAdmin(page);
    await page.goto('/company/profile');
    await navigation(page).getByRole('link', { name: 'Approve companies' }).click();
    await expect(page.getByRole('heading', { name: 'Approve Companies' })).toBeVisible();
    const card = page.getByRole('region', { name: companyName });
    await expect(card.getByText(companyEmail)).toBeVisible();
    await expect(card.getByText('Git', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Approve company' });
    await expect(dialog.getByText(`Are you sure you want to approve ${companyName}?`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText(`${companyName} has been approved`)).toBeVisible();
  });

  await test.step('the user sees the company approved', async () => {
    await signOut(page);
    await signInThroughForm(page, account.username, account.password);
    await page.reload();
    await expect(page.getByRole('heading', { name: companyName })).toBeVisible();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByText('E-mail verified', { exact: true })).toBeVisible();
  });
});

test('non-admins are kept away from the admin page and the admin API', async ({ page }) => {
  const account = await registerAndConfirm(page, { prefix: 'nonadmin' });
  await signInThroughApi(page, account.username, account.password);

  await page.goto('/admin/approve-companies');
  await expect(page).toHaveURL(/\/company\/profile$/);
  await expect(navigation(page).getByRole('link', { name: 'Approve companies' })).toHaveCount(0);

  expect((await page.request.get('/api/admin/get-non-approved')).status()).toBe(403);
  const approve = await page.request.post('/api/admin/approve/1', { headers: { Origin: baseURL } });
  expect(approve.status()).toBe(403);
});
