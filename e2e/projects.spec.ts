import { seriousViolations } from './fixtures/axe';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { companyMember, pageSignedInAs } from './fixtures/companies';
import {
  expectNoSidewaysOverflow,
  saveScreenshot,
  screenshotsInBothThemes,
  screenshotThemes,
} from './fixtures/screenshots';

const NO_OPEN_POSITIONS = 'Project is inactive because it has no open positions.';
const NO_GROUPS = 'Project is inactive because it is private without having any partner groups selected.';

const projectCard = (page: Page, name: string) => page.getByRole('article', { name });
const positionCard = (scope: Locator, title: string) => scope.getByRole('article', { name: title });

/** Serious and critical axe violations only: the bar the suite keeps at zero. */
async function expectNoSeriousViolations(page: Page, where: string) {
  expect((await seriousViolations(page)).map((violation) => `${where}: ${violation}`)).toEqual([]);
}

/** Scrolls a tree picker's box (the tree's parent, which scrolls the tree) to the middle of the page or sheet. */
const centre = (tree: Locator) =>
  tree.evaluate((element) => element.parentElement?.scrollIntoView({ block: 'center' }));

/** A whole country and a city (of another country) a position names, by their names in api/seed-data/locations.json. */
interface Places {
  country: string;
  city: string;
}

/**
 * From the project's page: 'Add new position' sits at its top. Back there, the new position shows open and lit. With
 * `places` the position is hybrid, in a whole country and in a city of another; without, it is remote only. Returns
 * the new position's id.
 */
