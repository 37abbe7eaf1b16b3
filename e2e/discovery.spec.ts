// Find and be found: keyword search, each new filter, best-match ranking both ways, the talent's private reference,
// its stored CV, and the freshness rules seen with the server's clock moved forward.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import { serverWithClockAhead } from './fixtures/clock';
import { companyMember, pageSignedInAs, type CompanyMember } from './fixtures/companies';
import { created } from './fixtures/marketplace';
import { screenshotsInBothThemes } from './fixtures/screenshots';

/** Seed ids (api/seed-data). */
const SKILL = { react: 86, typeScript: 56, rust: 67 } as const;
const ROLE = { frontEnd: 2, reactDeveloper: 9, rustDeveloper: 33 } as const;
const SENIORITY = { mid: 3, senior: 4 } as const;
const WORK_MODE = { office: 1, hybrid: 2, remote: 3 } as const;
const LOCATION = { varna: 2, sofia: 3 } as const;
const DESCRIPTION = 'A long enough description of the work to be done on this project.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });
const results = (page: Page, name: 'Positions' | 'Talents') => page.getByRole('region', { name });
const cardsOf = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

async function project(api: APIRequestContext, name: string, startDate: string) {
  return created<{ id: number; name: string }>(
    await api.post('/api/projects', {
      data: { name, description: DESCRIPTION, partnerOnly: false, partnerGroups: [], startDate, endDate: '2028-12-31' },
    }),
  );
}

async function position(api: APIRequestContext, data: Record<string, unknown>) {
  return created<{ id: number }>(
    await api.post('/api/positions', {
      data: { hoursPerWeek: 40, description: DESCRIPTION, responsibilities: [], optionalSkills: [], ...data },
    }),
  );
}

/**
 * The owner posts a senior React position (hybrid, Sofia, starting in March 2028, automating deployments) in
 * "Storefront <stamp>" and a mid Rust one (office, Varna, June 2028) in "Telemetry <stamp>".
 */
async function postPositions(owner: CompanyMember, stamp: string) {
  const storefront = await project(owner.api, `Storefront ${stamp}`, '2028-03-01');
  const telemetry = await project(owner.api, `Telemetry ${stamp}`, '2028-06-01');
  const react = await position(owner.api, {
    projectId: storefront.id,
    patternId: ROLE.reactDeveloper,
    seniority: SENIORITY.senior,
    workMode: [WORK_MODE.hybrid],
    locations: [LOCATION.sofia],
    rate: { min: 50, max: 70 },
    requiredSkills: [
      { skillId: SKILL.react, months: 36 },
      { skillId: SKILL.typeScript, months: 24 },
    ],
    minYearsExperience: 4,
    responsibilities: ['Automate infrastructure and deployments'],
  });
  const rust = await position(owner.api, {
    projectId: telemetry.id,
    patternId: ROLE.rustDeveloper,
    seniority: SENIORITY.mid,
    workMode: [WORK_MODE.office],
    locations: [LOCATION.varna],
    rate: { min: 60, max: 80 },
    requiredSkills: [{ skillId: SKILL.rust, months: 24 }],
    minYearsExperience: 2,
  });
  return { storefront, telemetry, react, rust };
}

