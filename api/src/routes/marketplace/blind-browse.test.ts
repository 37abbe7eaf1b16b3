// Blind review against matching by content: while a talent's application to one of a company's positions is
// undecided, that company lists, finds, ranks and reads the talent only through the application, whose view shows
// its availability to the day; after the decision (or a withdrawal) the talent is listed again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Application, browseTalentsQuerySchema } from '@benchlink/contracts/applications';
import type { Paged } from '@benchlink/contracts/common';
import type { ApplicationTalent, Talent } from '@benchlink/contracts/talents';
import { countTalentsInSql } from '../../listings/count-in-sql';
import { send, userWithCompany } from '../../test/companies';
import { createPosition, createProject } from '../../test/projects';
import { talentBody } from '../../test/talents';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Reader = Awaited<ReturnType<typeof userWithCompany>>;

const today = () => new Date().toISOString().slice(0, 10);

/** A word no other talent of the test database carries, for the keyword search. */
const WORD = 'quillwright';

/**
 * Every talent list `reader` has, each answered with the talent `talentId` in it or not: the browse, a keyword
 * search, the ranking for one of its positions and the applicant's company page; each total equals the SQL oracle's.
 */
async function listsOf(reader: Reader, talentId: number, positionId: number, companyId: number) {
  const queries = {
    browse: 'pageSize=100',
    search: `q=${WORD}&pageSize=100`,
    ranking: `positionId=${positionId}&sort=match&pageSize=100`,
    companyPage: `companyId=${companyId}&pageSize=100`,
  };
  const listed: Record<string, boolean> = {};
  for (const [name, query] of Object.entries(queries)) {
    const res = await send(t, 'GET', `/api/companies/talents?${query}`, reader.cookie);
    expect(res.status, `${name}: ${await res.clone().text()}`).toBe(200);
    const page = (await res.json()) as Paged<Talent>;
    const parsed = browseTalentsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    expect(page.totalElements, `${name}: the total is the SQL oracle's`).toBe(
      await countTalentsInSql(t.db, reader.company.id, parsed),
    );
    listed[name] = page.content.some((talent) => talent.id === talentId);
  }
  listed.byId = (await send(t, 'GET', `/api/companies/talents/${talentId}`, reader.cookie)).status === 200;
  return listed;
}

const everywhere = { browse: true, search: true, ranking: true, companyPage: true, byId: true };
const nowhere = { browse: false, search: false, ranking: false, companyPage: false, byId: false };

/** The applicant's public talent, the reviewer's position asking for its skill, and a third company's. */
async function scene() {
  const applicant = await userWithCompany(t, { approved: true });
  const reviewer = await userWithCompany(t, { approved: true });
  const third = await userWithCompany(t, { approved: true });
  const created = await send(
    t,
    'POST',
    '/api/companies/talents',
    applicant.cookie,
    talentBody({ description: `A ${WORD} of payment systems.` }),
  );
  expect(created.status, await created.clone().text()).toBe(201);
  const talent = (await created.json()) as Talent;
  const position = await createPosition(t, reviewer.cookie, (await createProject(t, reviewer.cookie)).id);
  const thirdPosition = await createPosition(t, third.cookie, (await createProject(t, third.cookie)).id);
  const apply = async () => {
    const res = await send(t, 'POST', '/api/companies/apply', applicant.cookie, {
      positionId: position.id,
      talentId: talent.id,
      rate: 40,
      availableFrom: today(),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Application;
  };
  const reviewerLists = () => listsOf(reviewer, talent.id, position.id, applicant.company.id);
  const thirdLists = () => listsOf(third, talent.id, thirdPosition.id, applicant.company.id);
  return { applicant, reviewer, talent, apply, reviewerLists, thirdLists };
}

describe('a talent under blind review', () => {
  it('leaves the reviewer’s lists and reads until the application is denied, cancelled or accepted; others keep it', async () => {
    const s = await scene();
    expect(await s.reviewerLists()).toEqual(everywhere);

    const denied = await s.apply();
    expect(await s.reviewerLists()).toEqual(nowhere);
    expect(await s.thirdLists()).toEqual(everywhere);
    const rejected = await send(t, 'PUT', `/api/companies/applications/reject/${denied.id}`, s.reviewer.cookie);
    expect(rejected.status).toBe(200);
    expect(await s.reviewerLists()).toEqual(everywhere);

    const cancelled = await s.apply();
    expect(await s.reviewerLists()).toEqual(nowhere);
    expect(
      (await send(t, 'PUT', `/api/companies/applications/cancel/${cancelled.id}`, s.applicant.cookie)).status,
    ).toBe(200);
    expect(await s.reviewerLists()).toEqual(everywhere);

    const accepted = await s.apply();
    expect(await s.reviewerLists()).toEqual(nowhere);
    expect((await send(t, 'PUT', `/api/companies/applications/accept/${accepted.id}`, s.reviewer.cookie)).status).toBe(
      200,
    );
    expect(await s.reviewerLists()).toEqual(everywhere);
    expect(await s.thirdLists()).toEqual(everywhere);
  });

  it('shows its availability through the application as a status and a day until acceptance', async () => {
    const s = await scene();
    const viewOf = async (cookie: string, id: number) => {
      const res = await send(t, 'GET', `/api/companies/applications/${id}/talent`, cookie);
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as ApplicationTalent;
    };
    const day = s.talent.availabilityConfirmedAt.slice(0, 10);
    expect(s.talent.availabilityConfirmedAt).not.toBe(day);

    const denied = await s.apply();
    expect(await viewOf(s.reviewer.cookie, denied.id)).toMatchObject({
      availabilityConfirmedAt: day,
      availabilityStatus: 'CONFIRMED',
    });
    // The applicant reads its own talent in full.
    expect((await viewOf(s.applicant.cookie, denied.id)).availabilityConfirmedAt).toBe(
      s.talent.availabilityConfirmedAt,
    );
    expect((await send(t, 'PUT', `/api/companies/applications/reject/${denied.id}`, s.reviewer.cookie)).status).toBe(
      200,
    );
    // A denied application stays blind.
    expect((await viewOf(s.reviewer.cookie, denied.id)).availabilityConfirmedAt).toBe(day);

    const accepted = await s.apply();
    expect((await viewOf(s.reviewer.cookie, accepted.id)).availabilityConfirmedAt).toBe(day);
    expect((await send(t, 'PUT', `/api/companies/applications/accept/${accepted.id}`, s.reviewer.cookie)).status).toBe(
      200,
    );
    expect(await viewOf(s.reviewer.cookie, accepted.id)).toMatchObject({
      id: s.talent.id,
      availabilityConfirmedAt: s.talent.availabilityConfirmedAt,
    });
  });
});
