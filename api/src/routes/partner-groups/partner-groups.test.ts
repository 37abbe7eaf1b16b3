import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerGroup } from '@benchlink/contracts/partner-groups';
import type { Project } from '@benchlink/contracts/projects';
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
    const owner = await userWithCompany(t);
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
    const owner = await userWithCompany(t);
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
