import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import { companyMember, pageSignedInAs, type CompanyMember } from './fixtures/companies';
import { created, postPosition, talentOf } from './fixtures/marketplace';
import { readMailbox, waitForMail } from './fixtures/mailbox';
import { screenshotsInBothThemes } from './fixtures/screenshots';
import { signInAsAdmin } from './fixtures/session';

const POSITION_TITLE = 'Senior Full-Stack Developer';
const today = () => new Date().toISOString().slice(0, 10);

/** A new Senior Back-End Developer of the applicant's bench, applied to the position. */
async function applyWithNewTalent(applicant: CompanyMember, positionId: number) {
  const talent = await talentOf(applicant, 3, 4);
  return created<{ id: number }>(
    await applicant.api.post('/api/companies/apply', {
      data: { positionId, talentId: talent.id, rate: 50, availableFrom: today() },
    }),
  );
}

const screenshots = (page: Page, name: string, open?: () => Promise<void>) =>
  screenshotsInBothThemes(page, `notifications-${name}`, open);

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('a company hears of each application, decides, and both sides know what to do next', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const owner = await companyMember({ name: `Hiring ${stamp}`, prefix: 'hiring' });
  const applicant = await companyMember({ name: `Bench ${stamp}`, prefix: 'bench' });
  // Their approval was told to them too: start both with every notification read.
  for (const member of [owner, applicant]) {
    expect((await member.api.post('/api/notifications/read', { data: {} })).status()).toBe(204);
  }
  const { project, position } = await postPosition(owner, 'Card issuing');
  const since = Date.now();
  const first = await applyWithNewTalent(applicant, position.id);

  await test.step('the owner is told at once: a mail, the bell and the inbox, none naming the applicant', async () => {
    const mail = await waitForMail({ to: owner.company.email, subject: /^New application: /, since });
    expect(mail.text).toContain(project.name);
    expect(mail.text).not.toContain(applicant.company.name);

    const page = await pageSignedInAs(browser, owner);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/company/profile');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(page.getByRole('link', { name: /^Company Applications\s*, 1 waiting$/ })).toBeVisible();
    await bell(page).click();
    const notification = panel(page).getByRole('link', { name: /^Unread:\s*New application\s*\./ });
    await expect(notification).toContainText(project.name);
    await expect(panel(page)).not.toContainText(applicant.company.name);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'bell-panel', () => bell(page).click());
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(bell(page)).toBeFocused();

    await page.goto('/company/applications');
    const inbox = page.getByRole('table', { name: 'Positions of the company that received applications' });
    const row = inbox.getByRole('row').filter({ has: page.getByRole('link', { name: POSITION_TITLE }) });
    await expect(row.getByRole('cell', { name: '1', exact: true }).first()).toBeVisible();
    await expect(page.getByText(applicant.company.name)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'inbox-received');

    // Opening the notification marks it read and lands on the review.
    await bell(page).click();
    await panel(page)
      .getByRole('link', { name: /New application/ })
      .click();
    await expect(page).toHaveURL(`/position/${position.id}/applications`);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await page.context().close();
  });

  const applicantPage = await pageSignedInAs(browser, applicant);
  await applicantPage.setViewportSize({ width: 1280, height: 900 });
  await applicantPage.goto('/company/applications?view=sent');
  await expect(bell(applicantPage)).toHaveAccessibleName('Notifications');

  await test.step('the owner denies with a reason; the applicant is told without reloading, and by mail', async () => {
    const page = await pageSignedInAs(browser, owner);
    await page.goto(`/position/${position.id}/applications`);
    const table = page.getByRole('table', { name: 'Applications to this position' });
    await table.getByRole('button', { name: 'Deny' }).click();
    const deny = page.getByRole('dialog', { name: 'Deny application' });
    const explain = async () => {
      await deny.getByRole('radio', { name: 'Other' }).check();
      await deny.getByRole('textbox', { name: 'Your reason' }).fill('We need someone on site twice a week.');
    };
    await explain();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'deny-dialog', async () => {
      await table.getByRole('button', { name: 'Deny' }).click();
      await explain();
    });
    const deniedAt = Date.now();
    await deny.getByRole('button', { name: 'Deny' }).click();
    await expect(page.getByText('Application denied')).toBeVisible();
    await page.context().close();

    // The open page polls: the bell changes within the poll interval, no reload.
    await expect(bell(applicantPage)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 25_000 });
    await bell(applicantPage).click();
    await expect(panel(applicantPage).getByRole('link', { name: /^Unread:\s*Application denied\s*\./ })).toContainText(
      'Reason: We need someone on site twice a week.',
    );
    await applicantPage.keyboard.press('Escape');
    const mail = await waitForMail({ to: applicant.company.email, subject: /^Application denied: /, since: deniedAt });
    expect(mail.text).toContain('Their reason: We need someone on site twice a week.');
  });

  await test.step('the owner chooses the daily digest: the next application sends no mail of its own', async () => {
    const page = await pageSignedInAs(browser, owner);
    await page.goto('/company/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Application mails').selectOption({ label: 'Daily digest' });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Daily digest', { exact: true })).toBeVisible();
    await page.context().close();
  });

  const digestFrom = Date.now();
  const second = await applyWithNewTalent(applicant, position.id);
  expect(second.id).not.toBe(first.id);

  await test.step('the owner accepts: both get the other’s contact, and the position closes as filled', async () => {
    const page = await pageSignedInAs(browser, owner);
    await page.goto(`/position/${position.id}/applications`);
    const table = page.getByRole('table', { name: 'Applications to this position' });
    await table.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('alertdialog', { name: 'Approve application' })
      .getByRole('button', { name: 'Approve' })
      .click();
    const handOff = page.getByRole('dialog', { name: 'Application approved' });
    await expect(handOff.getByRole('group', { name: `Contact: ${applicant.company.name}` })).toBeVisible();
    await expect(handOff.getByRole('link', { name: applicant.account.email }).first()).toHaveAttribute(
      'href',
      `mailto:${applicant.account.email}`,
    );
    await handOff.getByRole('button', { name: 'Close as filled from the platform' }).click();
    await expect(page.getByText('Position closed as filled from the platform')).toBeVisible();
    await page.context().close();
    // The acceptance mail reached the applicant meanwhile; no instant mail of the second application reached the owner.
    await waitForMail({ to: applicant.company.email, subject: /^Application accepted: /, since: digestFrom });
    const instant = await readMailbox();
    expect(instant.filter((mail) => mail.to.includes(owner.company.email) && mail.receivedAt >= digestFrom)).toEqual(
      [],
    );

    await applicantPage.reload();
    // The denial was only looked at, not opened: it is still unread beside the acceptance.
    await expect(bell(applicantPage)).toHaveAccessibleName('Notifications, 2 unread');
    await bell(applicantPage).click();
    await expect(
      panel(applicantPage).getByRole('link', { name: /^Unread:\s*Application accepted\s*\./ }),
    ).toBeVisible();
    await applicantPage.keyboard.press('Escape');
    await bell(applicantPage).click();
    await panel(applicantPage).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(applicantPage)).toHaveAccessibleName('Notifications');
    await applicantPage.keyboard.press('Escape');
    const sent = applicantPage.getByRole('table', { name: 'Positions the company has applied to' });
    await sent.getByRole('button', { name: POSITION_TITLE }).click();
    const dialog = applicantPage.getByRole('dialog', { name: `Applications for ${POSITION_TITLE}` });
    await expect(dialog.getByRole('group', { name: `Contact: ${owner.company.name}` })).toContainText(
      owner.account.email,
    );
    await expect(dialog.getByText('Reason given: We need someone on site twice a week.')).toBeVisible();
    expect(await seriousViolations(applicantPage)).toEqual([]);
    await screenshots(applicantPage, 'sent-hand-off', () => sent.getByRole('button', { name: POSITION_TITLE }).click());
    await applicantPage.context().close();
  });
});

test('the admin refuses a company with a reason, which its members read, and the history shows it', async ({
  browser,
  page,
}) => {
  const pending = await companyMember({ approved: false, prefix: 'refused' });
  await signInAsAdmin(page);
  await page.goto('/admin/approve-companies');
  const card = page.getByRole('region', { name: pending.company.name });
  await card.getByRole('button', { name: 'Refuse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refuse company' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Please describe the IT services you offer.');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Refuse' }).click();
  await expect(page.getByText(`${pending.company.name} has been refused`)).toBeVisible();
  await expect(card).toHaveCount(0);
  const history = page.getByRole('table', { name: 'Approved and refused companies, latest first' });
  const row = history.getByRole('row').filter({ has: page.getByRole('link', { name: pending.company.name }) });
  await expect(row.getByText('Please describe the IT services you offer.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'admin-history');

  const member = await pageSignedInAs(browser, pending);
  await member.goto('/company/profile');
  await expect(member.getByRole('note', { name: 'Not approved' })).toContainText(
    'Please describe the IT services you offer.',
  );
  await expect(bell(member)).toHaveAccessibleName('Notifications, 1 unread');
  expect(await seriousViolations(member)).toEqual([]);
  await screenshots(member, 'refused-profile');
  await member.context().close();
});
