import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '@benchlink/contracts/applications';
import type { Company } from '@benchlink/contracts/companies';
import type { Talent } from '@benchlink/contracts/talents';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { send, userWithCompany } from '../../test/companies';
import { createPosition, createProject } from '../../test/projects';

// The mails of an application's life, through the real outbox to an SMTP server: to the position's company when it
// arrives (as it chose), to the applying company when it is decided.
let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const emailOf = async (companyId: number, cookie: string) =>
  ((await (await send(t, 'GET', `/api/companies/${companyId}`, cookie)).json()) as Company).email;

async function scene(ownerMail: 'INSTANT' | 'DAILY_DIGEST' | 'OFF' = 'INSTANT') {
  const owner = await userWithCompany(t, { approved: true });
  await t.db.update(companies).set({ applicationMail: ownerMail }).where(eq(companies.id, owner.company.id));
  const [ownerUser] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
  const applicant = await userWithCompany(t, { approved: true });
  const project = await createProject(t, owner.cookie, { name: 'Card issuing' });
  const position = await createPosition(t, owner.cookie, project.id);
  const talent = (await (
    await send(t, 'POST', '/api/companies/talents', applicant.cookie, {
      reference: 'BE-042 Anna',
      workModes: [3],
      experience: {
        patternId: 2,
        seniorityId: 3,
        totalTime: { years: 2, months: 0 },
        skills: [{ skillId: 10, months: 12 }],
      },
    })
  ).json()) as Talent;
  const apply = async () =>
    (await (
      await send(t, 'POST', '/api/companies/apply', applicant.cookie, {
        positionId: position.id,
        talentId: talent.id,
        rate: 40,
        availableFrom: new Date().toISOString().slice(0, 10),
      })
    ).json()) as Application;
  return {
    owner,
    ownerUser: ownerUser!,
    ownerEmail: await emailOf(owner.company.id, owner.cookie),
    applicant,
    applicantEmail: await emailOf(applicant.company.id, applicant.cookie),
    position,
    talent,
    apply,
  };
}

const mailsTo = (to: string, subject: RegExp) =>
  smtp.received.filter((mail) => mail.to === to && subject.test(mail.subject));

describe('application mails', () => {
  it('mails the position’s company at once for each application, without naming the applicant', async () => {
    const { ownerEmail, applicant, position, apply } = await scene('INSTANT');
    await apply();
    await t.mailer.flush();
    const mail = await smtp.waitForMail(ownerEmail, /^New application: /);
    expect(mail.text).toContain('Card issuing');
    expect(mail.text).not.toContain(applicant.company.name);
    // The talent's reference is its own company's only.
    expect(mail.text).not.toContain('BE-042 Anna');
    expect(mail.links).toContain(`${t.config.publicUrl}/position/${position.id}/applications`);
    expect(mailsTo(ownerEmail, /^New application: /)).toHaveLength(1);
  });

  it('sends no instant mail to a company that chose the daily digest or no mail', async () => {
    for (const choice of ['DAILY_DIGEST', 'OFF'] as const) {
      const { ownerEmail, apply } = await scene(choice);
      await apply();
      await t.mailer.flush();
      expect(mailsTo(ownerEmail, /^New application: /), choice).toEqual([]);
    }
  });

  it('mails the applicant an acceptance with the hand-off: who accepted and how to reach them, once', async () => {
    const { owner, ownerUser, ownerEmail, applicantEmail, talent, apply } = await scene();
    const application = await apply();
    const accept = () => send(t, 'PUT', `/api/companies/applications/accept/${application.id}`, owner.cookie);
    expect((await accept()).status).toBe(200);
    await t.mailer.flush();
    const mail = await smtp.waitForMail(applicantEmail, /Application accepted/);
    expect(mail.contentType).toBe('multipart/alternative');
    expect(mail.text).toContain('Card issuing');
    expect(mail.text).toContain(owner.company.name);
    // The applying company's own reference names its talent.
    expect(mail.text).toContain(`(${talent.reference})`);
    expect(talent.reference).toBe('BE-042 Anna');
    expect(mail.text).toContain(`${ownerUser.firstName} ${ownerUser.lastName} accepted it: ${ownerUser.email}.`);
    expect(mail.text).toContain(`${owner.company.name}: ${ownerEmail}.`);
    expect(mail.links).toContain(`${t.config.publicUrl}/company/applications?view=sent`);

    // The same decision again sends nothing more.
    expect((await accept()).status).toBe(200);
    await t.mailer.flush();
    expect(mailsTo(applicantEmail, /Application accepted/)).toHaveLength(1);
  });

  it('mails the applicant a denial with the reason given, and says so when none was', async () => {
    const { owner, applicantEmail, apply } = await scene();
    const first = await apply();
    const denied = await send(t, 'PUT', `/api/companies/applications/reject/${first.id}`, owner.cookie, {
      reason: 'Rate above budget',
    });
    expect(denied.status).toBe(200);
    const second = await apply();
    expect((await send(t, 'PUT', `/api/companies/applications/reject/${second.id}`, owner.cookie)).status).toBe(200);
    await t.mailer.flush();
    await smtp.waitForMail(applicantEmail, /Application denied/);
    const texts = mailsTo(applicantEmail, /Application denied/).map((mail) => mail.text);
    expect(texts).toHaveLength(2);
    expect(texts.some((text) => text.includes('Their reason: Rate above budget'))).toBe(true);
    expect(texts.some((text) => text.includes('They gave no reason.'))).toBe(true);
    for (const text of texts) expect(text).toContain('(BE-042 Anna)');
  });
});
