import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowsedPosition } from '@benchlink/contracts/applications';
import type { Paged } from '@benchlink/contracts/common';
import type { Talent } from '@benchlink/contracts/talents';
import { projects } from '../../db/schema/projects';
import { syncProjectListing } from '../../lib/listing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { send, signInAdmin, userWithCompany } from '../../test/companies';
import { createGroup, createPosition, createProject, projectBody } from '../../test/projects';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = { message: string[]; field?: string[] };

const browse = async (cookie: string, query = '') => {
  const res = await send(t, 'GET', `/api/positions${query}`, cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Paged<BrowsedPosition>;
};

describe('GET /api/positions', () => {
  it('lists Opened positions of active projects of other approved companies, public or shared with the reader', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const reader = await userWithCompany(t, { approved: true });
    const stranger = await userWithCompany(t, { approved: true });
    const unapproved = await userWithCompany(t);
    const group = await createGroup(t, owner.cookie, 'Browse partners', [reader.company.id]);

    const publicProject = await createProject(t, owner.cookie, { name: 'Public' });
    const open = await createPosition(t, owner.cookie, publicProject.id);
    const closed = await createPosition(t, owner.cookie, publicProject.id);
    await send(t, 'PUT', `/api/positions/${closed.id}/status?statusId=4`, owner.cookie);
    const shared = await createProject(t, owner.cookie, {
      name: 'Shared',
      partnerOnly: true,
      partnerGroups: [group.id],
    });
    const sharedPosition = await createPosition(t, owner.cookie, shared.id);
    const expired = await createProject(t, owner.cookie, { name: 'Expired' });
    const expiredPosition = await createPosition(t, owner.cookie, expired.id);
    await t.db
      .update(projects)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(projects.id, expired.id));
    await syncProjectListing(t.db, expired.id);
    const hiddenProject = await createProject(t, unapproved.cookie, { name: 'Unapproved' });
    const hidden = await createPosition(t, unapproved.cookie, hiddenProject.id);
    const ownProject = await createProject(t, reader.cookie, { name: 'Own' });
    const own = await createPosition(t, reader.cookie, ownProject.id);

    const ids = (page: Paged<BrowsedPosition>) => page.content.map((p) => p.id).sort((a, b) => a - b);
    expect(ids(await browse(reader.cookie))).toEqual([open.id, sharedPosition.id].sort((a, b) => a - b));
    expect(ids(await browse(stranger.cookie))).toEqual([open.id, own.id].sort((a, b) => a - b));
    expect(ids(await browse(reader.cookie, '?isPartnerOnly=true'))).toEqual([sharedPosition.id]);
    for (const id of [closed.id, expiredPosition.id, hidden.id])
      expect(ids(await browse(stranger.cookie))).not.toContain(id);

    const item = (await browse(reader.cookie, '?isPartnerOnly=true')).content[0]!;
    expect(item).toMatchObject({
      company: { id: owner.company.id, name: owner.company.name },
      project: { id: shared.id, name: 'Shared', partnerOnly: true },
      myApplicationCount: 0,
    });
  });

  it('filters by any skill, any work mode and a rate inside the range; sorts stably by each key', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const reader = await userWithCompany(t, { approved: true });
    const project = await createProject(t, owner.cookie, { startDate: '2026-01-01', endDate: '2027-01-01' });
    const java = await createPosition(t, owner.cookie, project.id, {
      requiredSkills: [{ skillId: 10, months: 1 }],
      optionalSkills: [],
      rate: { min: 30, max: 50 },
      workMode: [3],
    });
    const optional = await createPosition(t, owner.cookie, project.id, {
      requiredSkills: [{ skillId: 12, months: 1 }],
      optionalSkills: [20],
      rate: { min: 60, max: 80 },
      workMode: [2],
      location: 3,
    });
    const noRate = await createPosition(t, owner.cookie, project.id, {
      requiredSkills: [{ skillId: 20, months: 1 }],
      optionalSkills: [],
      rate: {},
      workMode: [3],
    });
    const mine = (page: Paged<BrowsedPosition>) =>
      page.content.map((p) => p.id).filter((id) => [java.id, optional.id, noRate.id].includes(id));

    expect(mine(await browse(reader.cookie, '?skills=20&pageSize=100')).sort()).toEqual(
      [optional.id, noRate.id].sort(),
    );
    expect(mine(await browse(reader.cookie, '?skills=10&skills=12&pageSize=100')).sort()).toEqual(
      [java.id, optional.id].sort(),
    );
    expect(mine(await browse(reader.cookie, '?skills=10,12&pageSize=100')).sort()).toEqual(
      [java.id, optional.id].sort(),
    );
    expect(mine(await browse(reader.cookie, '?workModes=2&pageSize=100'))).toEqual([optional.id]);
    expect(mine(await browse(reader.cookie, '?rate=40&pageSize=100'))).toEqual([java.id]);
    expect(mine(await browse(reader.cookie, '?rate=40&skills=12&pageSize=100'))).toEqual([]);
    expect(mine(await browse(reader.cookie, '?sort=rate&ascending=true&pageSize=100'))).toEqual([
      java.id,
      optional.id,
      noRate.id,
    ]);
    expect(mine(await browse(reader.cookie, '?sort=rate&ascending=false&pageSize=100'))).toEqual([
      optional.id,
      java.id,
      noRate.id,
    ]);

    // Pages never repeat or skip an item, whatever the ties.
    const seen: number[] = [];
    for (let page = 0; page < 10; page += 1) {
      const result = await browse(reader.cookie, `?sort=startDate&pageSize=1&offset=${page}`);
      seen.push(...result.content.map((p) => p.id));
      if (page + 1 >= result.totalPages) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe((await browse(reader.cookie, '?pageSize=100')).totalElements);
  });

  it('follows changes at once: an approval after posting, a project turned partner-only, a reactivation', async () => {
    const owner = await userWithCompany(t);
    const reader = await userWithCompany(t, { approved: true });
    const admin = await signInAdmin(t);
    const project = await createProject(t, owner.cookie, { name: 'Follows changes' });
    const position = await createPosition(t, owner.cookie, project.id);
    const listed = async () => (await browse(reader.cookie, '?pageSize=100')).content.some((p) => p.id === position.id);
    expect(await listed()).toBe(false);
    expect((await send(t, 'POST', `/api/admin/approve/${owner.company.id}`, admin.cookie)).status).toBe(200);
    expect(await listed()).toBe(true);
    await send(
      t,
      'PUT',
      `/api/projects/${project.id}`,
      owner.cookie,
      projectBody({ partnerOnly: true, partnerGroups: [] }),
    );
    expect(await listed()).toBe(false);
    await send(t, 'PUT', `/api/projects/${project.id}`, owner.cookie, projectBody({ partnerOnly: false }));
    expect(await listed()).toBe(true);
    await t.db
      .update(projects)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(projects.id, project.id));
    await syncProjectListing(t.db, project.id);
    expect(await listed()).toBe(false);
    expect((await send(t, 'POST', `/api/projects/${project.id}/reactivate`, owner.cookie)).status).toBe(200);
    expect(await listed()).toBe(true);
  });

  it('keeps only positions whose project states referral terms (withReferral), with totals that match the pages', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const reader = await userWithCompany(t, { approved: true });
    const group = await createGroup(t, owner.cookie, 'Referral partners', [reader.company.id]);
    const percent = await createProject(t, owner.cookie, { referral: { kind: 'PERCENT', value: 5 } });
    const shared = await createProject(t, owner.cookie, {
      partnerOnly: true,
      partnerGroups: [group.id],
      referral: { kind: 'FIXED', value: 2000 },
    });
    const none = await createProject(t, owner.cookie);
    const withTerms = [
      (await createPosition(t, owner.cookie, percent.id)).id,
      (await createPosition(t, owner.cookie, percent.id)).id,
      (await createPosition(t, owner.cookie, shared.id)).id,
    ];
    const without = (await createPosition(t, owner.cookie, none.id)).id;
    const ofOwner = `?companyId=${owner.company.id}`;

    const all = await browse(reader.cookie, `${ofOwner}&pageSize=100`);
    expect(all.totalElements).toBe(4);
    const filtered = await browse(reader.cookie, `${ofOwner}&withReferral=true&pageSize=100`);
    expect(filtered.content.map((p) => p.id).sort((a, b) => a - b)).toEqual(withTerms);
    expect(filtered.content.map((p) => p.id)).not.toContain(without);
    expect(filtered.content.find((p) => p.projectId === shared.id)!.project.referral).toEqual({
      kind: 'FIXED',
      value: 2000,
    });
    expect((await browse(reader.cookie, `${ofOwner}&withReferral=false&pageSize=100`)).totalElements).toBe(4);

    // Both halves of the total (public and shared), with and without the skill index, agree with the pages.
    for (const extra of ['', '&skills=10', '&isPartnerOnly=true', '&q=description']) {
      const seen: number[] = [];
      let totals = { totalElements: -1, totalPages: -1 };
      for (let offset = 0; offset < 10; offset += 1) {
        const page = await browse(reader.cookie, `${ofOwner}&withReferral=true&pageSize=1&offset=${offset}${extra}`);
        totals = { totalElements: page.totalElements, totalPages: page.totalPages };
        seen.push(...page.content.map((p) => p.id));
        if (offset + 1 >= page.totalPages) break;
      }
      const expected = extra === '&isPartnerOnly=true' ? [withTerms[2]] : withTerms;
      expect(
        seen.sort((a, b) => a - b),
        extra,
      ).toEqual(expected);
      expect(totals, extra).toEqual({ totalElements: expected.length, totalPages: expected.length });
    }

    // Ranked by fit for one of the reader's talents, too.
    const talent = (await (
      await send(t, 'POST', '/api/companies/talents', reader.cookie, {
        active: true,
        workModes: [3],
        experience: {
          patternId: 2,
          seniorityId: 3,
          totalTime: { years: 3, months: 0 },
          skills: [{ skillId: 10, months: 24 }],
        },
      })
    ).json()) as Talent;
    const ranked = await browse(
      reader.cookie,
      `${ofOwner}&withReferral=true&talentId=${talent.id}&sort=match&pageSize=100`,
    );
    expect(ranked.totalElements).toBe(3);
    expect(ranked.content.map((p) => p.id).sort((a, b) => a - b)).toEqual(withTerms);

    const refused = await send(t, 'GET', '/api/positions?withReferral=yes', reader.cookie);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      field: ['withReferral'],
      message: ['withReferral must be true or false'],
    });
  });

  it('refuses an unknown sort key, a page size over 100 and bad ids with 400', async () => {
    const reader = await userWithCompany(t);
    const bad = await send(t, 'GET', '/api/positions?sort=views', reader.cookie);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).message.join(' ')).toMatch(/datePosted, rate, startDate, isPartnerOnly/);
    expect((await send(t, 'GET', '/api/positions?pageSize=101', reader.cookie)).status).toBe(400);
    expect((await send(t, 'GET', '/api/positions?skills=abc', reader.cookie)).status).toBe(400);
    expect((await send(t, 'GET', '/api/positions')).status).toBe(401);
  });
});