test('a company searches, filters and ranks by fit both ways, keeps its bench named and fresh', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const owner = await companyMember({ name: `Northwind ${stamp}`, prefix: 'northwind' });
  const reader = await companyMember({ name: `Bench House ${stamp}`, prefix: 'benchhouse' });
  const listings = await postPositions(owner, stamp);
  const reference = `Anna ${stamp}`;
  const page = await pageSignedInAs(browser, reader);

  await test.step('the bench names its talent by its own reference and keeps its CV', async () => {
    await page.goto('/company/talents/add');
    await page.getByLabel(/^Name or reference/).fill(reference);
    await page.getByRole('searchbox', { name: 'Search Role' }).fill('React Developer');
    await page.getByRole('treeitem', { name: 'React Developer', exact: true }).click();
    await page.getByLabel('Seniority').selectOption({ label: 'Senior' });
    await page.getByLabel(/^Experience years/).fill('6');
    for (const [skill, months] of [
      ['React', '60'],
      ['TypeScript', '48'],
    ] as const) {
      await page.getByRole('searchbox', { name: 'Search Skills' }).fill(skill);
      await page.getByRole('treeitem', { name: skill, exact: true }).click();
      await page.getByLabel(`Months of ${skill}`).fill(months);
    }
    await page.getByLabel('Minimum rate').fill('55');
    await page.getByLabel('Maximum rate').fill('65');
    await page.getByRole('checkbox', { name: 'Hybrid' }).check();
    await page.getByRole('checkbox', { name: 'Remote' }).check();
    await page.getByRole('searchbox', { name: 'Search Locations' }).fill('Sofia');
    await page.getByRole('tree', { name: 'Locations' }).getByRole('treeitem', { name: 'Sofia', exact: true }).click();
    await page.getByLabel('Bio').fill('Builds accessible storefronts.');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'anna-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('anna-cv.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Add talent' }).click();
    await expect(page).toHaveURL(/\/company\/talents$/);
    const card = page.getByRole('article', { name: new RegExp(reference) });
    await expect(card.getByRole('heading', { name: reference })).toBeVisible();
    await expect(card.getByText(/Availability confirmed/)).toBeVisible();
    await screenshotsInBothThemes(page, 'discovery-bench');
  });
  const anna = (
    (await (await reader.api.get('/api/companies/my-talents')).json()) as {
      content: { id: number; reference: string; cv?: unknown }[];
    }
  ).content.find((talent) => talent.reference === reference)!;
  expect(anna.cv).toBeDefined();

  await test.step('keyword search finds positions by project, role and skill, stemmed and as prefixes', async () => {
    await page.goto('/browse-projects');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(`storefront ${stamp}`);
    await expect(page).toHaveURL(/[?&]q=storefront/);
    await expect(cardsOf(page, listings.storefront.name)).toHaveCount(1);
    await expect(cardsOf(page, listings.telemetry.name)).toHaveCount(0);
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');

    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(`rus ${stamp}`);
    await expect(cardsOf(page, listings.telemetry.name)).toHaveCount(1);
    await expect(cardsOf(page, listings.storefront.name)).toHaveCount(0);

    // A prefix longer than the word's stem ("automate" is stemmed "autom"), as typed halfway through the word.
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(`automat ${stamp}`);
    await expect(cardsOf(page, listings.storefront.name)).toHaveCount(1);
    await expect(cardsOf(page, listings.telemetry.name)).toHaveCount(0);
  });

  await test.step('each new filter narrows the list', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/browse-projects?q=${stamp}`);
    await expect(cardsOf(page, stamp)).toHaveCount(2);
    // Dense enough that four collapsed cards fit in an 800 px tall window at 1280 px, under the header and sort bar.
    const [first, second] = [
      await cardsOf(page, stamp).nth(0).boundingBox(),
      await cardsOf(page, stamp).nth(1).boundingBox(),
    ];
    expect(first!.y + 3 * (second!.y - first!.y) + first!.height).toBeLessThanOrEqual(800);
    await page.setViewportSize({ width: 1280, height: 900 });
    const expectOnly = async (query: string, name: string) => {
      await page.goto(`/browse-projects?q=${stamp}&${query}`);
      await expect(cardsOf(page, stamp)).toHaveCount(1);
      await expect(cardsOf(page, name)).toHaveCount(1);
    };
    // Front-End Developer covers React Developer under it.
    await expectOnly(`roles=${ROLE.frontEnd}`, listings.storefront.name);
    await expectOnly(`seniorities=${SENIORITY.mid}`, listings.telemetry.name);
    await expectOnly(`locations=${LOCATION.sofia}`, listings.storefront.name);
    await expectOnly('startDateFrom=2028-04-01', listings.telemetry.name);
    await expectOnly('startDateTo=2028-04-01', listings.storefront.name);

    // The same filters from the panel.
    await page.goto(`/browse-projects?q=${stamp}`);
    await filters(page)
      .getByRole('button', { name: /^More filters/ })
      .click();
    const mid = filters(page).getByRole('group', { name: 'Seniority' }).getByRole('checkbox', { name: 'Mid' });
    await mid.click();
    await expect(mid).toBeChecked();
    await expect(cardsOf(page, stamp)).toHaveCount(1);
    await expect(cardsOf(page, listings.telemetry.name)).toHaveCount(1);
    expect(new URL(page.url()).searchParams.get('seniorities')).toBe(String(SENIORITY.mid));
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('a talent picked for the search ranks the positions by fit, with the reasons', async () => {
    await page.goto(`/browse-projects?q=${stamp}`);
    await filters(page).getByLabel('For talent').selectOption({ label: reference });
    await expect(page.getByLabel('Sort by')).toHaveValue('match');
    const card = cardsOf(page, listings.storefront.name);
    await expect(card.getByText('100% match')).toBeVisible();
    await expect(card.getByText(/2 of 2 required skills/)).toBeVisible();
    // The Rust position asks for none of the talent's skills: it does not fit.
    await expect(cardsOf(page, listings.telemetry.name)).toHaveCount(0);
    await screenshotsInBothThemes(page, 'discovery-browse-best-match');
  });

  const ownerPage = await pageSignedInAs(browser, owner);
  await test.step('the owner ranks the talents that fit its position, never seeing the reference', async () => {
    await ownerPage.goto(`/project/${listings.storefront.id}`);
    await expect(ownerPage.getByRole('heading', { name: listings.storefront.name, level: 1 })).toBeVisible();
    await ownerPage.getByRole('link', { name: /^Talents that fit \(\d+\) for Senior React Developer/ }).click();
    await expect(ownerPage).toHaveURL(new RegExp(`positionId=${listings.react.id}`));
    await expect(ownerPage.getByLabel('Sort by')).toHaveValue('match');
    const annaCard = results(ownerPage, 'Talents').getByRole('article').filter({ hasText: reader.company.name });
    await expect(annaCard.first().getByText('100% match')).toBeVisible();
    await expect(ownerPage.getByText(reference)).toHaveCount(0);
    await screenshotsInBothThemes(ownerPage, 'discovery-talents-that-fit');
    await ownerPage.goto(`/company/${reader.company.id}`);
    await expect(ownerPage).toHaveTitle(`${reader.company.name} · Benchlink`);
    await screenshotsInBothThemes(ownerPage, 'discovery-company-page');
  });

  await test.step('the apply dialog lists the talent by its reference, best fit first, and sends its stored CV', async () => {
    const card = cardsOf(page, listings.storefront.name);
    await card.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for position' });
    const talentSelect = dialog.getByLabel('Talent');
    await expect(talentSelect.locator('option').nth(1)).toHaveText(new RegExp(`^${reference}`));
    await talentSelect.selectOption(String(anna.id));
    await expect(dialog.getByRole('checkbox', { name: `Send ${reference}'s stored CV` })).toBeChecked();
    await dialog.getByRole('textbox', { name: /^Rate/ }).fill('60');
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    await dialog.getByLabel(/^Start date/).fill(today);
    await dialog.getByRole('button', { name: 'Send Application' }).click();
    await expect(page.getByText('Application submitted successfully!')).toBeVisible();
  });

  await test.step('while the application is undecided the owner meets the talent only through it; denied, it is listed again', async () => {
    // Blind review: the same talent beside its company's name on a list would name the applicant.
    await ownerPage.goto(`/company/${reader.company.id}`);
    await expect(ownerPage.getByRole('heading', { name: reader.company.name, level: 1 })).toBeVisible();
    await expect(ownerPage.getByText('No talents shared with you')).toBeVisible();
    const received = await owner.api.get(`/api/companies/applications?positionId=${listings.react.id}`);
    expect(received.status()).toBe(200);
    const [application] = (await received.json()) as { id: number }[];
    expect((await owner.api.put(`/api/companies/applications/reject/${application!.id}`)).status()).toBe(200);
    await ownerPage.reload();
    await expect(ownerPage.getByRole('region', { name: /Talents shared with you/ }).getByRole('article')).toHaveCount(
      1,
    );
  });

  await test.step('unconfirmed for 16 days: marked and ranked after fresh talents; after 31: gone until confirmed', async () => {
    const ahead16 = await serverWithClockAhead(16);
    try {
      const later = await browser.newContext({ baseURL: ahead16.url });
      const laterPage = await later.newPage();
      await signIn(laterPage, owner, ahead16.url);
      await laterPage.goto(`/company/${reader.company.id}`);
      const card = laterPage.getByRole('region', { name: /Talents shared with you/ }).getByRole('article');
      await expect(card).toHaveCount(1);
      await expect(card.getByText('Availability not confirmed')).toBeVisible();
      await later.close();
    } finally {
      await ahead16.stop();
    }

    const ahead31 = await serverWithClockAhead(31);
    try {
      const ownerLater = await browser.newContext({ baseURL: ahead31.url });
      const ownerLaterPage = await ownerLater.newPage();
      await signIn(ownerLaterPage, owner, ahead31.url);
      await ownerLaterPage.goto(`/company/${reader.company.id}`);
      await expect(ownerLaterPage.getByRole('heading', { name: reader.company.name, level: 1 })).toBeVisible();
      await expect(ownerLaterPage.getByText('No talents shared with you')).toBeVisible();

      const readerLater = await browser.newContext({ baseURL: ahead31.url });
      const readerLaterPage = await readerLater.newPage();
      await signIn(readerLaterPage, reader, ahead31.url);
      await readerLaterPage.goto('/company/talents');
      const own = readerLaterPage.getByRole('article').filter({ hasText: reference });
      await expect(own.getByText(/Hidden from other companies/)).toBeVisible();
      await own.getByRole('button', { name: 'Confirm availability' }).click();
      await expect(own.getByText(/Availability confirmed/)).toBeVisible();

      await ownerLaterPage.reload();
      await expect(
        ownerLaterPage.getByRole('region', { name: /Talents shared with you/ }).getByRole('article'),
      ).toHaveCount(1);
      await ownerLater.close();
      await readerLater.close();
    } finally {
      await ahead31.stop();
    }
  });
});

/** Signs `member` in on the server at `origin` (a session of the main server is idle-expired there). */
async function signIn(page: Page, member: CompanyMember, origin: string) {
  const response = await page.request.post(`${origin}/api/auth/login`, {
    data: { usernameOrEmail: member.account.username, password: member.account.password },
    headers: { Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}
