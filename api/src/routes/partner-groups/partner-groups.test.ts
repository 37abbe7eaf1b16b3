import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWAITING_APPROVAL_PARTNERS_MESSAGE } from '@benchlink/contracts/messages';
import type { PartnerGroup } from '@benchlink/contracts/partner-groups';
import type { Project } from '@benchlink/contracts/projects';
import { companies } from '../../db/schema/companies';
import { notifications } from '../../db/schema/notifications';
import { createTestApp, type TestApp } from '../../test/test-app';
import { send, userWithCompany } from '../../test/companies';
import { createGroup, createPosition, createProject } from '../../test/projects';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = { message: string[]; field?: string[] };

describe('POST /api/companies/partners', () => {
  it('creates a group (201) with its companies, trimmed name and creation time', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const a = await userWithCompany(t, { approved: true });
    const b = await userWithCompany(t, { approved: true });
    const res = await send(t, 'POST', '/api/companies/partners', owner.cookie, {
      name: '  Trusted  ',
      companyIds: [b.company.id, a.company.id, a.company.id],
    });
    expect(res.status).toBe(201);
    const group = (await res.json()) as PartnerGroup;
    expect(group.name).toBe('Trusted');
    expect(group.companies.map((c) => c.id).sort()).toEqual([a.company.id, b.company.id].sort());
    expect(Date.parse(group.createdAt)).not.toBeNaN();
  });

  it('validates the name, the members and uniqueness', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const member = await userWithCompany(t, { approved: true });
    const post = (body: unknown) => send(t, 'POST', '/api/companies/partners', owner.cookie, body);
    const cases: [unknown, number, string][] = [
      [{ name: '', companyIds: [member.company.id] }, 400, 'name'],
      [{ name: 'x'.repeat(51), companyIds: [member.company.id] }, 400, 'name'],
      [{ name: 'Empty', companyIds: [] }, 400, 'companyIds'],
      [{ name: 'Self', companyIds: [owner.company.id] }, 400, 'companyIds'],
    ];
    for (const [body, status, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as ErrorBody).field).toContain(field);
    }
    expect((await post({ name: 'Ghosts', companyIds: [999_999] })).status).toBe(404);
    // An unapproved company does not exist for other companies: it cannot be a member, alone or beside an approved one.
    const unapproved = await userWithCompany(t);
    for (const companyIds of [[unapproved.company.id], [member.company.id, unapproved.company.id]]) {
      const res = await post({ name: 'Early', companyIds });
      expect(res.status, JSON.stringify(companyIds)).toBe(404);
      expect(((await res.json()) as ErrorBody).message).toEqual(['Company not found']);
    }
    await createGroup(t, owner.cookie, 'Friends', [member.company.id]);
    const duplicate = await post({ name: 'FRIENDS', companyIds: [member.company.id] });
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as ErrorBody).field).toEqual(['name']);
    // Another company may use the same name.
    expect(
      (
        await send(t, 'POST', '/api/companies/partners', member.cookie, {
          name: 'Friends',
          companyIds: [owner.company.id],
        })
      ).status,
    ).toBe(201);
  });

  it('needs a session', async () => {
    expect((await send(t, 'POST', '/api/companies/partners', undefined, { name: 'x', companyIds: [1] })).status).toBe(
      401,
    );
    expect((await send(t, 'GET', '/api/companies/partners')).status).toBe(401);
  });
});

