import { seriousViolations } from './fixtures/axe';
import { expect, test, type Page } from '@playwright/test';
import { companyMember, pageSignedInAs } from './fixtures/companies';
import { created, postPosition, talentOf } from './fixtures/marketplace';
import { expectNoSidewaysOverflow, saveScreenshot } from './fixtures/screenshots';

/** The smallest PDF the server's content check accepts as a CV. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** Titles from the seed data: seniority label, then role name. */
const POSITION_TITLE = 'Senior Full-Stack Developer';
const NO_CV_TALENT = 'Mid Front-End Developer';
const CV_TALENT = 'Senior Back-End Developer';

const today = () => new Date().toISOString().slice(0, 10);

/** A screenshot at desktop and phone width; nothing may overflow the phone's width (tables scroll inside themselves). */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysOverflow(page, `${name} at ${width} px`);
    await saveScreenshot(page, `applications-${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a company reviews applications blind, decides, and the applicant follows them', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const owner = await companyMember({ name: `Owner ${stamp}`, prefix: 'owner' });
  const applicant = await companyMember({ name: `Applicant ${stamp}`, prefix: 'applicant' });
  const outsider = await companyMember({ name: `Outsider ${stamp}`, prefix: 'outsider' });
  const { project, position } = await postPosition(owner, 'Payments platform');

  const [noCvTalent, cvTalent] = [await talentOf(applicant, 2, 3), await talentOf(applicant, 3, 4)];
  const withoutCv = await created<{ id: number }>(
    await applicant.api.post('/api/companies/apply', {
      data: { positionId: position.id, talentId: noCvTalent.id, rate: 45, availableFrom: today() },
    }),
  );
  const withCv = await created<{ id: number; hasCv: boolean }>(
    await applicant.api.post('/api/companies/apply', {
      multipart: {
        positionId: String(position.id),
        talentId: String(cvTalent.id),
        rate: '55',
        availableFrom: today(),
        file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
  );
  expect(withCv.hasCv).toBe(true);

  await test.step('the owner reviews both applications without knowing who sent them', async () => {
    const page = await pageSignedInAs(browser, owner);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/position/${position.id}/applications`);
    await expect(page.getByRole('heading', { level: 1, name: 'Review Applications' })).toBeVisible();
    const summary = page.getByRole('region', { name: `Position ${POSITION_TITLE}` });
    await expect(summary.getByRole('heading', { name: POSITION_TITLE })).toBeVisible();
    await expect(summary.getByRole('link', { name: project.name })).toHaveAttribute('href', `/project/${project.id}`);
    await expect(summary.getByText('40–60 €/h')).toBeVisible();
    await expect(summary.getByText('Remote')).toBeVisible();

    const table = page.getByRole('table', { name: 'Applications to this position' });
    await expect(table.getByRole('row')).toHaveCount(3);
    const noCvRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: NO_CV_TALENT }) });
    const cvRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: CV_TALENT }) });
    await expect(noCvRow.getByText('Applied')).toBeVisible();
    await expect(noCvRow.getByText('No CV')).toBeVisible();
    // Blind review: the talent opens through the application, with no id or company to join on.
    await expect(cvRow.getByRole('link', { name: CV_TALENT })).toHaveAttribute(
      'href',
      `/application/${withCv.id}/talent`,
    );
    await expect(page.getByText(applicant.company.name)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'review');

    await noCvRow.getByRole('link', { name: NO_CV_TALENT }).click();
    await expect(page).toHaveURL(`/application/${withoutCv.id}/talent`);
    await expect(page.getByText("The talent's company is shown once you accept its application.")).toBeVisible();
    await expect(page.getByText(applicant.company.name)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goBack();
    await expect(table.getByRole('row')).toHaveCount(3);

    const download = page.waitForEvent('download');
    await cvRow.getByRole('link', { name: 'Download CV' }).click();
    expect((await download).suggestedFilename()).toBe(`cv-application-${withCv.id}.pdf`);

    await noCvRow.getByRole('button', { name: 'Deny' }).click();
    const deny = page.getByRole('dialog', { name: 'Deny application' });
    await deny.getByRole('radio', { name: 'The experience does not match the position' }).check();
    await deny.getByRole('button', { name: 'Deny' }).click();
    await expect(page.getByText('Application denied')).toBeVisible();
    await expect(noCvRow.getByText('Denied')).toBeVisible();
    await expect(noCvRow.getByRole('button', { name: 'Deny' })).toHaveCount(0);

    await cvRow.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('alertdialog', { name: 'Approve application' });
    await expect(approve).toContainText('Are you sure you want to approve this application?');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'approve-dialog');
    await approve.getByRole('button', { name: 'Approve' }).click();
    // The hand-off: the applicant's contact, and the offer to close the position as filled.
    const handOff = page.getByRole('dialog', { name: 'Application approved' });
    await expect(handOff.getByRole('link', { name: applicant.account.email }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'hand-off');
    await handOff.getByRole('button', { name: 'Keep the position open' }).click();
    await expect(cvRow.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(cvRow.getByRole('group', { name: `Contact: ${applicant.company.name}` })).toBeVisible();
    await expect(cvRow.getByRole('link', { name: applicant.company.name })).toHaveAttribute(
      'href',
      `/company/${applicant.company.id}`,
    );
    await expect(cvRow.getByRole('link', { name: CV_TALENT })).toHaveAttribute('href', `/talent/${cvTalent.id}`);
    await expect(noCvRow.getByText(applicant.company.name)).toHaveCount(0);
    await screenshots(page, 'review-decided');
    await page.context().close();
  });

  await test.step('the applicant sees the position accepted, and neither decided application can be cancelled', async () => {
    const page = await pageSignedInAs(browser, applicant);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/company/applications?view=sent');
    await expect(page.getByRole('heading', { level: 1, name: 'Company Applications' })).toBeVisible();
    await expect(page.getByText('1 Position', { exact: true })).toBeVisible();
    const row = page.getByRole('table', { name: 'Positions the company has applied to' }).getByRole('row').nth(1);
    await expect(row.getByRole('link', { name: project.name })).toHaveAttribute('href', `/project/${project.id}`);
    await expect(row.getByRole('link', { name: owner.company.name })).toHaveAttribute(
      'href',
      `/company/${owner.company.id}`,
    );
    // The count, and which of its own talents applied, by the applicant's references for them.
    const talentsCell = row.getByRole('cell', { name: /^2 / });
    await expect(talentsCell).toContainText(noCvTalent.reference);
    await expect(talentsCell).toContainText(cvTalent.reference);
    await expect(row.getByText('Accepted')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'company');

    await row.getByRole('button', { name: POSITION_TITLE }).click();
    const dialog = page.getByRole('dialog', { name: `Applications for ${POSITION_TITLE}` });
    const rows = dialog.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    // The applicant's own dialog names each talent by its reference, its title beneath.
    const acceptedRow = rows.filter({ has: page.getByRole('link', { name: cvTalent.reference, exact: true }) });
    await expect(acceptedRow.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(acceptedRow.getByText(CV_TALENT)).toBeVisible();
    const deniedRow = rows.filter({ has: page.getByRole('link', { name: noCvTalent.reference, exact: true }) });
    await expect(deniedRow.getByText(NO_CV_TALENT)).toBeVisible();
    await expect(deniedRow.getByText('Denied')).toBeVisible();
    await expect(deniedRow.getByText('Reason given: The experience does not match the position')).toBeVisible();
    await expect(acceptedRow.getByRole('group', { name: `Contact: ${owner.company.name}` })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'sent-dialog');
    await page.context().close();
  });

  await test.step('a third company can neither download the CV nor read the applications', async () => {
    // Another company's application and position are as unknown to it as missing ids (no existence oracle).
    expect((await outsider.api.get(`/api/companies/applications/${withCv.id}/cv`)).status()).toBe(404);
    expect((await outsider.api.get(`/api/companies/applications?positionId=${position.id}`)).status()).toBe(404);
    expect((await applicant.api.get(`/api/companies/applications/${withoutCv.id}/cv`)).status()).toBe(404);
  });
});
