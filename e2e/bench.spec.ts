import { seriousViolations } from './fixtures/axe';
import { expect, test, type Page } from '@playwright/test';
import { companyMember, pageSignedInAs } from './fixtures/companies';
import { screenshotsInBothThemes } from './fixtures/screenshots';

/** The own bench's talents as the API lists them, newest first. */
async function myTalents(page: Page) {
  const response = await page.request.get('/api/companies/my-talents');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: { id: number; role: { name: string } }[] }).content;
}

test('a company fills its bench, shares it with a partner group only, and manages a saved filter', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [owner, partner, third] = await Promise.all([
    companyMember({ prefix: 'benchowner' }),
    companyMember({ prefix: 'benchpartner' }),
    companyMember({ prefix: 'benchthird' }),
  ]);
  const groupName = `Bench partners ${Date.now().toString(36)}`;
  const group = await owner.api.post('/api/companies/partners', {
    data: { name: groupName, companyIds: [partner.company.id] },
  });
  expect(group.status(), await group.text()).toBe(201);

  const page = await pageSignedInAs(browser, owner);

  await test.step('the empty bench offers to add a talent', async () => {
    await page.goto('/company/talents');
    await expect(page.getByRole('heading', { name: 'Company talents' })).toBeVisible();
    await expect(page.getByText('No talents yet')).toBeVisible();
    await expect(page.getByText('Public', { exact: true })).toBeVisible();
  });

  await test.step('add a talent, taking the skills its role suggests', async () => {
    await page.getByRole('button', { name: 'Add new talent' }).first().click();
    await expect(page).toHaveURL(/\/company\/talents\/add$/);
    await expect(page.getByRole('heading', { name: 'Add Talent' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search Role' }).fill('Front-End');
    await page.getByRole('treeitem', { name: 'Front-End Developer', exact: true }).click();
    const suggestions = page.getByRole('region', { name: 'Suggested skills for Front-End Developer' });
    await expect(suggestions.getByRole('button', { name: 'JavaScript' })).toBeVisible();
    await suggestions.getByRole('button', { name: 'Add suggested skills' }).click();
    const chosen = page.getByRole('list', { name: 'Chosen skills' });
    await expect(chosen.getByText('JavaScript', { exact: true })).toBeVisible();
    await expect(chosen.getByText('HTML', { exact: true })).toBeVisible();
    await page.getByLabel('Months of JavaScript').fill('36');
    await page.getByLabel('Seniority').selectOption({ label: 'Senior' });
    await page.getByLabel(/^Experience years/).fill('5');
    await page.getByLabel(/^Experience months/).selectOption({ label: '3 months' });
    await page.getByLabel('Minimum rate').fill('40');
    await page.getByLabel('Maximum rate').fill('60');
    await page.getByRole('checkbox', { name: 'Remote' }).check();
    await expect(page.getByText('No locations selected')).toBeVisible();
    // Where the talent lives: a city found by its name, and a whole country.
    const locations = page.getByRole('tree', { name: 'Locations' });
    await page.getByRole('searchbox', { name: 'Search Locations' }).fill('Sofia');
    await locations.getByRole('treeitem', { name: 'Sofia', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search Locations' }).fill('');
    await locations.getByRole('treeitem', { name: 'Austria', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Remove Sofia' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Austria' })).toBeVisible();
    await page.getByLabel('Bio').fill('Builds accessible web apps.');
    await page.getByLabel(/^Name or reference/).fill('Ana P.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add talent' }).click();

    await expect(page.getByText('Talent added')).toBeVisible();
    await expect(page).toHaveURL(/\/company\/talents$/);
    const card = page.getByRole('article', { name: 'Senior Front-End Developer' });
    await expect(card.getByText('5 years 3 months')).toBeVisible();
    await expect(card.getByText('40–60 €/h')).toBeVisible();
    await expect(card.getByText('JavaScript · 36 months')).toBeVisible();
    await expect(card).toContainText('Sofia');
    await expect(card).toContainText('Austria');
  });

  await test.step('add a second talent with a skill from the tree', async () => {
    await page.getByRole('button', { name: 'Add new talent' }).click();
    await page.getByRole('searchbox', { name: 'Search Role' }).fill('Back-End');
    await page.getByRole('treeitem', { name: 'Back-End Developer', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search Skills' }).fill('Python');
    await page.getByRole('treeitem', { name: 'Python', exact: true }).click();
    await page.getByLabel('Seniority').selectOption({ label: 'Mid' });
    await page.getByLabel(/^Experience years/).fill('2');
    await page.getByRole('checkbox', { name: 'Office' }).check();
    await page.getByLabel(/^Name or reference/).fill('BE-007');
    await page.getByRole('button', { name: 'Add talent' }).click();
    await expect(page.getByRole('article', { name: 'Mid Back-End Developer' })).toBeVisible();
    await expect(page.getByText('2 Talents')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('share the bench privately with the partner group', async () => {
    await page.getByRole('button', { name: 'Change visibility' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change visibility options' });
    await dialog.getByRole('switch', { name: 'Public' }).uncheck();
    // Save stays enabled: pressed without a group, it says what is missing.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Choose at least one partner group, or share publicly')).toBeVisible();
    await dialog.getByRole('checkbox', { name: groupName }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Private', { exact: true })).toBeVisible();
    await expect(page.getByText('shared with 1 partner group')).toBeVisible();
  });

  const frontEnd = (await myTalents(page)).find((talent) => talent.role.name === 'Front-End Developer');
  expect(frontEnd).toBeDefined();
  const talentPath = `/talent/${frontEnd!.id}`;

  await test.step('the partner company sees the talent', async () => {
    const partnerPage = await pageSignedInAs(browser, partner);
    await partnerPage.goto(talentPath);
    const card = partnerPage.getByRole('article', { name: 'Senior Front-End Developer' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: owner.company.name })).toBeVisible();
    await expect(card.getByText('Builds accessible web apps.')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    expect(await seriousViolations(partnerPage)).toEqual([]);
    await partnerPage.context().close();
  });

  await test.step("the talent form's places, at both widths and in both themes", async () => {
    await page.goto(`/talent/${frontEnd!.id}/edit`);
    await expect(page.getByRole('button', { name: 'Remove Sofia' })).toBeVisible();
    const locations = page.getByRole('tree', { name: 'Locations' });
    await screenshotsInBothThemes(
      page,
      'locations-talent-form',
      () => page.getByRole('searchbox', { name: 'Search Locations' }).fill('Ber'),
      // The tree's box (its parent), not the tree, which would scroll inside the box.
      () => locations.evaluate((element) => element.parentElement?.scrollIntoView({ block: 'center' })),
    );
    await page.goto('/company/talents');
  });

  await test.step('a company outside the group does not', async () => {
    const thirdPage = await pageSignedInAs(browser, third);
    await thirdPage.goto(talentPath);
    await expect(thirdPage.getByText('Talent not found')).toBeVisible();
    await expect(thirdPage.getByText("We couldn't find a talent with that ID.")).toBeVisible();
    await thirdPage.context().close();
  });

  const filterName = 'Front-end stack';
  await test.step('create a filter with the company skills', async () => {
    await page.goto('/company/filters');
    await expect(page.getByRole('heading', { name: 'Company filters' })).toBeVisible();
    await expect(page.getByText('No Filters Available')).toBeVisible();
    await page.getByRole('button', { name: 'Add filter' }).click();
    const form = page.getByRole('form', { name: 'New filter' });
    await form.getByLabel('Name').fill(filterName);
    await form.getByRole('button', { name: 'Import from company' }).click();
    await form.getByRole('searchbox', { name: 'Search Skills' }).fill('TypeScript');
    await form.getByRole('treeitem', { name: 'TypeScript', exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Add filter' }).click();
    await expect(page.getByText('Filter added')).toBeVisible();
    const filter = page.getByRole('article', { name: filterName });
    await expect(filter.getByText('CMS/CMR', { exact: true })).toBeVisible();
    await expect(filter.getByText('TypeScript', { exact: true })).toBeVisible();
    await expect(filter.getByRole('switch', { name: /E-mail alerts/ })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('turn its alerts off', async () => {
    const filter = page.getByRole('article', { name: filterName });
    // The switch follows the saved filter (flipped optimistically), so click it and wait for the new state.
    await filter.getByRole('switch', { name: /E-mail alerts/ }).click();
    await expect(filter.getByRole('switch', { name: /E-mail alerts/ })).not.toBeChecked();
    await expect(page.getByText(`E-mail alerts off for ${filterName}`)).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('article', { name: filterName }).getByRole('switch', { name: /E-mail alerts/ }),
    ).not.toBeChecked();
  });

  await test.step('delete it', async () => {
    await page.getByRole('button', { name: `Delete ${filterName}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Delete' });
    await expect(dialog.getByText('Are you sure you want to delete this filter?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('article', { name: filterName })).toHaveCount(0);
    await expect(page.getByText('No Filters Available')).toBeVisible();
  });

  await page.context().close();
});