describe('a company awaiting approval', () => {
  it('cannot put other companies in a group, on create or update (400); it can still delete its groups', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const partner = await userWithCompany(t, { approved: true });
    const group = await createGroup(t, owner.cookie, 'Before', [partner.company.id]);
    // A company that waits for approval again (here set directly; in the product it is waiting from its creation).
    await t.db.update(companies).set({ approved: false }).where(eq(companies.id, owner.company.id));
    const early = await userWithCompany(t);
    const writes = [
      () =>
        send(t, 'POST', '/api/companies/partners', early.cookie, { name: 'Early', companyIds: [partner.company.id] }),
      () => send(t, 'POST', '/api/companies/partners', owner.cookie, { name: 'New', companyIds: [partner.company.id] }),
      () =>
        send(t, 'PUT', `/api/companies/partners/${group.id}`, owner.cookie, {
          name: 'Renamed',
          companyIds: [partner.company.id],
        }),
    ];
    for (const write of writes) {
      const res = await write();
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: [AWAITING_APPROVAL_PARTNERS_MESSAGE], field: ['companyIds'] });
    }
    const groups = (await (await send(t, 'GET', '/api/companies/partners', owner.cookie)).json()) as PartnerGroup[];
    expect(groups.map((g) => g.name)).toEqual(['Before']);
    expect((await send(t, 'GET', '/api/companies/partners', early.cookie)).status).toBe(200);
    expect((await send(t, 'DELETE', `/api/companies/partners?partnerGroupId=${group.id}`, owner.cookie)).status).toBe(
      204,
    );
  });
});

describe('the "added to a partner group" notification', () => {
  const addedNotices = (userId: number) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'PARTNER_GROUP_ADDED')));

  it('tells a company at most once a day per group owner, however often it is added', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const other = await userWithCompany(t, { approved: true });
    const partner = await userWithCompany(t, { approved: true });
    const spare = await userWithCompany(t, { approved: true });
    const group = await createGroup(t, owner.cookie, 'One', [partner.company.id]);
    expect(await addedNotices(partner.user.id)).toHaveLength(1);
    // Out and back in, and into another group: nothing new the same day.
    const put = (companyIds: number[]) =>
      send(t, 'PUT', `/api/companies/partners/${group.id}`, owner.cookie, { name: 'One', companyIds });
    expect((await put([spare.company.id])).status).toBe(200);
    expect((await put([spare.company.id, partner.company.id])).status).toBe(200);
    await createGroup(t, owner.cookie, 'Two', [partner.company.id]);
    expect(await addedNotices(partner.user.id)).toHaveLength(1);
    expect(await addedNotices(spare.user.id)).toHaveLength(1);
    // Another owner is another notification.
    await createGroup(t, other.cookie, 'Theirs', [partner.company.id]);
    expect(await addedNotices(partner.user.id)).toHaveLength(2);
    // A day after the owner's last notification, it tells again.
    await t.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 86_400_000 - 1000) })
      .where(eq(notifications.userId, partner.user.id));
    await createGroup(t, owner.cookie, 'Three', [partner.company.id]);
    const notices = await addedNotices(partner.user.id);
    expect(notices).toHaveLength(3);
    expect(notices.filter((notice) => notice.body.startsWith(owner.company.name))).toHaveLength(2);
  });
});

