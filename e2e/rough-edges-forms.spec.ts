import { expect, request as playwrightRequest, test } from '@playwright/test';
import { registerAndConfirm } from './fixtures/accounts';
import { companyMember, pageSignedInAs, signedInRequest } from './fixtures/companies';
import { findLink, waitForMail } from './fixtures/mailbox';
import { created, postPosition, talentOf } from './fixtures/marketplace';
import { screenshotsInBothThemes } from './fixtures/screenshots';
import { baseURL } from './fixtures/session';

// The rough edges of forms a new user hit (issue 27): when errors show, seniority without a default, the apply
// dialog's start date and focus, other companies' edit addresses, focus in inline forms, and the company e-mail link.

const VERIFY_COMPANY_SUBJECT = 'Verify your company e-mail address';

/** YYYY-MM-DD of the day `days` from now, in the browser's and the server's (same machine) calendar. */
function dayFromNow(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test('screenshots of the position form and the apply dialog', async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = await companyMember({ prefix: 'shotowner' });
  const applicant = await companyMember({ prefix: 'shotapplicant' });
  const { project } = await postPosition(owner, 'Screens');
  await talentOf(applicant, 1, 4);

  const ownerPage = await pageSignedInAs(browser, owner);
  await ownerPage.goto(`/project/${project.id}/position/create`);
  await expect(ownerPage.getByRole('heading', { name: 'Create position' })).toBeVisible();
  await screenshotsInBothThemes(ownerPage, 'position-form');

  const page = await pageSignedInAs(browser, applicant);
  await page.goto(`/project/${project.id}`);
  await screenshotsInBothThemes(page, 'apply-dialog', async () => {
    await page.getByRole('button', { name: 'Apply' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Apply for position' }).getByLabel('Talent')).toBeEnabled();
  });
});

test('an untouched form shows no error; saving it empty shows every error and focuses the first field', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await test.step('sign-up: Register stays enabled', async () => {
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    await expect(form.getByLabel('First name')).toBeVisible();
    await expect(form.getByText(/ is required$/)).toHaveCount(0);
    await form.getByLabel('Username').fill('ab');
    await expect(form.getByText('Username must be at least 3 characters')).toHaveCount(0);
    await form.getByLabel('Username').blur();
    await expect(form.getByText('Username must be at least 3 characters')).toBeVisible();
    const register = form.getByRole('button', { name: 'Register' });
    await expect(register).toBeEnabled();
    await register.click();
    await expect(form.getByText(/ is required$/)).toHaveCount(5);
    await expect(form.getByLabel('First name')).toBeFocused();
  });

  await test.step('position form: no seniority preselected, every error on Create position', async () => {
    const owner = await companyMember({ prefix: 'formowner' });
    const { project } = await postPosition(owner, 'Errors');
    const ownerPage = await pageSignedInAs(browser, owner);
    await ownerPage.goto(`/project/${project.id}/position/create`);
    const form = ownerPage.getByRole('form', { name: 'Create position' });
    const seniority = form.getByLabel('Seniority');
    await expect(seniority).toBeVisible();
    await expect(seniority.locator('option:checked')).toHaveText('Choose…');
    await expect(form.getByText(/is required|Choose at least one/)).toHaveCount(0);

    const create = ownerPage.getByRole('button', { name: 'Create position' });
    await expect(create).toBeEnabled();
    await create.click();
    await expect(form.getByText('Seniority is required')).toBeVisible();
    await expect(form.getByText('Role is required')).toBeVisible();
    await expect(form.getByText('Choose at least one work mode')).toBeVisible();
    await expect(create).toBeEnabled();
    // The role tree comes first: its current item takes the focus.
    await expect(ownerPage.getByRole('tree', { name: /^Role/ }).getByRole('treeitem').first()).toBeFocused();
    await expect(ownerPage).toHaveURL(new RegExp(`/project/${project.id}/position/create$`));
  });
});

test("the apply dialog starts on the project's later start date, with the focus on its first field", async ({
  browser,
}) => {
  const owner = await companyMember({ prefix: 'lateowner' });
  const applicant = await companyMember({ prefix: 'lateapplicant' });
  const startDate = dayFromNow(60);
  const { project } = await postPosition(owner, 'Later', { startDate, endDate: dayFromNow(400) });
  await talentOf(applicant, 1, 4);

  const page = await pageSignedInAs(browser, applicant);
  await page.goto(`/project/${project.id}`);
  await page.getByRole('button', { name: 'Apply' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Apply for position' });
  await expect(dialog.getByLabel('Start date')).toHaveValue(startDate);
  await expect(dialog.getByRole('checkbox').first()).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).not.toBeFocused();
});

test("another company's edit addresses say so, and a malformed id says the address is wrong", async ({ browser }) => {
  const owner = await companyMember({ prefix: 'editowner' });
  const other = await companyMember({ prefix: 'editother' });
  const { project, position } = await postPosition(owner, 'Theirs');
  const talent = await talentOf(owner, 1, 4);
  // Shared with everyone, so that the other company can read it.
  expect((await owner.api.put('/api/companies/my-talents/publicity', { data: { public: true } })).status()).toBe(200);
  const page = await pageSignedInAs(browser, other);

  for (const [path, text] of [
    [`/project/${project.id}/edit`, "You can only edit your own company's project"],
    [`/position/${position.id}/edit`, "You can only edit your own company's position"],
    [`/talent/${talent.id}/edit`, "You can only edit your own company's talent"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
  }

  for (const path of ['/project/abc', '/project/abc/edit', '/position/0/edit', '/talent/1x']) {
    await page.goto(path);
    await expect(page.getByText('This address is not valid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  }
});

test("'Add filter' and a partner group's form move the focus into their first field", async ({ browser }) => {
  const member = await companyMember({ prefix: 'focusfilter' });
  const page = await pageSignedInAs(browser, member);
  await page.goto('/company/filters');
  await page.getByRole('button', { name: 'Add filter' }).click();
  const form = page.getByRole('form', { name: 'New filter' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Add filter' })).toBeFocused();

  await page.goto('/company/partners');
  await page.getByRole('button', { name: 'Add partner group' }).click();
  await expect(page.getByLabel('Group name')).toBeFocused();
});

test('the company e-mail verification link opened signed out says the e-mail was verified', async ({ page }) => {
  const setup = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const account = await registerAndConfirm(setup, { prefix: 'verifyout' });
  await setup.dispose();
  const api = await signedInRequest(account.username, account.password);
  const companyEmail = `office-${account.username}@example.com`;
  const since = Date.now();
  await created(
    await api.post('/api/companies', {
      data: { name: `Verify ${account.username}`, email: companyEmail, companyTypeId: 1, domainId: 2, skills: [10] },
    }),
  );
  await api.dispose();

  const mail = await waitForMail({ to: companyEmail, subject: VERIFY_COMPANY_SUBJECT, since });
  await page.goto(findLink(mail, '/api/companies/confirm-email'));
  await expect(page.getByText('Company e-mail verified')).toBeVisible();
  await expect(page.getByText(/company e-mail address is confirmed/)).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Username or e-mail', exact: true }).fill(account.username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/company\/profile$/);
  await expect(page.getByText('E-mail verified', { exact: true })).toBeVisible();
});
