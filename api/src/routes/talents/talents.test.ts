import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartialTalent, Talent } from '@benchlink/contracts/talents';
import { talentSkills } from '../../db/schema/bench';
import { createSignedInUser } from '../../test/sessions';
import { talentBody } from '../../test/talents';
import { createTestApp, type TestApp } from '../../test/test-app';
import { send, signInAdmin, userWithCompany } from '../../test/companies';
import { createGroup } from '../../test/projects';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = { message: string[]; field?: string[] };
type Page = { content: Talent[]; totalPages: number; totalElements: number };

async function createTalent(cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await send(t, 'POST', '/api/companies/talents', cookie, talentBody(overrides));
  if (res.status !== 201) throw new Error(`Talent creation failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Talent;
}

const messageFor = (body: ErrorBody, field: string) => body.message[body.field?.indexOf(field) ?? -1];

describe('POST /api/companies/talents', () => {
  it('creates a talent: 201 with the request, its rate, role, seniority label and total months', async () => {
    const { cookie, company } = await userWithCompany(t);
    const res = await send(
      t,
      'POST',
      '/api/companies/talents',
      cookie,
      talentBody({
        experience: {
          patternId: 2,
          seniorityId: 4,
          totalTime: { years: 5, months: 3 },
          skills: [
            { skillId: 10, months: 36 },
            { skillId: 10, months: 1 },
            { skillId: 12, months: 5 },
          ],
        },
      }),
    );
    expect(res.status).toBe(201);
    const talent = (await res.json()) as Talent;
    expect(talent).toMatchObject({
      companyId: company.id,
      companyName: company.name,
      active: true,
      workModes: [3],
      locations: [1, 3],
      experience: {
        patternId: 2,
        seniorityId: 4,
        totalTime: { years: 5, months: 3 },
        skills: [
          { skillId: 10, months: 36 },
          { skillId: 12, months: 5 },
        ],
      },
      minRate: 30,
      maxRate: 45,
      rate: { min: 30, max: 45 },
      role: { id: 2 },
      totalMonths: 63,
    });
    expect(talent.seniorityLabel).toBeTruthy();
  });

  it('answers the rules’ messages', async () => {
    const { cookie } = await userWithCompany(t);
    const experience = talentBody().experience;
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ workModes: [] }, 'workModes', 'Choose at least one work mode'],
      [{ experience: { ...experience, skills: [] } }, 'experience.skills', 'Choose at least one skill'],
      [
        { experience: { ...experience, totalTime: { years: 0, months: 0 } } },
        'experience.totalTime',
        'experience cannot be less than a month',
      ],
      [
        { experience: { ...experience, totalTime: { years: 61, months: 0 } } },
        'experience.totalTime.years',
        'years must be between 0 and 60',
      ],
      [
        { experience: { ...experience, totalTime: { years: 1, months: 12 } } },
        'experience.totalTime.months',
        'months must be between 0 and 11',
      ],
      [
        { experience: { ...experience, skills: [{ skillId: 10, months: 601 }] } },
        'experience.skills.0.months',
        'must be less than 601',
      ],
      [{ experience: { ...experience, patternId: undefined } }, 'experience.patternId', 'is required'],
      [{ minRate: 50, maxRate: 40 }, 'minRate', 'Minimum rate cannot be greater than maximum rate'],
      [{ minRate: undefined, maxRate: 40 }, 'minRate', 'Maximum rate is set to 40, but no minimum rate is defined'],
      [{ description: 'x'.repeat(3001) }, 'description', 'must not exceed 3000 characters'],
      [{ experience: { ...experience, skills: [{ skillId: 2, months: 1 }] } }, 'experience.skills', /assignable/],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await send(t, 'POST', '/api/companies/talents', cookie, talentBody(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      const body = (await res.json()) as ErrorBody;
      if (typeof message === 'string') expect(messageFor(body, field), JSON.stringify(body)).toBe(message);
      else expect(messageFor(body, field), JSON.stringify(body)).toMatch(message);
    }
    for (const overrides of [
      { locations: [99_999] },
      { workModes: [9] },
      { experience: { ...experience, seniorityId: 99 } },
    ]) {
      expect(
        (await send(t, 'POST', '/api/companies/talents', cookie, talentBody(overrides))).status,
        JSON.stringify(overrides),
      ).toBe(404);
    }
    // Bio and locations are optional.
    expect(
      (
        await send(
          t,
          'POST',
          '/api/companies/talents',
          cookie,
          talentBody({ description: undefined, locations: undefined }),
        )
      ).status,
    ).toBe(201);
  });

  it('needs a session and a company', async () => {
    expect((await send(t, 'POST', '/api/companies/talents', undefined, talentBody())).status).toBe(401);
    expect(
      (await send(t, 'POST', '/api/companies/talents', (await createSignedInUser(t)).cookie, talentBody())).status,
    ).toBe(403);
  });
});

describe('talent reads and writes', () => {
  it('follows the read matrix: owner, public, chosen group, group not chosen, other, admin, anonymous', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const chosen = await userWithCompany(t, { approved: true });
    const unchosen = await userWithCompany(t, { approved: true });
    const other = await userWithCompany(t);
    const admin = await signInAdmin(t);
    const sharing = await createGroup(t, owner.cookie, 'Bench friends', [chosen.company.id]);
    await createGroup(t, owner.cookie, 'Project friends', [unchosen.company.id]);
    const talent = await createTalent(owner.cookie);
    const inactive = await createTalent(owner.cookie, { active: false });
    const status = async (cookie: string | undefined, id = talent.id) =>
      (await send(t, 'GET', `/api/companies/talents/${id}`, cookie)).status;

    // A new company's bench is public.
    expect(await (await send(t, 'GET', '/api/companies/my-talents/publicity', owner.cookie)).json()).toEqual({
      public: true,
      partnerGroupIds: [],
    });
    expect(await status(other.cookie)).toBe(200);
    expect(await status(other.cookie, inactive.id)).toBe(404);
    expect(await status(owner.cookie, inactive.id)).toBe(200);
    expect(await status(undefined)).toBe(401);

    const res = await send(t, 'PUT', '/api/companies/my-talents/publicity', owner.cookie, {
      public: false,
      partnerGroupIds: [sharing.id],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ public: false, partnerGroupIds: [sharing.id] });
    expect(await status(owner.cookie)).toBe(200);
    expect(await status(chosen.cookie)).toBe(200);
    expect(await status(unchosen.cookie)).toBe(404);
    expect(await status(other.cookie)).toBe(404);
    expect(await status(admin.cookie)).toBe(200);
    expect(await status(admin.cookie, inactive.id)).toBe(200);

    // Deleting every chosen group leaves the bench private and shared with nobody.
    expect((await send(t, 'DELETE', `/api/companies/partners?partnerGroupId=${sharing.id}`, owner.cookie)).status).toBe(
      204,
    );
    expect(await (await send(t, 'GET', '/api/companies/my-talents/publicity', owner.cookie)).json()).toEqual({
      public: false,
      partnerGroupIds: [],
    });
    expect(await status(chosen.cookie)).toBe(404);

    // Back to public, at once.
    await send(t, 'PUT', '/api/companies/my-talents/publicity', owner.cookie, { public: true, partnerGroupIds: [] });
    expect(await status(unchosen.cookie)).toBe(200);
  });

  it('hides an unapproved company’s talents from every other company, public bench or not, until it is approved', async () => {
    const pending = await userWithCompany(t);
    const reader = await userWithCompany(t, { approved: true });
    const admin = await signInAdmin(t);
    const talent = await createTalent(pending.cookie);
    const status = async (cookie: string) =>
      (await send(t, 'GET', `/api/companies/talents/${talent.id}`, cookie)).status;
    expect(await (await send(t, 'GET', '/api/companies/my-talents/publicity', pending.cookie)).json()).toEqual({
      public: true,
      partnerGroupIds: [],
    });
    expect(await status(reader.cookie)).toBe(404);
    // Not even a 403 for a write: the talent does not exist for the reader.
    expect((await send(t, 'PUT', `/api/companies/talents/${talent.id}`, reader.cookie, talentBody())).status).toBe(404);
    expect(await status(pending.cookie)).toBe(200);
    expect(await status(admin.cookie)).toBe(200);
    expect((await send(t, 'POST', `/api/admin/approve/${pending.company.id}`, admin.cookie)).status).toBe(200);
    expect(await status(reader.cookie)).toBe(200);
  });

  it('validates the sharing: private needs an own, existing group', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const other = await userWithCompany(t, { approved: true });
    const theirs = await createGroup(t, other.cookie, 'Theirs', [owner.company.id]);
    const put = (body: unknown) => send(t, 'PUT', '/api/companies/my-talents/publicity', owner.cookie, body);
    const empty = await put({ public: false, partnerGroupIds: [] });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).field).toEqual(['partnerGroupIds']);
    expect((await put({ public: false, partnerGroupIds: [999_999] })).status).toBe(404);
    expect((await put({ public: false, partnerGroupIds: [theirs.id] })).status).toBe(404);
    const mine = await createGroup(t, owner.cookie, 'Mine', [other.company.id]);
    expect(await (await put({ public: true, partnerGroupIds: [mine.id] })).json()).toEqual({
      public: true,
      partnerGroupIds: [],
    });
  });

  it('lets only the owner change or delete (404 for a reader as for anyone else); delete answers 204', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const other = await userWithCompany(t);
    const talent = await createTalent(owner.cookie);
    const hidden = await createTalent(owner.cookie, { active: false });
    expect((await send(t, 'PUT', `/api/companies/talents/${talent.id}`, other.cookie, talentBody())).status).toBe(404);
    expect((await send(t, 'DELETE', `/api/companies/talents/${talent.id}`, other.cookie)).status).toBe(404);
    expect((await send(t, 'PUT', `/api/companies/talents/${hidden.id}`, other.cookie, talentBody())).status).toBe(404);
    expect((await send(t, 'DELETE', '/api/companies/talents/999999', owner.cookie)).status).toBe(404);

    const updated = await send(
      t,
      'PUT',
      `/api/companies/talents/${talent.id}`,
      owner.cookie,
      talentBody({ active: false, minRate: null, maxRate: null }),
    );
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ active: false, rate: {} });
    expect((await send(t, 'DELETE', `/api/companies/talents/${talent.id}`, owner.cookie)).status).toBe(204);
    expect(await t.db.select().from(talentSkills).where(eq(talentSkills.talentId, talent.id))).toEqual([]);
  });
});

describe('GET /api/companies/my-talents', () => {
  it('pages all own talents, active or not, newest first by default, sorted by rate or experience on request', async () => {
    const owner = await userWithCompany(t);
    const a = await createTalent(owner.cookie, {
      minRate: 50,
      maxRate: 60,
      experience: { ...talentBody().experience, totalTime: { years: 2, months: 0 } },
    });
    const b = await createTalent(owner.cookie, {
      active: false,
      minRate: 20,
      maxRate: 25,
      experience: { ...talentBody().experience, totalTime: { years: 9, months: 0 } },
    });
    const c = await createTalent(owner.cookie, {
      minRate: null,
      maxRate: null,
      experience: { ...talentBody().experience, totalTime: { years: 4, months: 0 } },
    });
    const ids = async (query: string) =>
      ((await (await send(t, 'GET', `/api/companies/my-talents${query}`, owner.cookie)).json()) as Page).content.map(
        (talent) => talent.id,
      );
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('?sort=rate&ascending=true')).toEqual([b.id, a.id, c.id]);
    expect(await ids('?sort=experience&ascending=false')).toEqual([b.id, c.id, a.id]);
    const page = (await (
      await send(t, 'GET', '/api/companies/my-talents?pageSize=2&offset=1', owner.cookie)
    ).json()) as Page;
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(page.content).toHaveLength(1);
    const bad = await send(t, 'GET', '/api/companies/my-talents?sort=name', owner.cookie);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).message.join(' ')).toMatch(/rate.*experience/);

    const partial = (await (
      await send(t, 'GET', '/api/companies/my-talents/partial', owner.cookie)
    ).json()) as PartialTalent[];
    expect(partial.map((p) => p.id)).toEqual([c.id, b.id, a.id]);
    expect(partial[0]).toEqual({
      id: c.id,
      reference: `Talent ${c.id}`,
      patternId: 2,
      seniorityId: 4,
      active: true,
      hasCv: false,
    });
  });
});