describe('partner group writes', () => {
  it('are limited to 60 an hour per user (creates, changes and deletes together); the next is 429', async () => {
    const limited = await createTestApp({ rateLimits: 'on' });
    try {
      const owner = await userWithCompany(limited, { approved: true });
      const partner = await userWithCompany(limited, { approved: true });
      const group = await createGroup(limited, owner.cookie, 'Counted', [partner.company.id]);
      const body = { name: 'Counted', companyIds: [partner.company.id] };
      for (let index = 1; index < 60; index += 1) {
        const res =
          index % 2 === 0
            ? await send(limited, 'PUT', `/api/companies/partners/${group.id}`, owner.cookie, body)
            : await send(limited, 'DELETE', '/api/companies/partners?partnerGroupId=999999', owner.cookie);
        expect(res.status).toBe(index % 2 === 0 ? 200 : 404);
      }
      const refused = await send(limited, 'POST', '/api/companies/partners', owner.cookie, { ...body, name: 'Over' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const groups = (await (
        await send(limited, 'GET', '/api/companies/partners', owner.cookie)
      ).json()) as PartnerGroup[];
      expect(groups.map((g) => g.name)).toEqual(['Counted']);
    } finally {
      await limited.close();
    }
  });
});

describe('partner group ownership', () => {
  it('lists only the own groups; another company’s group is 404 to read, change or delete, as a missing one', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const other = await userWithCompany(t, { approved: true });
    const group = await createGroup(t, owner.cookie, 'Mine', [other.company.id]);
    const mine = (await (await send(t, 'GET', '/api/companies/partners', owner.cookie)).json()) as PartnerGroup[];
    expect(mine.map((g) => g.id)).toEqual([group.id]);
    expect((await (await send(t, 'GET', '/api/companies/partners', other.cookie)).json()) as PartnerGroup[]).toEqual(
      [],
    );

    expect((await send(t, 'GET', `/api/companies/partners/${group.id}`, other.cookie)).status).toBe(404);
    expect(
      (
        await send(t, 'PUT', `/api/companies/partners/${group.id}`, other.cookie, {
          name: 'Stolen',
          companyIds: [owner.company.id],
        })
      ).status,
    ).toBe(404);
    expect((await send(t, 'DELETE', `/api/companies/partners?partnerGroupId=${group.id}`, other.cookie)).status).toBe(
      404,
    );
    expect((await send(t, 'GET', '/api/companies/partners/999999', owner.cookie)).status).toBe(404);
    expect((await send(t, 'DELETE', '/api/companies/partners?partnerGroupId=999999', owner.cookie)).status).toBe(404);
  });

  it('updates the name and members (200), keeping names unique', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const a = await userWithCompany(t, { approved: true });
    const b = await userWithCompany(t, { approved: true });
    const unapproved = await userWithCompany(t);
    const group = await createGroup(t, owner.cookie, 'First', [a.company.id]);
    await createGroup(t, owner.cookie, 'Second', [a.company.id]);
    const res = await send(t, 'PUT', `/api/companies/partners/${group.id}`, owner.cookie, {
      name: 'First renamed',
      companyIds: [b.company.id],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: group.id,
      name: 'First renamed',
      companies: [{ id: b.company.id, name: b.company.name }],
    });
    expect(
      (
        await send(t, 'PUT', `/api/companies/partners/${group.id}`, owner.cookie, {
          name: 'second',
          companyIds: [b.company.id],
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await send(t, 'PUT', `/api/companies/partners/${group.id}`, owner.cookie, {
          name: 'first RENAMED',
          companyIds: [b.company.id],
        })
      ).status,
    ).toBe(200);
    // An unapproved company cannot be added by an update either.
    expect(
      (
        await send(t, 'PUT', `/api/companies/partners/${group.id}`, owner.cookie, {
          name: 'First',
          companyIds: [b.company.id, unapproved.company.id],
        })
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /api/companies/partners', () => {
  it('removes the group from projects; a partner-only project left without groups becomes inactive', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const partner = await userWithCompany(t, { approved: true });
    const group = await createGroup(t, owner.cookie, 'Leaving', [partner.company.id]);
    const project = await createProject(t, owner.cookie, { partnerOnly: true, partnerGroups: [group.id] });
    await createPosition(t, owner.cookie, project.id);
    expect(((await (await send(t, 'GET', `/api/projects/${project.id}`, owner.cookie)).json()) as Project).status).toBe(
      'ACTIVE',
    );

    expect((await send(t, 'DELETE', `/api/companies/partners?partnerGroupId=${group.id}`, owner.cookie)).status).toBe(
      204,
    );
    const after = (await (await send(t, 'GET', `/api/projects/${project.id}`, owner.cookie)).json()) as Project;
    expect(after).toMatchObject({ status: 'INACTIVE', inactiveReason: 'NO_GROUPS', partnerGroups: [] });
    expect((await send(t, 'GET', `/api/projects/${project.id}`, partner.cookie)).status).toBe(404);
  });
});
