import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAccount, registerAndConfirm, signInThroughForm } from './fixtures/accounts';
import { findLink, waitForMail } from './fixtures/mailbox';
import { saveScreenshot, screenshotsInBothThemes } from './fixtures/screenshots';
import { baseURL, signInThroughApi } from './fixtures/session';

const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const section = (page: Page, name: string) => page.getByRole('form', { name });

test('a user changes their name, password and e-mail in the account settings, and cancels an e-mail change', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await registerAndConfirm(page, { prefix: 'settings' });
  const newPassword = 'e2e-changed-password-3';
  const newEmail = newAccount('moved').email;

  await test.step('open the account settings from the account menu', async () => {
    await signInThroughForm(page, account.username, account.password);
    await page.getByRole('button', { name: `Account: ${account.username}` }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
    await expect(section(page, 'E-mail')).toContainText(account.email);
  });

  await test.step('the page in both themes, on a desktop and a phone', async () => {
    await screenshotsInBothThemes(page, 'account');
  });

  await test.step('change the name: the account menu shows it at once', async () => {
    const form = section(page, 'Name');
    await field(form, 'First name').fill('Katherine');
    await field(form, 'Last name').fill('Johnson');
    await form.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Name saved')).toBeVisible();
    await page.getByRole('button', { name: `Account: ${account.username}` }).click();
    await expect(page.getByRole('menu', { name: 'Account' })).toContainText('Katherine Johnson');
    await page.keyboard.press('Escape');
  });

  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();

  await test.step('change the password: another browser’s session ends, this one stays', async () => {
    await signInThroughApi(other, account.username, account.password);
    await other.goto('/company/profile');
    await expect(other).toHaveURL(/\/company\/profile$/);

    const form = section(page, 'Password');
    await field(form, 'Current password').fill('not the password');
    await field(form, 'New password').fill(newPassword);
    await field(form, 'Repeat new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('The current password is not correct')).toBeVisible();

    await field(form, 'Current password').fill(account.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed. Your other sessions were signed out.')).toBeVisible();

    await other.reload();
    await expect(other.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();

    await signInThroughForm(other, account.username, newPassword);
  });

  await test.step('ask to change the e-mail: the password is checked, and the old address can cancel', async () => {
    const since = Date.now();
    const unwanted = newAccount('unwanted').email;
    const form = section(page, 'E-mail');
    await field(form, 'New e-mail').fill(unwanted);
    await field(form, 'Current password').fill('not the password');
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(form.getByText('Wrong password')).toBeVisible();
    await field(form, 'Current password').fill(newPassword);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(form.getByText(`We sent a confirmation link to ${unwanted}`)).toBeVisible();

    const warning = await waitForMail({
      to: account.email,
      subject: 'Your Benchlink e-mail address is about to change',
      since,
    });
    expect(warning.text).toContain(unwanted);
    const confirmation = await waitForMail({
      to: unwanted,
      subject: 'Confirm your new Benchlink e-mail address',
      since,
    });
    await other.goto(findLink(warning, '/cancel-email-change?token='));
    await expect(other.getByText('E-mail change cancelled')).toBeVisible();
    await expect(other.getByText(`Your account will not move to ${unwanted}`)).toBeVisible();
    for (const width of [1280, 375]) {
      await other.setViewportSize({ width, height: 900 });
      await saveScreenshot(other, `cancel-email-change-done-light-${width}.png`);
    }
    // The cancelled change's link no longer works.
    await other.goto(findLink(confirmation, '/confirm-email-change?token='));
    await expect(other.getByText('This link is invalid or has already been used.')).toBeVisible();
  });

  await test.step('change the e-mail with the link mailed to the new address', async () => {
    const since = Date.now();
    const form = section(page, 'E-mail');
    await field(form, 'New e-mail').fill(newEmail);
    await field(form, 'Current password').fill(newPassword);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(form.getByText(`We sent a confirmation link to ${newEmail}`)).toBeVisible();
    await expect(form).toContainText(`Your account’s e-mail is ${account.email}`);

    // Opened in the other browser, signed in to the account: that session stays, every other one ends.
    const mail = await waitForMail({ to: newEmail, subject: 'Confirm your new Benchlink e-mail address', since });
    await other.goto(findLink(mail, '/confirm-email-change?token='));
    await expect(other.getByText(`Your account’s e-mail address is now ${newEmail}`)).toBeVisible();
    for (const width of [1280, 375]) {
      await other.setViewportSize({ width, height: 900 });
      await saveScreenshot(other, `confirm-email-change-done-light-${width}.png`);
    }
    // Opened again, the used link says so (each theme reloads the page, posting the token again).
    await screenshotsInBothThemes(other, 'confirm-email-change-used');
    await expect(other.getByText('This link is invalid or has already been used.')).toBeVisible();

    const notice = await waitForMail({
      to: account.email,
      subject: 'Your Benchlink e-mail address was changed',
      since,
    });
    expect(notice.text).toContain(`to ${newEmail}`);
    await page.reload();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    // From the plain sign-in page: the page the guard sent it to leads back to /account after sign-in.
    await page.goto('/');
    await signInThroughForm(page, newEmail, newPassword);
    await page.goto('/account');
    await expect(section(page, 'E-mail')).toContainText(`Your account’s e-mail is ${newEmail}`);
  });

  await elsewhere.close();
});
