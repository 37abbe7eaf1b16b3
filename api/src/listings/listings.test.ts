import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrowsedPosition,
  browsePositionsQuerySchema,
  browseTalentsQuerySchema,
} from '@benchlink/contracts/applications';
import type { Paged } from '@benchlink/contracts/common';
import type { Talent } from '@benchlink/contracts/talents';
import { inArray } from 'drizzle-orm';
import { createApp } from '../app';
import { positions } from '../db/schema/projects';
import { selectPositions, toPositions } from '../routes/positions/positions.service';
import { type Engine, openDatabase } from '../db/client';
import { createLogger } from '../lib/logger';
import { originOf, send, signInAdmin, userWithCompany } from '../test/companies';
import { createGroup, createPosition, createProject, positionBody, projectBody } from '../test/projects';
import { talentBody } from '../test/talents';
import { createTestApp, type TestApp } from '../test/test-app';
import { lastChange, pruneChanges } from './change-log';
import { countPositionsInSql, countTalentsInSql } from './count-in-sql';

let t: TestApp;
/** A second server process on the same database: its own connection, its own listing index. */
let other: { engine: Engine; app: ReturnType<typeof createApp> };
beforeAll(async () => {
  t = await createTestApp();
  const engine = await openDatabase(t.config);
  other = { engine, app: createApp({ db: engine.db, config: t.config, logger: createLogger('silent') }) };
});
afterAll(async () => {
  await other?.engine.close();
  await t?.close();
});

/** Filter mixes unlike the bench's: skills, work modes, rates, every sort and several pages. */
const POSITION_MIXES = [
  '',
  'skills=10',
  'skills=10,12,14&workModes=1,2',
  'workModes=3&rate=50&sort=rate&ascending=true',
  'rate=30&sort=startDate',
  'sort=isPartnerOnly&ascending=false&pageSize=1&offset=1',
  'isPartnerOnly=true',
  'withReferral=true',
  'q=developer',
  'pageSize=2&offset=1&sort=datePosted&ascending=true',
];
const TALENT_MIXES = ['', 'skills=10', 'workModes=1,3&rate=40', 'sort=experience&ascending=false', 'q=developer'];

type Sent = { status: number; json: () => Promise<unknown> };
const viaApp = (app: ReturnType<typeof createApp>) => (url: string, cookie: string) =>
  app.request(url, { headers: { Cookie: cookie, Origin: originOf(t) } }) as Promise<Sent>;

/** Every mix, through both processes: the total is COUNT(*)'s, and the pages hold it without repeats. */
async function expectExactTotals(reader: { cookie: string; company: { id: number } }, step: string) {
  for (const request of [viaApp(t.app), viaApp(other.app)]) {
    for (const mix of POSITION_MIXES) {
      const query = browsePositionsQuerySchema.parse(Object.fromEntries(new URLSearchParams(mix)));
      const expected = await countPositionsInSql(t.db, reader.company.id, query);
      const res = await request(`/api/positions?${mix}`, reader.cookie);
      expect(res.status, `${step}: ${mix}`).toBe(200);
      const page = (await res.json()) as Paged<BrowsedPosition>;
      expect(page.totalElements, `${step}: positions?${mix}`).toBe(expected);
      expect(page.totalPages).toBe(Math.ceil(expected / query.pageSize));
    }
    const all = (await (await request('/api/positions?pageSize=100', reader.cookie)).json()) as Paged<BrowsedPosition>;
    const pages: number[] = [];
    for (let offset = 0; offset * 2 < all.totalElements; offset += 1) {
      const page = (await (
        await request(`/api/positions?pageSize=2&offset=${offset}`, reader.cookie)
      ).json()) as Paged<BrowsedPosition>;
      pages.push(...page.content.map((position) => position.id));
    }
    expect(pages, `${step}: pages in order, none twice, none skipped`).toEqual(all.content.map((p) => p.id));
    // The cards come from the index: they are what the database gives for the same positions now.
    if (all.content.length > 0) {
      const records = await selectPositions(t.db).where(
        inArray(
          positions.id,
          all.content.map((position) => position.id),
        ),
      );
      const fromDatabase = await toPositions(t.db, records);
      for (const card of all.content) {
        const { company, myApplicationCount, ...position } = card;
        expect(position, `${step}: card of ${card.id}`).toEqual(fromDatabase.find((row) => row.id === card.id));
        expect(company.id).toBe(card.project.companyId);
        expect(myApplicationCount).toBe(0);
      }
    }
    for (const mix of TALENT_MIXES) {
      const query = browseTalentsQuerySchema.parse(Object.fromEntries(new URLSearchParams(mix)));
      const expected = await countTalentsInSql(t.db, reader.company.id, query);
      const res = await request(`/api/companies/talents?${mix}`, reader.cookie);
      expect(res.status, `${step}: ${mix}`).toBe(200);
      expect(((await res.json()) as Paged<Talent>).totalElements, `${step}: talents?${mix}`).toBe(expected);
    }
  }
}

