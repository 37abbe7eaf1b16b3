import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@benchlink/contracts/notifications';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { send, signInAdmin, userWithCompany } from '../../test/companies';
import { createGroup, createPosition, createProject } from '../../test/projects';
import { createSignedInUser } from '../../test/sessions';
import { applyWithNewTalent } from '../../test/talents';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = { status: number; message: string[] };

const bell = async (cookie: string, query = '') => {
  const res = await send(t, 'GET', `/api/notifications${query}`, cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as NotificationPage;
};
const typesOf = async (cookie: string) => (await bell(cookie)).content.map((item) => item.type);

/** A second member of the company, signed in. */
async function colleagueOf(companyId: number) {
  const { user, cookie } = await createSignedInUser(t);
  await t.db.update(users).set({ companyId }).where(eq(users.id, user.id));
  return cookie;
}

/** Company A (two members) posts an open position; approved company B applies to it with a talent. */
async function applicationScene() {
  const owner = await userWithCompany(t, { approved: true });
  const ownerColleague = await colleagueOf(owner.company.id);
  const applicant = await userWithCompany(t, { approved: true });
  const project = await createProject(t, owner.cookie, { name: 'Payments platform' });
  const position = await createPosition(t, owner.cookie, project.id);
  const apply = () => applyWithNewTalent(t, applicant.cookie, position.id);
  return { owner, ownerColleague, applicant, project, position, apply };
}

describe('who is told what', () => {
  it('tells every member of the position’s company of an application, without naming the applicant', async () => {
    const { owner, ownerColleague, applicant, position, apply } = await applicationScene();
    await apply();
    for (const cookie of [owner.cookie, ownerColleague]) {
      const page = await bell(cookie);
      expect(page.unread).toBe(1);
      expect(page.content).toEqual([
        {
          id: expect.any(Number),
          type: 'APPLICATION_RECEIVED',
          title: 'New application',
          body: expect.stringMatching(/^A company applied to .+ in Payments platform\.$/),
          link: `/position/${position.id}/applications`,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          read: false,
        },
      ]);
      expect(JSON.stringify(page)).not.toContain(applicant.company.name);
    }
    expect((await bell(applicant.cookie)).content).toEqual([]);
  });

  it('tells the applicant of a denial and of an acceptance, naming the position’s company', async () => {
    const { owner, applicant, apply } = await applicationScene();
    const denied = await apply();
    expect((await send(t, 'PUT', `/api/companies/applications/reject/${denied.id}`, owner.cookie)).status).toBe(200);
    const accepted = await apply();
    expect((await send(t, 'PUT', `/api/companies/applications/accept/${accepted.id}`, owner.cookie)).status).toBe(200);
    // The same decision again changes nothing and tells nobody twice.
    expect((await send(t, 'PUT', `/api/companies/applications/accept/${accepted.id}`, owner.cookie)).status).toBe(200);
    const page = await bell(applicant.cookie);
    expect(page.content.map((item) => [item.type, item.title, item.link])).toEqual([
      ['APPLICATION_ACCEPTED', 'Application accepted', '/company/applications?view=sent'],
      ['APPLICATION_DENIED', 'Application denied', '/company/applications?view=sent'],
    ]);
    expect(page.content[0]!.body).toMatch(new RegExp(`^${owner.company.name} accepted your application to .+\\.$`));
    expect(await typesOf(owner.cookie)).toEqual(['APPLICATION_RECEIVED', 'APPLICATION_RECEIVED']);
  });

  it('tells the position’s company of a withdrawal, still without naming the applicant', async () => {
    const { owner, applicant, apply } = await applicationScene();
    const application = await apply();
    expect(
      (await send(t, 'PUT', `/api/companies/applications/cancel/${application.id}`, applicant.cookie)).status,
    ).toBe(200);
    const page = await bell(owner.cookie);
    expect(page.content.map((item) => item.type)).toEqual(['APPLICATION_CANCELLED', 'APPLICATION_RECEIVED']);
    expect(page.content[0]!.body).toMatch(/^An applicant withdrew its application to .+ in Payments platform\.$/);
    expect(JSON.stringify(page)).not.toContain(applicant.company.name);
  });

  it('tells applicants whose application is undecided that the position closed, once', async () => {
    const { owner, applicant, position, apply } = await applicationScene();
    await apply();
    const decided = await userWithCompany(t, { approved: true });
    const decidedApplication = await applyWithNewTalent(t, decided.cookie, position.id);
    await send(t, 'PUT', `/api/companies/applications/reject/${decidedApplication.id}`, owner.cookie);

    const close = (statusId: number) =>
      send(t, 'PUT', `/api/positions/${position.id}/status?statusId=${statusId}`, owner.cookie);
    expect((await close(2)).status).toBe(200);
    // Already closed: another closed status tells nobody again.
    expect((await close(3)).status).toBe(200);
    const page = await bell(applicant.cookie);
    expect(page.content.map((item) => item.type)).toEqual(['POSITION_CLOSED']);
    expect(page.content[0]!.body).toMatch(
      new RegExp(`^${owner.company.name} closed .+ in Payments platform while your application was in progress\\.$`),
    );
    expect(await typesOf(decided.cookie)).toEqual(['APPLICATION_DENIED']);
  });

  it('tells a company’s members that it was approved, once', async () => {
    const pending = await userWithCompany(t);
    const colleague = await colleagueOf(pending.company.id);
    const admin = await signInAdmin(t);
    for (let time = 0; time < 2; time += 1) {
      expect((await send(t, 'POST', `/api/admin/approve/${pending.company.id}`, admin.cookie)).status).toBe(200);
    }
    for (const cookie of [pending.cookie, colleague]) {
      const page = await bell(cookie);
      expect(page.content.map((item) => [item.type, item.title, item.link])).toEqual([
        ['COMPANY_APPROVED', 'Company approved', '/browse-projects'],
      ]);
      expect(page.content[0]!.body).toContain(pending.company.name);
    }
  });

  it('tells companies added to a partner group, by the owner’s name and never the group’s', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const first = await userWithCompany(t, { approved: true });
    const second = await userWithCompany(t, { approved: true });
    const group = await createGroup(t, owner.cookie, 'Cheap but reliable', [first.company.id]);
    const update = await send(t, 'PUT', `/api/companies/partners/${group.id}`, owner.cookie, {
      name: 'Cheap but reliable',
      companyIds: [first.company.id, second.company.id],
    });
    expect(update.status).toBe(200);
    for (const member of [first, second]) {
      const page = await bell(member.cookie);
      expect(page.content.map((item) => item.type)).toEqual(['PARTNER_GROUP_ADDED']);
      expect(page.content[0]!.body).toContain(owner.company.name);
      expect(JSON.stringify(page)).not.toContain('Cheap but reliable');
    }
    expect(await typesOf(owner.cookie)).toEqual([]);
  });
});

