import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmationLinkFor, newAccount } from './fixtures/accounts';
import { companyMember, pageSignedInAs } from './fixtures/companies';
import { findLink, waitForMail } from './fixtures/mailbox';
import { screenshotsInBothThemes } from './fixtures/screenshots';
import { baseURL } from './fixtures/session';

const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const members = (page: Page) => page.getByRole('region', { name: 'Members' });
const memberRow = (page: Page, name: string) => members(page).getByRole('listitem', { name });

test('an owner invites a colleague, who signs up through the link, joins and takes the company over', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await companyMember({ prefix: 'teamowner' });
  const projectName = `Team journey ${Date.now().toString(36)}`;
  const created = await owner.api.post('/api/projects', {
    data: {
      name: projectName,
      description: 'A long enough description of the work, so that the project can be published.',
      partnerOnly: false,
      partnerGroups: [],
      duration: { years: 1, months: 0 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const colleague = newAccount('colleague', { firstName: 'Grace', lastName: 'Hopper' });
  const ownerPage = await pageSignedInAs(browser, owner);
  let invitationLink = '';

  await test.step('the owner invites the colleague from the Team page', async () => {
    await ownerPage.goto('/company/profile');
    await navigation(ownerPage).getByRole('link', { name: 'Team', exact: true }).click();
    await expect(ownerPage).toHaveURL(/\/company\/team$/);
    await expect(ownerPage.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    await expect(memberRow(ownerPage, `${owner.account.firstName} ${owner.account.lastName}`)).toContainText('Owner');
    const since = Date.now();
    await field(ownerPage, "Colleague's e-mail").fill(colleague.email);
    await ownerPage.getByRole('button', { name: 'Send invitation' }).click();
    await expect(ownerPage.getByText(`Invitation sent to ${colleague.email}`)).toBeVisible();
    const pending = ownerPage.getByRole('region', { name: 'Pending invitations' });
    await expect(pending.getByRole('listitem', { name: colleague.email })).toContainText('expires');

    const mail = await waitForMail({ to: colleague.email, subject: `Join ${owner.company.name} on Benchlink`, since });
    expect(mail.text).toContain(`invited you to join ${owner.company.name}`);
    invitationLink = findLink(mail, '/invitation?token=');
    expect(invitationLink.startsWith(`${baseURL}/invitation?token=`)).toBe(true);
  });

  await test.step('the team page and the invitation page in both themes, on a desktop and a phone', async () => {
    await screenshotsInBothThemes(ownerPage, 'team');
  });

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();

  await test.step('the colleague opens the link signed out and creates an account from it', async () => {
    await page.goto(invitationLink);
    await expect(page.getByRole('heading', { name: `Join ${owner.company.name}` })).toBeVisible();
    await expect(page.getByText(`invited ${colleague.email} to join ${owner.company.name}`)).toBeVisible();
    await screenshotsInBothThemes(page, 'invitation');
    await page.getByRole('link', { name: 'Create an account' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await field(form, 'First name').fill(colleague.firstName);
    await field(form, 'Last name').fill(colleague.lastName);
    await field(form, 'Username').fill(colleague.username);
    await field(form, 'E-mail').fill(colleague.email);
    await field(form, 'Password').fill(colleague.password);
    await field(form, 'Repeat password').fill(colleague.password);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Verify your email')).toBeVisible();
  });

  await test.step('confirms the e-mail, signs in and is taken back to the invitation', async () => {
    await page.goto(await confirmationLinkFor(colleague.email));
    await expect(page.getByText('Email confirmed')).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign in' });
    await field(form, 'Username or e-mail').fill(colleague.username);
    await field(form, 'Password').fill(colleague.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/invitation\?token=/);
    await expect(page.getByText(`You are signed in as ${colleague.firstName} ${colleague.lastName}`)).toBeVisible();
    await screenshotsInBothThemes(page, 'invitation-signed-in');
  });

  await test.step('joins and finds the company’s projects', async () => {
    await page.getByRole('button', { name: `Join ${owner.company.name}` }).click();
    await expect(page).toHaveURL(/\/company\/profile$/);
    await expect(page.getByText(`You joined ${owner.company.name}`)).toBeVisible();
    await navigation(page).getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page.getByText(projectName)).toBeVisible();
    // The link is used up.
    await page.goto(invitationLink);
    await expect(page.getByText('This invitation is invalid or has already been used.')).toBeVisible();
  });

  await test.step('the owner makes the colleague owner, then leaves', async () => {
    await ownerPage.goto('/company/team');
    const row = memberRow(ownerPage, 'Grace Hopper');
    await expect(row).toContainText('Member');
    await screenshotsInBothThemes(ownerPage, 'team-with-member');
    await expect(ownerPage.getByRole('region', { name: 'Pending invitations' })).toContainText(
      'No pending invitations.',
    );
    await ownerPage.getByRole('button', { name: 'Make Grace Hopper owner' }).click();
    await ownerPage
      .getByRole('alertdialog', { name: 'Make owner' })
      .getByRole('button', { name: 'Make owner' })
      .click();
    await expect(ownerPage.getByText('Grace Hopper is now an owner')).toBeVisible();
    await expect(row).toContainText('Owner');

    await ownerPage.getByRole('button', { name: 'Leave company' }).click();
    await ownerPage
      .getByRole('alertdialog', { name: 'Leave company' })
      .getByRole('button', { name: 'Leave company' })
      .click();
    await expect(ownerPage).toHaveURL(/\/company\/profile/);
    await expect(ownerPage.getByText(`You left ${owner.company.name}`)).toBeVisible();
    await expect(ownerPage.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    await expect(navigation(ownerPage).getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
  });

  await test.step('the colleague is now the only owner and cannot leave', async () => {
    await page.goto('/company/team');
    await expect(members(page).getByRole('listitem')).toHaveCount(1);
    await expect(memberRow(page, 'Grace Hopper')).toContainText('You');
    await expect(memberRow(page, 'Grace Hopper')).toContainText('Owner');
    await expect(page.getByText('As the only owner, make another member owner before you leave.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave company' })).toHaveCount(0);
  });

  await context.close();
  await ownerPage.context().close();
});

test('a company awaiting approval reads why it cannot invite colleagues nor add partners yet', async ({ browser }) => {
  const pending = await companyMember({ approved: false, prefix: 'teampending' });
  const page = await pageSignedInAs(browser, pending);

  await page.goto('/company/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'Your company is awaiting approval by an administrator. You can invite colleagues once it is approved.',
    ),
  ).toBeVisible();
  await expect(field(page, "Colleague's e-mail")).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);

  await page.goto('/company/partners');
  await expect(page.getByRole('heading', { name: 'Partner groups' })).toBeVisible();
  await expect(
    page.getByText('Your company is awaiting approval by an administrator. You can add partners once it is approved.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add partner group' })).toBeDisabled();
  await page.context().close();
});
