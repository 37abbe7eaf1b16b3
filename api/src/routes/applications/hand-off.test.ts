import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, ApplicationListItem } from '@benchlink/contracts/applications';
import type { Company } from '@benchlink/contracts/companies';
import { users } from '../../db/schema/users';
import { send, userWithCompany } from '../../test/companies';
import { createPosition, createProject } from '../../test/projects';
import { applyWithNewTalent } from '../../test/talents';
import { createTestApp, type TestApp } from '../../test/test-app';

// What a decision leads to: a denial's reason for the applicant, and at acceptance each side's contact for the other.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = { message: string[]; field?: string[] };

async function scene() {
  const owner = await userWithCompany(t, { approved: true });
  const applicant = await userWithCompany(t, { approved: true });
  const project = await createProject(t, owner.cookie);
  const position = await createPosition(t, owner.cookie, project.id);
  const company = async (who: typeof owner) =>
    (await (await send(t, 'GET', `/api/companies/${who.company.id}`, who.cookie)).json()) as Company;
  const apply = () => applyWithNewTalent(t, applicant.cookie, position.id);
  const read = async (cookie: string, id: number) =>
    (await (await send(t, 'GET', `/api/companies/applications/${id}`, cookie)).json()) as Application;
  const sent = async () =>
    (await (await send(t, 'GET', '/api/companies/my-applications', applicant.cookie)).json()) as ApplicationListItem[];
  const received = async () =>
    (await (
      await send(t, 'GET', `/api/companies/applications?positionId=${position.id}`, owner.cookie)
    ).json()) as ApplicationListItem[];
  return {
    owner,
    applicant,
    ownerCompany: await company(owner),
    applicantCompany: await company(applicant),
    apply,
    read,
    sent,
    received,
  };
}

describe('a denial’s reason', () => {
  it('is stored with the denial and shown to both parties as denyReason', async () => {
    const { owner, applicant, apply, read, sent, received } = await scene();
    const application = await apply();
    const res = await send(t, 'PUT', `/api/companies/applications/reject/${application.id}`, owner.cookie, {
      reason: '  Rate above budget  ',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Application).denyReason).toBe('Rate above budget');
    expect((await read(applicant.cookie, application.id)).denyReason).toBe('Rate above budget');
    expect((await sent()).find((item) => item.id === application.id)?.denyReason).toBe('Rate above budget');
    expect((await received()).find((item) => item.id === application.id)?.denyReason).toBe('Rate above budget');
  });

  it('is optional, at most 300 characters, and refused in whole when too long', async () => {
    const { owner, applicant, apply, read } = await scene();
    const application = await apply();
    const tooLong = await send(t, 'PUT', `/api/companies/applications/reject/${application.id}`, owner.cookie, {
      reason: 'x'.repeat(301),
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as ErrorBody).field).toEqual(['reason']);
    expect((await read(applicant.cookie, application.id)).applicationStatus).toBe('IN_PROGRESS');
    const plain = await send(t, 'PUT', `/api/companies/applications/reject/${application.id}`, owner.cookie);
    expect(plain.status).toBe(200);
    expect(await plain.json()).not.toHaveProperty('denyReason');
  });
});

describe('the hand-off at acceptance', () => {
  it('gives each side the other’s company and member contact once accepted, and nothing before', async () => {
    const { owner, applicant, ownerCompany, applicantCompany, apply, read, sent, received } = await scene();
    const application = await apply();
    expect(await read(owner.cookie, application.id)).not.toHaveProperty('contact');
    expect(await read(applicant.cookie, application.id)).not.toHaveProperty('contact');

    const accepted = await send(t, 'PUT', `/api/companies/applications/accept/${application.id}`, owner.cookie);
    const applicantContact = {
      companyName: applicantCompany.name,
      companyEmail: applicantCompany.email,
      name: `${applicant.user.firstName} ${applicant.user.lastName}`,
      email: applicant.user.email,
    };
    const ownerContact = {
      companyName: ownerCompany.name,
      companyEmail: ownerCompany.email,
      name: `${owner.user.firstName} ${owner.user.lastName}`,
      email: owner.user.email,
    };
    expect(((await accepted.json()) as Application).contact).toEqual(applicantContact);
    expect((await read(owner.cookie, application.id)).contact).toEqual(applicantContact);
    expect((await received()).find((item) => item.id === application.id)?.contact).toEqual(applicantContact);
    expect((await read(applicant.cookie, application.id)).contact).toEqual(ownerContact);
    expect((await sent()).find((item) => item.id === application.id)?.contact).toEqual(ownerContact);
  });

  it('keeps the company contact when the member’s account is gone', async () => {
    const { owner, applicant, applicantCompany, apply, read } = await scene();
    const application = await apply();
    await send(t, 'PUT', `/api/companies/applications/accept/${application.id}`, owner.cookie);
    await t.db.delete(users).where(eq(users.id, applicant.user.id));
    expect((await read(owner.cookie, application.id)).contact).toEqual({
      companyName: applicantCompany.name,
      companyEmail: applicantCompany.email,
      name: null,
      email: null,
    });
  });
});
