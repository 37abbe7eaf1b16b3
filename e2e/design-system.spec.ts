import { seriousViolations } from './fixtures/axe';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysOverflow, saveScreenshot, screenshotThemes } from './fixtures/screenshots';

const cataloguePath = '/design-system/';

async function openCatalogue(page: Page, theme: 'light' | 'dark') {
  await page.goto(`${cataloguePath}?theme=${theme}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Benchlink design system' })).toBeVisible();
  await expect(page.locator('html')).toHaveCSS('color-scheme', theme);
}

test.describe('design-system catalogue', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious or critical axe violations in the ${theme} theme`, async ({ page }) => {
      await openCatalogue(page, theme);
      expect(await seriousViolations(page)).toEqual([]);
      // Open states are rendered only on demand: check a dialog and a filtered tree too.
      await page.getByRole('searchbox', { name: 'Search Skills', exact: true }).fill('java');
      await page.getByRole('button', { name: 'Open dialog' }).click();
      await expect(page.getByRole('dialog', { name: 'Change visibility options' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    // The width check is the same in both themes (they differ in colour alone); the dark images are for the eye.
    for (const width of screenshotThemes().includes(theme) ? [1440, 375] : []) {
      test(`screenshot: ${theme} theme at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await openCatalogue(page, theme);
        await expectNoSidewaysOverflow(page, `the catalogue at ${width} px`);
        await saveScreenshot(page, `design-system-${theme}-${width}.png`, { fullPage: true });
      });
    }
  }

  test('switches the theme and remembers it', async ({ page }) => {
    await openCatalogue(page, 'light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await page.goto(cataloguePath);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('dialogs trap focus, close on Escape and return focus', async ({ page }) => {
    await openCatalogue(page, 'light');
    const opener = page.getByRole('button', { name: 'Delete talent' });
    await opener.click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Delete' });
    await expect(dialog).toContainText('Are you sure you want to delete this talent');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('guards unsaved changes', async ({ page }) => {
    await openCatalogue(page, 'light');
    await page.getByRole('switch', { name: 'Form has unsaved changes' }).check();
    await page.getByRole('button', { name: 'Leave this page' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect(dialog).toContainText('Are you sure you want to leave this page? You have unsaved changes.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Leave this page' }).click();
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page.getByRole('heading', { name: 'You left the catalogue' })).toBeVisible();
  });

  test('text-area counters, tree search and table paging work in the browser', async ({ page }) => {
    await openCatalogue(page, 'light');
    const bio = page.getByLabel('Bio');
    await bio.fill('Short');
    await expect(page.getByText('Enter 45 more characters')).toBeVisible();

    const roleSearch = page.getByRole('searchbox', { name: 'Search Role' });
    await roleSearch.fill('design');
    const roleTree = page.getByRole('tree', { name: 'Role' });
    await expect(roleTree.getByRole('treeitem')).toHaveText(['Design', 'Product Designer']);
    await roleTree.getByRole('treeitem', { name: 'Product Designer' }).click();
    await expect(page.getByText('role=111')).toBeVisible();

    const table = page.getByRole('table', { name: 'Applications', exact: true });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await page.getByLabel('Rows per page').first().selectOption('5');
    await expect(table.locator('tbody tr')).toHaveCount(5);
  });

  test('shows success and error snackbars', async ({ page }) => {
    await openCatalogue(page, 'light');
    await page.getByRole('button', { name: 'Show success' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application submitted successfully!' })).toBeVisible();
    await page.getByRole('button', { name: 'Show error' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load positions' })).toBeVisible();
  });
});
