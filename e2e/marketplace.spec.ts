import { seriousViolations } from './fixtures/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { companyMember, pageSignedInAs } from './fixtures/companies';

/** Seed ids (api/seed-data): skills, work modes, a role, a seniority and a town. */
const SKILL = { kotlin: 58, python: 62, typeScript: 56, react: 86 } as const;
const WORK_MODE = { office: 1, remote: 3 } as const;
const BACK_END_DEVELOPER = 3;
const SENIOR = 4;
const PLOVDIV = 1;

const DESCRIPTION = 'A long enough description of the work to be done on this project.';

async function post<T>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await api.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

const createProject = (api: APIRequestContext, name: string) =>
  post<{ id: number; name: string }>(api, '/api/projects', {
    name,
    description: DESCRIPTION,
    partnerOnly: false,
    duration: { years: 1, months: 0 },
  });

const createPosition = (api: APIRequestContext, projectId: number, overrides: Record<string, unknown>) =>
  post<{ id: number }>(api, '/api/positions', {
    projectId,
    patternId: BACK_END_DEVELOPER,
    seniority: SENIOR,
    workMode: [WORK_MODE.remote],
    rate: { min: 40, max: 60 },
    requiredSkills: [{ skillId: SKILL.kotlin, months: 12 }],
    optionalSkills: [],
    hoursPerWeek: 40,
    responsibilities: [],
    description: DESCRIPTION,
    ...overrides,
  });

/** Today where the browser is, as the date input wants it. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });
const cardOf = (page: Page, projectName: string, title: string) =>
  page
    .getByRole('article')
    .filter({ hasText: projectName })
    .filter({ has: page.getByRole('heading', { name: title }) });

test('a company finds a position by skill and rate, applies with a talent and a CV, and browses talents for its own position', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await companyMember();
  const applicant = await companyMember();

  const projectName = `Kotlin migration ${Date.now().toString(36)}`;
  const project = await createProject(owner.api, projectName);
  await createPosition(owner.api, project.id, {});
  await createPosition(owner.api, project.id, {
    requiredSkills: [{ skillId: SKILL.python, months: 12 }],
    rate: { min: 80, max: 100 },
  });
  const talent = await post<{ id: number }>(applicant.api, '/api/companies/talents', {
    workModes: [WORK_MODE.remote],
    description: 'Backend developer with years of Kotlin.',
    experience: {
      patternId: BACK_END_DEVELOPER,
      seniorityId: SENIOR,
      totalTime: { years: 6, months: 0 },
      skills: [{ skillId: SKILL.kotlin, months: 48 }],
    },
    minRate: 45,
    maxRate: 55,
  });

  const page = await pageSignedInAs(browser, applicant);
  await page.goto('/browse-projects');
  await expect(page.getByRole('heading', { name: 'Browse Projects', level: 1 })).toBeVisible();

  await filters(page).getByRole('searchbox', { name: 'Search Skills' }).fill('Kotlin');
  await filters(page).getByRole('treeitem', { name: 'Kotlin' }).click();
  await filters(page).getByRole('textbox', { name: 'Rate' }).fill('50');
  await expect(page).toHaveURL(/[?&]rate=50(&|$)/);
  expect(new URL(page.url()).searchParams.get('skills')).toBe(String(SKILL.kotlin));

  const kotlinCard = cardOf(page, projectName, 'Senior Back-End Developer');
  await expect(kotlinCard).toHaveCount(1);
  await expect(page.getByRole('article').filter({ hasText: projectName })).toHaveCount(1);

  await page.reload();
  await expect(kotlinCard).toHaveCount(1);
  await expect(page.getByRole('article').filter({ hasText: projectName })).toHaveCount(1);
  await expect(filters(page).getByRole('textbox', { name: 'Rate' })).toHaveValue('50');
  expect(await seriousViolations(page)).toEqual([]);

  await kotlinCard.getByRole('link', { name: `View project ${projectName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`));
  await page.goBack();
  await expect(page).toHaveURL(/[?&]rate=50(&|$)/);
  await expect(kotlinCard).toHaveCount(1);

  await kotlinCard.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for position' });
  const kotlinPosition = 'Senior Back-End Developer · 40–60 €/h';
  await expect(dialog.getByRole('checkbox', { name: kotlinPosition })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Senior Back-End Developer · 80–100 €/h' })).not.toBeChecked();
  const fields = dialog.getByRole('group', { name: kotlinPosition });
  await fields.getByLabel('Talent').selectOption(String(talent.id));
  await fields.getByRole('textbox', { name: /^Rate/ }).fill('50');
  await fields.getByLabel(/^Start date/).fill(today());
  await fields.locator('input[type="file"]').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await expect(fields.getByText('cv.pdf')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send Application' }).click();

  await expect(page.getByText('Application submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(kotlinCard.getByRole('link', { name: 'View Applications (1)' })).toBeVisible();

  // Browse talents pre-filled from one of the applicant's own positions.
  const ownProject = await createProject(applicant.api, `Storefront ${Date.now().toString(36)}`);
  const ownPosition = await createPosition(applicant.api, ownProject.id, {
    patternId: 2,
    workMode: [WORK_MODE.office, WORK_MODE.remote],
    locations: [PLOVDIV],
    requiredSkills: [{ skillId: SKILL.typeScript, months: 24 }],
    optionalSkills: [SKILL.react],
  });
  await page.goto(`/browse-talents?positionId=${ownPosition.id}`);
  await expect(page.getByRole('heading', { name: 'Browse Talents', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/[?&]skills=/);
  const url = new URL(page.url());
  expect(url.searchParams.get('skills')?.split(',').map(Number).sort()).toEqual([SKILL.typeScript, SKILL.react].sort());
  expect(url.searchParams.get('workModes')?.split(',').map(Number).sort()).toEqual([
    WORK_MODE.office,
    WORK_MODE.remote,
  ]);
  await expect(filters(page).getByRole('combobox', { name: 'My position' })).toHaveValue(String(ownPosition.id));
  await expect(filters(page).getByRole('checkbox', { name: 'Office' })).toBeChecked();
  await expect(filters(page).getByRole('checkbox', { name: 'Remote' })).toBeChecked();
  await expect(filters(page).getByRole('checkbox', { name: 'Hybrid' })).not.toBeChecked();
  await expect(filters(page).getByRole('button', { name: 'Remove TypeScript' })).toBeVisible();
  await expect(filters(page).getByRole('button', { name: 'Remove React' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(
    page
      .getByRole('region', { name: 'Talents' })
      .getByText(/\d+ talents?/)
      .first(),
  ).toBeVisible();
});