describe('GET /api/companies/talents', () => {
  it('lists other approved companies’ shared active talents, filtered, cheapest first by default', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const reader = await userWithCompany(t);
    const body = (overrides: Record<string, unknown>) => ({
      active: true,
      workModes: [3],
      experience: {
        patternId: 2,
        seniorityId: 3,
        totalTime: { years: 3, months: 0 },
        skills: [{ skillId: 10, months: 12 }],
      },
      ...overrides,
    });
    const create = async (overrides: Record<string, unknown>) =>
      ((await (await send(t, 'POST', '/api/companies/talents', owner.cookie, body(overrides))).json()) as Talent).id;
    const cheap = await create({ minRate: 20, maxRate: 30 });
    const dear = await create({
      minRate: 50,
      maxRate: 70,
      workModes: [1, 3],
      experience: { ...body({}).experience, totalTime: { years: 9, months: 0 } },
    });
    const noRate = await create({});
    await create({ active: false, minRate: 10 });
    const ownTalent = (await (
      await send(t, 'POST', '/api/companies/talents', reader.cookie, body({ minRate: 1 }))
    ).json()) as Talent;

    const ids = async (query = '') => {
      const res = await send(t, 'GET', `/api/companies/talents${query}`, reader.cookie);
      expect(res.status).toBe(200);
      return ((await res.json()) as Paged<Talent>).content
        .map((talent) => talent.id)
        .filter((id) => [cheap, dear, noRate, ownTalent.id].includes(id));
    };
    expect(await ids('?pageSize=100')).toEqual([cheap, dear, noRate]);
    expect(await ids('?pageSize=100&sort=experience&ascending=false')).toEqual([dear, noRate, cheap]);
    expect(await ids('?pageSize=100&rate=60')).toEqual([dear]);
    expect(await ids('?pageSize=100&workModes=1')).toEqual([dear]);
    expect(await ids('?pageSize=100&skills=12')).toEqual([]);

    await send(t, 'PUT', '/api/companies/my-talents/publicity', owner.cookie, {
      public: false,
      partnerGroupIds: [
        (await createGroup(t, owner.cookie, 'Only them', [(await userWithCompany(t, { approved: true })).company.id]))
          .id,
      ],
    });
    expect(await ids('?pageSize=100')).toEqual([]);
  });

  it('leaves out an unapproved company’s talents, public bench or not, until an administrator approves it', async () => {
    const owner = await userWithCompany(t);
    const reader = await userWithCompany(t, { approved: true });
    const admin = await signInAdmin(t);
    const talent = (await (
      await send(t, 'POST', '/api/companies/talents', owner.cookie, {
        active: true,
        workModes: [3],
        experience: {
          patternId: 2,
          seniorityId: 3,
          totalTime: { years: 3, months: 0 },
          skills: [{ skillId: 10, months: 12 }],
        },
      })
    ).json()) as Talent;
    const listed = async () => {
      const page = (await (
        await send(t, 'GET', '/api/companies/talents?pageSize=100', reader.cookie)
      ).json()) as Paged<Talent>;
      return page.content.some((item) => item.id === talent.id);
    };
    expect(await listed()).toBe(false);
    expect((await send(t, 'GET', `/api/companies/talents/${talent.id}`, reader.cookie)).status).toBe(404);
    expect((await send(t, 'POST', `/api/admin/approve/${owner.company.id}`, admin.cookie)).status).toBe(200);
    expect(await listed()).toBe(true);
    expect((await send(t, 'GET', `/api/companies/talents/${talent.id}`, reader.cookie)).status).toBe(200);
  });
});