describe('the listing index', () => {
  it('answers exact totals right after every kind of listing write, from another process as well', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const reader = await userWithCompany(t, { approved: true });
    const group = await createGroup(t, owner.cookie, 'Index partners', [reader.company.id]);
    await expectExactTotals(reader, 'empty');

    const open = await createProject(t, owner.cookie, { name: 'Open project' });
    const first = await createPosition(t, owner.cookie, open.id, {
      requiredSkills: [{ skillId: 12, months: 12 }],
      optionalSkills: [],
    });
    await createPosition(t, owner.cookie, open.id);
    await expectExactTotals(reader, 'positions created');

    const shared = await createProject(t, owner.cookie, { partnerOnly: true, partnerGroups: [group.id] });
    const sharedPosition = await createPosition(t, owner.cookie, shared.id, { rate: { min: 30, max: 40 } });
    await expectExactTotals(reader, 'a project shared');

    const edited = await send(
      t,
      'PUT',
      `/api/positions/${first.id}`,
      owner.cookie,
      positionBody(open.id, { statusId: 1, rate: { min: 45, max: 60 }, optionalSkills: [] }),
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    await expectExactTotals(reader, 'a position edited');

    expect((await send(t, 'PUT', `/api/positions/${sharedPosition.id}/status?statusId=4`, owner.cookie)).status).toBe(
      200,
    );
    await expectExactTotals(reader, 'a position closed');

    const unshared = await send(
      t,
      'PUT',
      `/api/projects/${shared.id}`,
      owner.cookie,
      projectBody({ partnerOnly: false, partnerGroups: [] }),
    );
    expect(unshared.status, await unshared.clone().text()).toBe(200);
    await expectExactTotals(reader, 'a project unshared');

    const newcomer = await userWithCompany(t);
    const newcomerProject = await createProject(t, newcomer.cookie);
    await createPosition(t, newcomer.cookie, newcomerProject.id);
    await send(t, 'POST', '/api/companies/talents', newcomer.cookie, talentBody());
    await expectExactTotals(reader, 'an unapproved company posted');
    const admin = await signInAdmin(t);
    expect((await send(t, 'POST', `/api/admin/approve/${newcomer.company.id}`, admin.cookie)).status).toBe(200);
    await expectExactTotals(reader, 'a company approved');

    await send(
      t,
      'POST',
      '/api/companies/talents',
      owner.cookie,
      talentBody({ skills: [{ skillId: 10, months: 12 }] }),
    );
    await expectExactTotals(reader, 'a talent created');
    const privately = await send(t, 'PUT', '/api/companies/my-talents/publicity', owner.cookie, {
      public: false,
      partnerGroupIds: [group.id],
    });
    expect(privately.status, await privately.clone().text()).toBe(200);
    await expectExactTotals(reader, 'a bench shared with a group only');

    // What a group shares with its members is kept per reader until the next change: changes of the group itself.
    const sharedAgain = await createProject(t, owner.cookie, { partnerOnly: true, partnerGroups: [group.id] });
    await createPosition(t, owner.cookie, sharedAgain.id);
    await expectExactTotals(reader, 'a project shared again');
    const groupPath = `/api/companies/partners/${group.id}`;
    const bystander = await userWithCompany(t, { approved: true });
    const left = await send(t, 'PUT', groupPath, owner.cookie, {
      name: 'Index partners',
      companyIds: [bystander.company.id],
    });
    expect(left.status, await left.clone().text()).toBe(200);
    await expectExactTotals(reader, 'the reader taken out of the group');
    const back = await send(t, 'PUT', groupPath, owner.cookie, {
      name: 'Index partners',
      companyIds: [reader.company.id],
    });
    expect(back.status, await back.clone().text()).toBe(200);
    await expectExactTotals(reader, 'the reader put back in the group');
    const deleted = await send(t, 'DELETE', `/api/companies/partners?partnerGroupId=${group.id}`, owner.cookie);
    expect(deleted.status, await deleted.clone().text()).toBeLessThan(300);
    await expectExactTotals(reader, 'the group deleted');

    // A process that fell behind a pruned log loads the listings afresh.
    await createPosition(t, owner.cookie, open.id);
    expect(await lastChange(t.db)).toBeGreaterThan(0);
    await pruneChanges(t.db, 0);
    await expectExactTotals(reader, 'after the log was pruned');
  });

  it('answers exact totals while a talent is under the reader’s blind review, and after the decision', async () => {
    // Not a listing write: the talents under review are read at every browse, by both processes alike.
    const applicant = await userWithCompany(t, { approved: true });
    const reader = await userWithCompany(t, { approved: true });
    const talent = await send(t, 'POST', '/api/companies/talents', applicant.cookie, talentBody());
    expect(talent.status, await talent.clone().text()).toBe(201);
    const position = await createPosition(t, reader.cookie, (await createProject(t, reader.cookie)).id);
    const talentTotal = () => countTalentsInSql(t.db, reader.company.id, browseTalentsQuerySchema.parse({}));
    await expectExactTotals(reader, 'before applying');
    const before = await talentTotal();
    const applied = await send(t, 'POST', '/api/companies/apply', applicant.cookie, {
      positionId: position.id,
      talentId: ((await talent.json()) as { id: number }).id,
      rate: 40,
      availableFrom: new Date().toISOString().slice(0, 10),
    });
    expect(applied.status, await applied.clone().text()).toBe(201);
    await expectExactTotals(reader, 'a talent under the reader’s review');
    expect(await talentTotal()).toBe(before - 1);
    const applicationId = ((await applied.json()) as { id: number }).id;
    const denied = await send(t, 'PUT', `/api/companies/applications/reject/${applicationId}`, reader.cookie);
    expect(denied.status, await denied.clone().text()).toBe(200);
    await expectExactTotals(reader, 'the application denied');
    expect(await talentTotal()).toBe(before);
  });
});
