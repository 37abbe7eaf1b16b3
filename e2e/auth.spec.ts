import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  confirmationLinkFor,
  newAccount,
  registerAndConfirm,
  resetLinkFor,
  signInThroughForm,
} from './fixtures/accounts';
import { allViolations } from './fixtures/axe';
import { expectNoSidewaysOverflow } from './fixtures/screenshots';

/** A text or password input by its label (password inputs count as textboxes for Playwright's roles). */
const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });
const companySection = (page: Page) => page.locator('[data-remote="mf_company"]');

test.describe('sign-up, confirmation, sign-in and password recovery', () => {
  test('a new user walks the whole account journey', async ({ page }) => {
    const account = newAccount('journey');
    const newPassword = 'e2e-new-password-2';

    await test.step('sign up', async () => {
      await page.goto('/?action=signup');
      const form = page.getByRole('form', { name: 'Sign up' });
      await field(form, 'First name').fill(account.firstName);
      await field(form, 'Last name').fill(account.lastName);
      await field(form, 'Username').fill(account.username);
      await field(form, 'E-mail').fill(account.email);
      // The server refuses a common password; its message shows on the field.
      await field(form, 'Password').fill('password123');
      await field(form, 'Repeat password').fill('password123');
      await form.getByRole('button', { name: 'Register' }).click();
      await expect(form.getByText('This password is too common')).toBeVisible();
      await expect(field(form, 'Password')).toHaveAttribute('aria-invalid', 'true');

      await field(form, 'Password').fill(account.password);
      await field(form, 'Repeat password').fill(account.password);
      await form.getByRole('button', { name: 'Register' }).click();

      await expect(page.getByText('Verify your email')).toBeVisible();
      await expect(page.getByText(account.email)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    });

    await test.step('an early resend shows the cooldown and disables the link', async () => {
      await page.getByRole('button', { name: 'Resend' }).click();
      await expect(page.getByText(/You can resend again in \d:\d\d/).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Resend' })).toBeDisabled();
    });

    await test.step('confirm through the mailed link', async () => {
      await page.goto(await confirmationLinkFor(account.email));
      await expect(page).toHaveURL(/\/\?confirmEmail=true$/);
      await expect(page.getByText('Email confirmed')).toBeVisible();
      await expect(page.getByText('You can now login using your email and password.')).toBeVisible();
    });

    await test.step('sign in and land on the company profile', async () => {
      await signInThroughForm(page, account.email, account.password);
      await expect(companySection(page)).toBeVisible();
    });

    await test.step('a reload keeps the session', async () => {
      await page.reload();
      await expect(page).toHaveURL(/\/company\/profile$/);
      await expect(companySection(page)).toBeVisible();
    });

    await test.step('sign out', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(signInForm(page)).toBeVisible();
      // A fresh visit to a guarded page keeps it as the return target of the next sign-in.
      await page.goto('/company/profile');
      await expect(page).toHaveURL(/\/\?returnTo=%2Fcompany%2Fprofile$/);
    });

    const requestedAt = Date.now();
    await test.step('request a password recovery', async () => {
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await field(page, 'E-mail').fill(account.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Check your email')).toBeVisible();
    });

    await test.step('set a new password through the mailed link', async () => {
      await page.goto(await resetLinkFor(account.email, requestedAt));
      await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
      await field(page, 'New password').fill(newPassword);
      await field(page, 'Repeat new password').fill(newPassword);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page).toHaveURL(/\/\?passwordChanged=true$/);
      await expect(page.getByText('Password changed')).toBeVisible();
    });

    await test.step('the old password no longer works; the new one does', async () => {
      const form = signInForm(page);
      await field(form, 'Username or e-mail').fill(account.username);
      await field(form, 'Password').fill(account.password);
      await field(form, 'Password').press('Enter');
      await expect(page.getByText('Invalid username/email or password.')).toBeVisible();

      await signInThroughForm(page, account.username, newPassword);
      await expect(companySection(page)).toBeVisible();
    });
  });
});

test.describe('sign-in page', () => {
  test('the session-expired redirect asks to sign in again', async ({ page }) => {
    await page.goto('/signup?sessionExpired=true');
    await expect(page.getByText('Session expired')).toBeVisible();
    await expect(page.getByText('Please sign in again.')).toBeVisible();
    await expect(signInForm(page)).toBeVisible();
  });

  test("a wrong password shows the server's message and stays on sign-in", async ({ page }) => {
    await page.goto('/');
    const form = signInForm(page);
    await field(form, 'Username or e-mail').fill('nobody-here');
    await field(form, 'Password').fill('wrong-password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid username/email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Session expired')).toHaveCount(0);
  });

  test('the landing text sits beside the form and stacks on a phone', async ({ page }) => {
    await page.goto('/');
    // The live page, not the HTML's inert first paint: a box read while one replaces the other would be of a detached
    // element (first-paint.spec.ts checks that the two sit at the same spot).
    await expect(page.locator('#root:not([data-first-paint]) [data-remote="mf_auth"]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Benchlink' })).toBeVisible();
    await expect(page.getByText('Pass on a project you cannot take and earn a referral bonus.')).toBeVisible();
    const formBox = await signInForm(page).boundingBox();
    const introBox = await page.getByRole('heading', { level: 1, name: 'Benchlink' }).boundingBox();
    expect(formBox && introBox && formBox.x > introBox.x + introBox.width).toBe(true);

    await page.setViewportSize({ width: 375, height: 800 });
    const phoneForm = await signInForm(page).boundingBox();
    const phoneIntro = await page.getByRole('heading', { level: 1, name: 'Benchlink' }).boundingBox();
    expect(phoneForm && phoneIntro && phoneForm.y > phoneIntro.y).toBe(true);
    await expectNoSidewaysOverflow(page, 'the sign-in page at 375 px');
  });
});

test.describe('accessibility', () => {
  for (const isDark of [false, true]) {
    test(`the auth forms and banners pass axe in the ${isDark ? 'dark' : 'light'} theme`, async ({ page }) => {
      if (isDark) {
        await page.addInitScript(() =>
          localStorage.setItem('benchlink-theme', JSON.stringify({ state: { isDark: true }, version: 0 })),
        );
      }
      for (const url of [
        '/?confirmEmail=true&sessionExpired=true&passwordChanged=true&verifyEmail=someone%40example.com',
        '/?action=signup',
        '/?action=forgottenPassword',
        '/?action=forgottenPassword&token=unused',
        '/?confirmEmail=false&reason=expired',
      ]) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
        expect(await allViolations(page), url).toEqual([]);
      }
    });
  }
});

test.describe('account fixtures', () => {
  test('registerAndConfirm gives an account that signs in by username', async ({ page }) => {
    const account = await registerAndConfirm(page, { prefix: 'fixture' });
    await signInThroughForm(page, account.username, account.password);
    await expect(companySection(page)).toBeVisible();
  });
});
