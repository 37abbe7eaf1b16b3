import { expect, test } from '@playwright/test';
import { registerAndConfirm, signInThroughForm } from './fixtures/accounts';
import { signInAsAdmin } from './fixtures/session';

// The admin traces what happened: a member's failed and successful sign-ins appear in the audit trail, newest first,
// with the address they came from, and never with the password typed.
test('the admin reads sign-ins in the audit trail', async ({ page, browser }) => {
  const account = await registerAndConfirm(page.request, { prefix: 'audited' });

  const member = await browser.newPage();
  await member.goto('/');
  const form = member.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Username or e-mail', exact: true }).fill(account.username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(member.getByText('Invalid username/email or password.')).toBeVisible();
  await signInThroughForm(member, account.username, account.password);
  await member.close();

  await signInAsAdmin(page);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit trail, newest first' });
  const mine = table.getByRole('row').filter({ hasText: account.username });
  await expect(mine.filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: 'Sign-in failed' })
      .filter({ hasText: account.username.toLowerCase() })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('not-the-password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Audit trail' })).toBeVisible();

  // Filtered to failed sign-ins: the member's failure stays, the sign-ins that succeeded go; kept in the address.
  const filters = page.getByRole('search', { name: 'Filter the audit trail' });
  await filters.getByLabel('Action').selectOption({ label: 'Sign-in failed' });
  await expect(page).toHaveURL(/[?&]action=sign-in\.failed/);
  await expect(table.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: account.username.toLowerCase() }).first()).toBeVisible();
  // A company nobody has: nothing matches.
  await filters.getByLabel('Company').fill('no company is called this');
  await expect(page.getByText('No events match these filters')).toBeVisible();
});