async function addPosition(page: Page, role: string, skill: string, places?: Places) {
  await expect(page).toHaveURL(/\/project\/\d+(\?position=\d+)?$/);
  await page.getByRole('button', { name: 'Add new position' }).click();
  await expect(page.getByRole('heading', { name: 'Create position' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search Role' }).fill(role);
  await page.getByRole('tree', { name: 'Role' }).getByRole('treeitem', { name: role, exact: true }).click();
  await page.getByLabel('Seniority').selectOption({ label: 'Senior' });
  await page.getByLabel('Rate min').fill('40');
  await page.getByLabel('Rate max').fill('60');
  await page.getByRole('searchbox', { name: 'Search Required skills' }).fill(skill);
  await page.getByRole('tree', { name: 'Required skills' }).getByRole('treeitem', { name: skill, exact: true }).click();
  await expect(page.getByLabel(`${skill} (months)`)).toHaveValue('12');
  const locations = page.getByRole('tree', { name: 'Locations' });
  const searchLocations = page.getByRole('searchbox', { name: 'Search Locations' });
  if (places) {
    await page.getByRole('checkbox', { name: 'Hybrid' }).check();
    await expect(locations).toHaveAttribute('aria-required', 'true');
    // A country is chosen as a whole from the list; a city is found by its name, under its country.
    await locations.getByRole('treeitem', { name: places.country, exact: true }).click();
    await searchLocations.fill(places.city);
    await locations.getByRole('treeitem', { name: places.city, exact: true }).click();
    await expect(page.getByRole('button', { name: `Remove ${places.country}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${places.city}` })).toBeVisible();
  } else {
    await searchLocations.fill('Varna');
    await locations.getByRole('treeitem', { name: 'Varna', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Remove Varna' })).toBeVisible();
    // Remote only: the place goes, and none can be chosen.
    await page.getByRole('checkbox', { name: 'Remote' }).check();
    await expect(page.getByRole('button', { name: 'Remove Varna' })).toHaveCount(0);
    await expect(searchLocations).toBeDisabled();
    await expect(locations).toHaveAttribute('aria-disabled', 'true');
  }
  await expect(page.getByLabel('Hours per week')).toHaveValue('40');
  await page.getByLabel('Description').fill(`A ${role} to build the product with a small team.`);
  await page.getByRole('button', { name: 'Create position' }).click();
  await expect(page.getByText('Position created').first()).toBeVisible();
  await expect(page).toHaveURL(/\/project\/\d+\?position=\d+$/);
  const created = page.getByRole('group', { name: `New position: Senior ${role}` });
  await expect(created).toBeFocused();
  await expect(created).toBeInViewport();
  await expect(created.getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
  if (places) {
    await expect(created).toContainText(places.country);
    await expect(created).toContainText(places.city);
  }
  return Number(new URL(page.url()).searchParams.get('position'));
}

test('a company shares a partner-only project with a group and manages its positions', async ({ browser }) => {
  test.setTimeout(180_000);
  const partner = await companyMember({ prefix: 'partner' });
  const member = await companyMember({ prefix: 'projects' });
  const page = await pageSignedInAs(browser, member);
  const groupName = `Trusted ${Date.now().toString(36)}`;
  const projectName = `Portal ${Date.now().toString(36)}`;

  await test.step('create a partner group with the second company', async () => {
    await page.goto('/company/partners');
    await expect(page.getByRole('heading', { name: 'Partner groups' })).toBeVisible();
    await expect(page.getByText('No partner groups')).toBeVisible();
    await page.getByRole('button', { name: 'Add partner group' }).click();
    await page.getByLabel('Group name').fill(groupName);
    await page.getByRole('searchbox', { name: 'Search Companies' }).fill(partner.company.name);
    await page.getByRole('checkbox', { name: partner.company.name }).check();
    await expectNoSeriousViolations(page, 'partner group form');
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByText('Partner group created')).toBeVisible();
    await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
    await expect(page.getByRole('list', { name: `Companies in ${groupName}` })).toContainText(partner.company.name);
  });

  await test.step('create a partner-only project shared with the group', async () => {
    await page.goto('/company/projects');
    await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
    await expect(page.getByText('Visibility Reminder')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add new project' }).click();
    await expect(page.getByRole('heading', { name: 'Create project' })).toBeVisible();
    await page.getByLabel('Name').fill(projectName);
    await page.getByLabel('Description').fill('A customer portal for a logistics company, built from scratch.');
    await page.getByLabel('Start date').fill('2030-01-15');
    await expect(page.getByText('Provide an end date as well to calculate the duration from the dates.')).toBeVisible();
    await page.getByLabel('End date').fill('2031-03-14');
    await expect(page.getByText('Duration is automatically calculated from start and end dates')).toBeVisible();
    await expect(page.getByLabel('Years', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Years', { exact: true })).toHaveValue('1');
    await expect(page.getByLabel('Months', { exact: true })).toHaveValue('1');
    await page.getByRole('switch', { name: 'Partners only' }).check();
    await expect(
      page.getByText('it stays invisible to other companies until you select at least one partner group'),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: groupName }).check();
    await expectNoSeriousViolations(page, 'project form');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByText('Project created')).toBeVisible();
    // A created project opens its page, 'Add new position' at hand.
    await expect(page).toHaveURL(/\/project\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add new position' })).toBeInViewport();
    const card = projectCard(page, projectName);
    await expect(card.getByText('Expires in 21 days')).toBeVisible();
    await expect(card.getByText('Partners only')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Shared partner groups' })).toContainText(groupName);
    await expect(card.getByText('1 year 1 month')).toBeVisible();
    await expect(card.getByText(NO_OPEN_POSITIONS)).toBeVisible();
  });

  let remoteId = 0;
  await test.step('add two positions, one in a whole country and a city of another, one remote', async () => {
    await addPosition(page, 'Front-End Developer', 'React', { country: 'Germany', city: 'Sofia' });
    remoteId = await addPosition(page, 'QA Engineer', 'Cypress');
    await page.goto('/company/projects');
    const card = projectCard(page, projectName);
    await expect(card.getByText(NO_OPEN_POSITIONS)).toHaveCount(0);
    await card.getByRole('button', { name: 'Show positions (2)' }).click();
    await expect(positionCard(card, 'Senior Front-End Developer')).toBeVisible();
    await expect(positionCard(card, 'Senior QA Engineer')).toBeVisible();
    await expectNoSeriousViolations(page, 'projects list');
  });

  await test.step('a remote-only position opens with its locations emptied and disabled', async () => {
    await page.goto(`/position/${remoteId}/edit`);
    const locations = page.getByRole('tree', { name: 'Locations' });
    await expect(page.getByRole('searchbox', { name: 'Search Locations' })).toBeDisabled();
    await expect(locations).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('A remote-only position has no location')).toBeVisible();
    await screenshotsInBothThemes(page, 'locations-position-form-remote', undefined, () => centre(locations));
    await page.goto('/company/projects');
    await projectCard(page, projectName).getByRole('button', { name: 'Show positions (2)' }).click();
  });

  await test.step("close one position with 'Other' and a reason, delete the other", async () => {
    const card = projectCard(page, projectName);
    const frontEnd = positionCard(card, 'Senior Front-End Developer');
    await frontEnd.getByRole('button', { name: 'Change status of Senior Front-End Developer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Position Status' });
    await dialog.getByRole('radio', { name: 'Other' }).check();
    // Confirm stays enabled: pressed without a reason, it asks for one.
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Enter a close reason')).toBeVisible();
    await dialog.getByLabel('Close Reason').fill('Budget moved to next year');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(frontEnd.getByText('INACTIVE')).toBeVisible();
    await expect(frontEnd.getByText('Budget moved to next year')).toBeVisible();

    const qa = positionCard(card, 'Senior QA Engineer');
    await qa.getByRole('button', { name: 'Delete Senior QA Engineer' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
    await expect(confirm).toContainText('Are you sure you want to delete this position');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(qa).toHaveCount(0);
    await expect(card.getByText(NO_OPEN_POSITIONS)).toBeVisible();
  });

  await test.step('reopen the closed position', async () => {
    const card = projectCard(page, projectName);
    const frontEnd = positionCard(card, 'Senior Front-End Developer');
    await frontEnd.getByRole('button', { name: 'Change status of Senior Front-End Developer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Position Status' });
    await dialog.getByRole('radio', { name: 'Opened' }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(frontEnd.getByText('ACTIVE', { exact: true })).toBeVisible();
    await expect(card.getByText(NO_OPEN_POSITIONS)).toHaveCount(0);
  });

  await test.step('the partner finds the position by its whole country, and by a city of that country', async () => {
    const partnerPage = await pageSignedInAs(browser, partner);
    await partnerPage.goto(`/browse-projects?q=${encodeURIComponent(projectName)}`);
    const filters = partnerPage.getByRole('region', { name: 'Filters' });
    const results = partnerPage.getByRole('region', { name: 'Positions' });
    await expect(results.getByRole('article')).toHaveCount(1);
    await filters.getByRole('button', { name: /^More filters/ }).click();
    const places = filters.getByRole('tree', { name: 'Locations' });
    await filters.getByRole('searchbox', { name: 'Search Locations' }).fill('Austria');
    await places.getByRole('treeitem', { name: 'Austria', exact: true }).click();
    await expect(partnerPage).toHaveURL(/[?&]locations=10019(&|$)/);
    await expect(results.getByText('No listings found with the applied filters')).toBeVisible();
    await filters.getByRole('button', { name: 'Remove Austria' }).click();
    await filters.getByRole('searchbox', { name: 'Search Locations' }).fill('Germany');
    await places.getByRole('treeitem', { name: 'Germany', exact: true }).click();
    await filters.getByRole('searchbox', { name: 'Search Locations' }).fill('');
    await expect(partnerPage).toHaveURL(/[?&]locations=10082(&|$)/);
    const card = results.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: `View project ${projectName}` })).toBeVisible();
    await expect(card).toContainText('Germany');
    await expect(card).toContainText('Sofia');
    expect(await seriousViolations(partnerPage)).toEqual([]);
    // Munich, a city of Germany, finds what is open anywhere in Germany.
    await partnerPage.goto(`/browse-projects?q=${encodeURIComponent(projectName)}&locations=2867714`);
    await expect(results.getByRole('article')).toHaveCount(1);
    await screenshotsInBothThemes(
      partnerPage,
      'locations-browse-filter',
      async () => undefined,
      async (width) => {
        if (width < 1100) await partnerPage.getByRole('button', { name: /^Filters/ }).click();
        await centre(partnerPage.getByRole('tree', { name: 'Locations' }));
      },
    );
    await partnerPage.context().close();
  });

  await test.step("edit the project's dates and see the duration recomputed", async () => {
    await projectCard(page, projectName).getByRole('button', { name: 'Edit project' }).click();
    await expect(page.getByRole('heading', { name: 'Edit project' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(projectName);
    await page.getByLabel('End date').fill('2031-07-20');
    await expect(page.getByLabel('Months', { exact: true })).toHaveValue('6');
    await page.getByRole('button', { name: 'Save project' }).click();
    await expect(page.getByText('Project saved')).toBeVisible();
    await expect(projectCard(page, projectName).getByText('1 year 6 months')).toBeVisible();
  });

  await test.step('delete the group: the private project turns inactive', async () => {
    await page.goto('/company/partners');
    await page.getByRole('button', { name: `Delete ${groupName}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
    await expect(confirm).toContainText('removed from all projects');
    await expect(confirm).toContainText('private projects shared only with this group will become inactive');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No partner groups')).toBeVisible();
    await page.goto('/company/projects');
    const card = projectCard(page, projectName);
    await expect(card.getByText(NO_GROUPS)).toBeVisible();
    await expect(card.getByText('no partner groups')).toBeVisible();
  });

  await page.context().close();
});

test('a company that is not approved sees the visibility reminder; another company reads its project', async ({
  browser,
}) => {
  const owner = await companyMember({ approved: false, prefix: 'pending' });
  const reader = await companyMember({ prefix: 'reader' });
  const created = await owner.api.post('/api/projects', {
    data: {
      name: 'Pending project',
      description: 'A project of a company the admin has not approved yet.',
      duration: { years: 1, months: 0 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: number };

  const page = await pageSignedInAs(browser, owner);
  await page.goto('/company/projects');
  await expect(
    page.getByText(
      'Visibility Reminder: Until your company is approved by an admin, your projects will not be visible to other companies.',
    ),
  ).toBeVisible();
  await expect(projectCard(page, 'Pending project')).toBeVisible();
  await page.context().close();

  const readerPage = await pageSignedInAs(browser, reader);
  await readerPage.goto(`/project/${project.id}`);
  await expect(readerPage.getByRole('heading', { name: 'Project not found' })).toHaveCount(0);
  await readerPage.goto('/project/999999');
  await expect(readerPage.getByText('Project not found')).toBeVisible();
  await expect(readerPage.getByText("We couldn't find a project with that id.")).toBeVisible();
  await readerPage.context().close();
});

test.describe('screenshots', () => {
  test('every project screen at 1280 and 375 px, light and dark', async ({ browser }) => {
    test.setTimeout(180_000);
    const partner = await companyMember({
      prefix: 'shotpartner',
      name: `Northwind Partners ${Date.now().toString(36)}`,
    });
    const member = await companyMember({ prefix: 'shots' });
    const group = await member.api.post('/api/companies/partners', {
      data: { name: 'Trusted partners', companyIds: [partner.company.id] },
    });
    expect(group.status(), await group.text()).toBe(201);
    const groupId = ((await group.json()) as { id: number }).id;
    const created = await member.api.post('/api/projects', {
      data: {
        name: 'Customer portal',
        description: 'A customer portal for a logistics company: tracking, invoices and a support inbox.',
        startDate: '2030-01-15',
        endDate: '2031-03-14',
        partnerOnly: true,
        partnerGroups: [groupId],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const project = (await created.json()) as { id: number };
    const position = await member.api.post('/api/positions', {
      data: {
        projectId: project.id,
        patternId: 2,
        seniority: 4,
        workMode: [2, 3],
        // A whole country and a city of another: the edit form shows the city under its country.
        locations: [10082, 3],
        rate: { min: 40, max: 60 },
        requiredSkills: [
          { skillId: 86, months: 24 },
          { skillId: 56, months: 12 },
        ],
        optionalSkills: [51],
        hoursPerWeek: 40,
        minYearsExperience: 3,
        responsibilities: ['Design and implement new features'],
        hiringProcess: 'A call with the team lead, then one technical interview.',
        description: 'Build the customer portal with a team of five engineers and a designer.',
      },
    });
    expect(position.status(), await position.text()).toBe(201);
    const positionId = ((await position.json()) as { id: number }).id;

    const screens: Array<{ name: string; url: string; ready: (page: Page) => Locator }> = [
      {
        name: 'projects',
        url: '/company/projects',
        ready: (page) => page.getByRole('article', { name: 'Customer portal' }),
      },
      {
        name: 'project-create',
        url: '/company/project/create',
        ready: (page) => page.getByRole('heading', { name: 'Create project' }),
      },
      {
        name: 'project-edit',
        url: `/project/${project.id}/edit`,
        ready: (page) => page.getByRole('heading', { name: 'Edit project' }),
      },
      {
        name: 'project',
        url: `/project/${project.id}`,
        ready: (page) => page.getByRole('article', { name: 'Senior Front-End Developer' }),
      },
      {
        name: 'position-create',
        url: `/project/${project.id}/position/create`,
        ready: (page) => page.getByRole('heading', { name: 'Position Overview' }),
      },
      {
        name: 'position-edit',
        url: `/position/${positionId}/edit`,
        ready: (page) => page.getByRole('heading', { name: 'Position Overview' }),
      },
      {
        name: 'partners',
        url: '/company/partners',
        ready: (page) => page.getByRole('heading', { name: 'Trusted partners' }),
      },
    ];
    for (const theme of screenshotThemes()) {
      for (const width of [1280, 375]) {
        const page = await pageSignedInAs(browser, member);
        await page.setViewportSize({ width, height: 900 });
        if (theme === 'dark') {
          await page.addInitScript(() =>
            localStorage.setItem('benchlink-theme', JSON.stringify({ state: { isDark: true }, version: 0 })),
          );
        }
        for (const screen of screens) {
          if (theme === 'dark' && !['projects', 'project', 'position-edit'].includes(screen.name)) continue;
          await page.goto(screen.url);
          await expect(screen.ready(page)).toBeVisible();
          if (screen.name === 'projects') {
            await page.getByRole('button', { name: 'Show positions (1)' }).click();
            await expect(page.getByRole('article', { name: 'Senior Front-End Developer' })).toBeVisible();
          }
          if (screen.name === 'project') await page.getByRole('button', { name: 'See job details' }).click();
          await expectNoSidewaysOverflow(page, `${screen.name} at ${width} px`);
          await saveScreenshot(page, `projects-${screen.name}-${theme}-${width}.png`, { fullPage: true });
          if (screen.name === 'partners') {
            await page.getByRole('button', { name: 'Edit Trusted partners' }).click();
            await expect(page.getByRole('checkbox', { name: partner.company.name })).toBeChecked();
            await saveScreenshot(page, `projects-partner-form-${theme}-${width}.png`, { fullPage: true });
          }
          if (screen.name === 'project') {
            await page.getByRole('button', { name: 'Change status of Senior Front-End Developer' }).click();
            await expect(page.getByRole('radio', { name: 'Other' })).toBeVisible();
            await page.getByRole('radio', { name: 'Other' }).check();
            await saveScreenshot(page, `projects-status-dialog-${theme}-${width}.png`);
            await page.getByRole('button', { name: 'Cancel' }).click();
          }
        }
        await page.context().close();
      }
    }
  });
});