describe('GET /api/notifications and POST /api/notifications/read', () => {
  /** A user with `count` notifications, oldest first. */
  async function userWith(count: number) {
    const { user, cookie } = await createSignedInUser(t);
    for (let index = 0; index < count; index += 1) {
      await t.db.insert(notifications).values({
        userId: user.id,
        type: 'COMPANY_APPROVED',
        title: `Notification ${index + 1}`,
        body: 'Body',
        link: '/company/profile',
      });
    }
    const ids = (await bell(cookie, `?pageSize=50`)).content.map((item) => item.id);
    return { user, cookie, ids };
  }
  const read = (cookie: string | undefined, body: unknown) => send(t, 'POST', '/api/notifications/read', cookie, body);

  it('pages newest first and counts every unread one', async () => {
    const { cookie } = await userWith(12);
    const first = await bell(cookie, '?pageSize=5');
    expect(first).toMatchObject({ totalElements: 12, totalPages: 3, unread: 12 });
    expect(first.content.map((item) => item.title)).toEqual([12, 11, 10, 9, 8].map((n) => `Notification ${n}`));
    const last = await bell(cookie, '?pageSize=5&offset=2');
    expect(last.content.map((item) => item.title)).toEqual(['Notification 2', 'Notification 1']);
    expect((await send(t, 'GET', '/api/notifications?pageSize=51', cookie)).status).toBe(400);
  });

  it('marks the given ones read, then all; 204 each time', async () => {
    const { cookie, ids } = await userWith(3);
    const res = await read(cookie, { ids: [ids[0], ids[0]] });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const page = await bell(cookie);
    expect(page.unread).toBe(2);
    expect(page.content.map((item) => item.read)).toEqual([true, false, false]);
    expect((await read(cookie, {})).status).toBe(204);
    expect((await bell(cookie)).unread).toBe(0);
  });

  it('answers 404 for another user’s id and marks nothing, theirs or the caller’s', async () => {
    const caller = await userWith(1);
    const other = await userWith(1);
    const res = await read(caller.cookie, { ids: [caller.ids[0], other.ids[0]] });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).message).toEqual(['Notification not found.']);
    expect((await bell(caller.cookie)).unread).toBe(1);
    expect((await bell(other.cookie)).unread).toBe(1);
    expect((await bell(other.cookie)).content.map((item) => item.title)).toEqual(['Notification 1']);
  });

  it('refuses a body it cannot read rather than marking everything', async () => {
    const { cookie } = await userWith(1);
    for (const body of [{ ids: 'all' }, { ids: [] }, { id: [1] }, { ids: [0] }]) {
      expect((await read(cookie, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await bell(cookie)).unread).toBe(1);
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await send(t, 'GET', '/api/notifications', undefined)).status).toBe(401);
    expect((await read(undefined, {})).status).toBe(401);
  });
});
