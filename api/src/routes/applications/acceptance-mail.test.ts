import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '@benchlink/contracts/applications';
import type { Company } from '@benchlink/contracts/companies';
import type { Talent } from '@benchlink/contracts/talents';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { send, userWithCompany } from '../../test/companies';
import { createPosition, createProject } from '../../test/projects';

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

describe('PUT /api/companies/applications/accept/{id}', () => {
  it('mails the applying company which position and talent were accepted, with a link to its applications', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const applicant = await userWithCompany(t, { approved: true });
    const applicantCompany = (await (
      await send(t, 'GET', `/api/companies/${applicant.company.id}`, applicant.cookie)
    ).json()) as Company;
    const project = await createProject(t, owner.cookie, { name: 'Card issuing' });
    const position = await createPosition(t, owner.cookie, project.id);
    const talent = (await (
      await send(t, 'POST', '/api/companies/talents', applicant.cookie, {
        workModes: [3],
        experience: {
          patternId: 2,
          seniorityId: 3,
          totalTime: { years: 2, months: 0 },
          skills: [{ skillId: 10, months: 12 }],
        },
      })
    ).json()) as Talent;
    const application = (await (
      await send(t, 'POST', '/api/companies/apply', applicant.cookie, {
        positionId: position.id,
        talentId: talent.id,
        rate: 40,
        availableFrom: new Date().toISOString().slice(0, 10),
      })
    ).json()) as Application;

    expect((await send(t, 'PUT', `/api/companies/applications/accept/${application.id}`, owner.cookie)).status).toBe(
      200,
    );
    await t.mailer.flush();
    const mail = await smtp.waitForMail(applicantCompany.email, /Application accepted/);
    expect(mail.contentType).toBe('multipart/alternative');
    expect(mail.text).toContain('Card issuing');
    expect(mail.text).toContain(owner.company.name);
    expect(mail.text).toContain(`talent #${talent.id}`);
    expect(mail.links).toContain(`${t.config.publicUrl}/company/applications`);

    // The same decision again sends nothing more.
    expect((await send(t, 'PUT', `/api/companies/applications/accept/${application.id}`, owner.cookie)).status).toBe(
      200,
    );
    await t.mailer.flush();
    expect(smtp.received.filter((received) => /Application accepted/.test(received.subject))).toHaveLength(1);
  });
});
