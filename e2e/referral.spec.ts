import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import { companyMember, pageSignedInAs } from './fixtures/companies';
import { postPosition } from './fixtures/marketplace';
import { screenshotsInBothThemes } from './fixtures/screenshots';

const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });
const results = (page: Page) => page.getByRole('region', { name: 'Positions' });

test('a company states referral terms on a project; another finds its position with "With referral terms"', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // One word no other listing has, so that a search finds this journey's positions only.
  const word = `Refq${Date.now().toString(36)}`;
  const projectName = `Loyalty app ${word}`;
  const owner = await companyMember({ prefix: 'referrer' });
  const reader = await companyMember({ prefix: 'finder' });
  // A project of the same company without terms, found by the same word: the filter must leave it out.
  await postPosition(owner, `Plain ${word}`);

  const page = await pageSignedInAs(browser, owner);
  await test.step('create a project offering 7% of the contract value', async () => {
    await page.goto('/company/project/create');
    await expect(page.getByRole('heading', { name: 'Create project' })).toBeVisible();
    await page.getByLabel('Name').fill(projectName);
    await page.getByLabel('Description').fill('A loyalty app for a chain of bakeries, with a points wallet.');
    await page.getByLabel('Years', { exact: true }).selectOption('1');
    const terms = page.getByRole('radiogroup');
    await expect(page.getByRole('radio', { name: 'No referral terms' })).toBeChecked();
    await page.getByRole('radio', { name: 'Percentage' }).check();
    await page.getByRole('textbox', { name: /^Percentage/ }).fill('70');
    await page.getByRole('textbox', { name: /^Percentage/ }).blur();
    await expect(page.getByText('Enter a whole percentage from 1 to 50')).toBeVisible();
    await page.getByRole('textbox', { name: /^Percentage/ }).fill('7');
    await expect(page.getByText('Enter a whole percentage from 1 to 50')).toHaveCount(0);
    await expect(terms).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByText('Project created')).toBeVisible();
    await expect(page).toHaveURL(/\/project\/\d+$/);
    const card = page.getByRole('article', { name: projectName });
    await expect(card.getByText('7% of the contract value')).toBeVisible();
    await expect(card.getByText('Expires in 21 days')).toBeVisible();
  });

  await test.step('add a position from the top of the project page', async () => {
    await page.getByRole('button', { name: 'Add new position' }).click();
    await expect(page.getByRole('heading', { name: 'Create position' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search Role' }).fill('Front-End Developer');
    await page
      .getByRole('tree', { name: 'Role' })
      .getByRole('treeitem', { name: 'Front-End Developer', exact: true })
      .click();
    await page.getByLabel('Seniority').selectOption({ label: 'Senior' });
    await page.getByRole('searchbox', { name: 'Search Required skills' }).fill('React');
    await page
      .getByRole('tree', { name: 'Required skills' })
      .getByRole('treeitem', { name: 'React', exact: true })
      .click();
    await page.getByRole('checkbox', { name: 'Remote' }).check();
    await page.getByLabel('Description').fill('A Front-End Developer to build the loyalty app with a small team.');
    await page.getByRole('button', { name: 'Create position' }).click();
    await expect(page).toHaveURL(/\/project\/\d+\?position=\d+$/);
    const created = page.getByRole('group', { name: 'New position: Senior Front-End Developer' });
    await expect(created).toBeFocused();
    await expect(created.getByRole('button', { name: 'Collapse' })).toBeVisible();
  });

  await test.step('the project form, with its referral terms, at both widths and in both themes', async () => {
    await page.getByRole('button', { name: 'Edit project' }).click();
    await expect(page.getByRole('heading', { name: 'Edit project' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Percentage' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: /^Percentage/ })).toHaveValue('7');
    await expect(page.getByText(/Expires in (20|21) days/)).toBeVisible();
    await screenshotsInBothThemes(page, 'referral-project-form', async () => {
      await page.getByRole('heading', { name: 'Referral terms' }).scrollIntoViewIfNeeded();
    });
  });
  await page.context().close();

  const browse = await pageSignedInAs(browser, reader);
  await test.step('another company filters "With referral terms" and sees the terms on the card', async () => {
    await browse.goto(`/browse-projects?q=${word}`);
    await expect(browse.getByRole('heading', { name: 'Browse Projects', level: 1 })).toBeVisible();
    await expect(results(browse).getByText('2 positions')).toBeVisible();
    // A click, not check(): the switch follows the address, which the router updates in a transition.
    const withReferral = filters(browse).getByRole('switch', { name: 'With referral terms' });
    await withReferral.click();
    await expect(withReferral).toBeChecked();
    await expect(browse).toHaveURL(/[?&]withReferral=true(&|$)/);
    await expect(results(browse).getByText('1 position', { exact: true })).toBeVisible();
    const card = results(browse).getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: 'Senior Front-End Developer' })).toBeVisible();
    await expect(card.getByText('Referral: 7%')).toBeVisible();
    await expect(card.getByRole('link', { name: `View project ${projectName}` })).toBeVisible();
    expect(await seriousViolations(browse)).toEqual([]);

    // The filter stays in the address: a reload shows the same list.
    await browse.reload();
    await expect(filters(browse).getByRole('switch', { name: 'With referral terms' })).toBeChecked();
    await expect(results(browse).getByRole('article')).toHaveCount(1);
    await screenshotsInBothThemes(browse, 'referral-browse');

    // Its project page tells the terms in words.
    await card.getByRole('link', { name: `View project ${projectName}` }).click();
    await expect(
      browse.getByRole('article', { name: projectName }).getByText('7% of the contract value'),
    ).toBeVisible();
  });
  await browse.context().close();
});
