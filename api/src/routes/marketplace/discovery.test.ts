// Find and be found: keyword search, the new filters, ranking by fit both ways, and who sees what of each.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowsedPosition } from '@benchlink/contracts/applications';
import type { Paged } from '@benchlink/contracts/common';
import type { Location } from '@benchlink/contracts/reference';
import type { PartialTalent, Talent } from '@benchlink/contracts/talents';
import { projects } from '../../db/schema/projects';
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

const REACT = 86;
const TYPESCRIPT = 56;
const RUST = 67;
const DOCKER = 126;
const FRONT_END = 2;
const REACT_DEVELOPER = 9;
const BACK_END = 3;
const RUST_DEVELOPER = 33;
const SOFIA = 3;
const VARNA = 2;

type ErrorBody = { message: string[]; field?: string[] };

async function getJson<T>(cookie: string, url: string): Promise<T> {
  const res = await send(t, 'GET', url, cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}
const positionsOf = (cookie: string, query: string) =>
  getJson<Paged<BrowsedPosition>>(cookie, `/api/positions?${query}`);
const talentsOf = (cookie: string, query: string) => getJson<Paged<Talent>>(cookie, `/api/companies/talents?${query}`);
const ids = (page: Paged<{ id: number }>) => page.content.map((item) => item.id);

async function createTalent(cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await send(t, 'POST', '/api/companies/talents', cookie, talentBody(overrides));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Talent;
}

/**
 * Owner "Northwind" posts a senior React position (Sofia, starting in March) and a mid Rust position (Varna, starting
 * in June); the reader's bench holds a React talent and a Rust talent.
 */
async function scene() {
  const owner = await userWithCompany(t, { approved: true });
  const reader = await userWithCompany(t, { approved: true });
  const web = await createProject(t, owner.cookie, {
    name: 'Storefront redesign',
    startDate: '2027-03-01',
    endDate: '2027-12-31',
    duration: undefined,
  });
  const react = await createPosition(t, owner.cookie, web.id, {
    patternId: REACT_DEVELOPER,
    seniority: 4,
    workMode: [2],
    location: SOFIA,
    rate: { min: 50, max: 70 },
    requiredSkills: [
      { skillId: REACT, months: 36 },
      { skillId: TYPESCRIPT, months: 24 },
    ],
    optionalSkills: [DOCKER],
    minYearsExperience: 4,
    description: 'You will be building checkout pages with a design system.',
    responsibilities: ['Mentor junior team members'],
  });
  const systems = await createProject(t, owner.cookie, {
    name: 'Telemetry pipeline',
    startDate: '2027-06-01',
    endDate: '2027-12-31',
    duration: undefined,
  });
  const rust = await createPosition(t, owner.cookie, systems.id, {
    patternId: RUST_DEVELOPER,
    seniority: 3,
    workMode: [1],
    location: VARNA,
    rate: { min: 60, max: 80 },
    requiredSkills: [{ skillId: RUST, months: 24 }],
    optionalSkills: [],
    minYearsExperience: 2,
    description: 'Ingest millions of events per second.',
    responsibilities: ['Monitor application performance and reliability'],
  });
  const reactTalent = await createTalent(reader.cookie, {
    reference: 'Anna K.',
    description: 'Builds accessible storefronts.',
    workModes: [2, 3],
    locations: [SOFIA],
    experience: {
      patternId: REACT_DEVELOPER,
      seniorityId: 4,
      totalTime: { years: 6, months: 0 },
      skills: [
        { skillId: REACT, months: 60 },
        { skillId: TYPESCRIPT, months: 48 },
      ],
    },
    minRate: 55,
    maxRate: 65,
  });
  const rustTalent = await createTalent(reader.cookie, {
    reference: 'BE-042',
    description: 'Systems programmer.',
    locations: [VARNA],
    availableFrom: '2027-05-15',
    experience: {
      patternId: RUST_DEVELOPER,
      seniorityId: 3,
      totalTime: { years: 3, months: 0 },
      skills: [{ skillId: RUST, months: 30 }],
    },
    minRate: 65,
    maxRate: 75,
  });
  return { owner, reader, web, systems, react, rust, reactTalent, rustTalent };
}

describe('keyword search', () => {
  it('matches role, skills, seniority, description, responsibilities, project and company names, stemmed and as prefixes', async () => {
    const s = await scene();
    const only = (page: Paged<{ id: number }>) => ids(page).filter((id) => id === s.react.id || id === s.rust.id);
    expect(only(await positionsOf(s.reader.cookie, 'q=reac'))).toEqual([s.react.id]);
    expect(only(await positionsOf(s.reader.cookie, 'q=rust%20mid'))).toEqual([s.rust.id]);
    // "builds" is stemmed as "build" finds "building"; "mentor" is a responsibility.
    expect(only(await positionsOf(s.reader.cookie, 'q=builds'))).toEqual([s.react.id]);
    expect(only(await positionsOf(s.reader.cookie, 'q=mentor'))).toEqual([s.react.id]);
    expect(only(await positionsOf(s.reader.cookie, 'q=telemetry'))).toEqual([s.rust.id]);
    expect(only(await positionsOf(s.reader.cookie, `q=${encodeURIComponent(s.owner.company.name)}`))).toEqual(
      [s.react.id, s.rust.id].sort((a, b) => b - a),
    );
    // Operators of either engine's query syntax are only punctuation here.
    expect(only(await positionsOf(s.reader.cookie, 'q=%22rust%22%20*%3A%26%7C!(-'))).toEqual([s.rust.id]);
    expect(only(await positionsOf(s.reader.cookie, 'q=%22rust%20telemetry%22%20nothingmatches'))).toEqual([]);

    const { owner } = s;
    const talents = await talentsOf(owner.cookie, 'q=storefront');
    expect(ids(talents)).toContain(s.reactTalent.id);
    expect(ids(talents)).not.toContain(s.rustTalent.id);
  });

  it('follows each write in the same transaction: a renamed project or company is found by its new name', async () => {
    const s = await scene();
    const rename = await send(t, 'PUT', `/api/projects/${s.systems.id}`, s.owner.cookie, {
      name: 'Quasar observability',
      description: 'A long enough description of the work to be done here.',
      partnerOnly: false,
      partnerGroups: [],
      startDate: '2027-06-01',
      endDate: '2027-12-31',
    });
    expect(rename.status, await rename.clone().text()).toBe(200);
    expect(ids(await positionsOf(s.reader.cookie, 'q=quasar'))).toEqual([s.rust.id]);
    expect(ids(await positionsOf(s.reader.cookie, 'q=telemetry'))).not.toContain(s.rust.id);

    const [project] = await t.db.select().from(projects).where(eq(projects.id, s.web.id));
    expect(project).toBeDefined();
    const profile = await send(t, 'GET', `/api/companies/${s.owner.company.id}`, s.owner.cookie);
    const company = (await profile.json()) as Record<string, unknown>;
    const renamed = await send(t, 'PUT', '/api/companies', s.owner.cookie, {
      name: 'Zephyrine Labs',
      email: company.email,
      companyTypeId: 1,
      domainId: 2,
      website: 'https://acme.example.com',
      linkedIn: 'https://www.linkedin.com/company/acme',
      description: 'We build things.',
      skills: [10, 12],
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    expect(ids(await positionsOf(s.reader.cookie, 'q=zephyrine')).sort()).toEqual([s.react.id, s.rust.id].sort());
  });

  it('ranks by relevance when searching, and refuses relevance without words', async () => {
    const s = await scene();
    const page = await positionsOf(s.reader.cookie, 'q=rust');
    expect(page.content[0]?.id).toBe(s.rust.id);
    const bad = await send(t, 'GET', '/api/positions?sort=relevance', s.reader.cookie);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).message).toContain('sort=relevance needs a search text (q)');
  });
});

describe('filters', () => {
  it('narrow positions by roles (with the roles under them), seniorities, locations and start date', async () => {
    const s = await scene();
    const mine = (page: Paged<{ id: number }>) => ids(page).filter((id) => id === s.react.id || id === s.rust.id);
    expect(mine(await positionsOf(s.reader.cookie, `roles=${FRONT_END}`))).toEqual([s.react.id]);
    expect(mine(await positionsOf(s.reader.cookie, `roles=${BACK_END}`))).toEqual([s.rust.id]);
    expect(mine(await positionsOf(s.reader.cookie, 'seniorities=3'))).toEqual([s.rust.id]);
    expect(
      mine(await positionsOf(s.reader.cookie, `locations=${SOFIA},${VARNA}&sort=startDate&ascending=true`)),
    ).toEqual([s.react.id, s.rust.id]);
    expect(mine(await positionsOf(s.reader.cookie, 'startDateFrom=2027-04-01'))).toEqual([s.rust.id]);
    expect(mine(await positionsOf(s.reader.cookie, 'startDateTo=2027-04-01'))).toEqual([s.react.id]);
    expect(mine(await positionsOf(s.reader.cookie, `companyId=${s.owner.company.id}`))).toHaveLength(2);
    const bad = await send(t, 'GET', '/api/positions?startDateFrom=2027-05-01&startDateTo=2027-04-01', s.reader.cookie);
    expect(bad.status).toBe(400);
  });

  it('narrow talents by roles, seniorities, locations and the date they are available by', async () => {
    const s = await scene();
    const mine = (page: Paged<{ id: number }>) =>
      ids(page).filter((id) => id === s.reactTalent.id || id === s.rustTalent.id);
    const cookie = s.owner.cookie;
    expect(mine(await talentsOf(cookie, `roles=${FRONT_END}`))).toEqual([s.reactTalent.id]);
    expect(mine(await talentsOf(cookie, 'seniorities=3'))).toEqual([s.rustTalent.id]);
    expect(mine(await talentsOf(cookie, `locations=${VARNA}`))).toEqual([s.rustTalent.id]);
    // No date means available now.
    expect(mine(await talentsOf(cookie, 'availableBy=2027-05-01'))).toEqual([s.reactTalent.id]);
    expect(mine(await talentsOf(cookie, 'availableBy=2027-05-15')).sort()).toEqual(
      [s.reactTalent.id, s.rustTalent.id].sort(),
    );
    expect(mine(await talentsOf(cookie, `companyId=${s.reader.company.id}`))).toHaveLength(2);
  });
});

describe('locations', () => {
  it('a country covers its cities, a city finds what names its whole country, and search finds places by name', async () => {
    const s = await scene();
    const places = (await (await t.app.request('/api/locations')).json()) as Location[];
    const place = (name: string) => places.find((location) => location.name === name)!.id;
    const [germany, berlin, munich, bulgaria] = ['Germany', 'Berlin', 'Munich', 'Bulgaria'].map(place);
    const anywhereInGermany = await createPosition(t, s.owner.cookie, s.web.id, {
      workMode: [2],
      locations: [germany, SOFIA],
    });
    const inBerlin = await createPosition(t, s.owner.cookie, s.web.id, { workMode: [1], locations: [berlin] });
    const mine = (page: Paged<{ id: number }>) =>
      ids(page)
        .filter((id) => [s.react.id, s.rust.id, anywhereInGermany.id, inBerlin.id].includes(id))
        .sort((a, b) => a - b);
    const find = async (query: string) => mine(await positionsOf(s.reader.cookie, query));
    expect(await find(`locations=${germany}`)).toEqual([anywhereInGermany.id, inBerlin.id]);
    expect(await find(`locations=${berlin}`)).toEqual([anywhereInGermany.id, inBerlin.id]);
    expect(await find(`locations=${munich}`)).toEqual([anywhereInGermany.id]);
    expect(await find(`locations=${bulgaria}`)).toEqual([s.react.id, s.rust.id, anywhereInGermany.id]);
    expect(await find('q=berlin')).toEqual([inBerlin.id]);

    const munichTalent = await createTalent(s.reader.cookie, { locations: [munich] });
    const talents = async (query: string) =>
      ids(await talentsOf(s.owner.cookie, query)).filter((id) => id === munichTalent.id || id === s.reactTalent.id);
    expect(await talents(`locations=${germany}`)).toEqual([munichTalent.id]);
    expect(await talents(`locations=${berlin}`)).toEqual([]);
    expect(await talents(`locations=${bulgaria}`)).toEqual([s.reactTalent.id]);
    expect(await talents('q=munich')).toEqual([munichTalent.id]);
  });
});

describe('ranking by fit', () => {
  it('ranks the positions that fit one of the reader’s talents, with a score and its reasons', async () => {
    const s = await scene();
    const page = await positionsOf(
      s.reader.cookie,
      `talentId=${s.reactTalent.id}&sort=match&pageSize=100&companyId=${s.owner.company.id}`,
    );
    expect(page.content[0]).toMatchObject({
      id: s.react.id,
      match: {
        // 45 required + 0 optional (no Docker) + 15 seniority + 10 experience + 10 rate + 5 work mode + 5 location
        score: 90,
        reasons: expect.arrayContaining(['2 of 2 required skills', 'rate ranges overlap']) as string[],
      },
    });
    // The Rust position shares no skill with a React talent: it does not fit.
    expect(ids(page)).not.toContain(s.rust.id);
    for (const item of page.content) expect(item.match).toBeDefined();
    const scores = page.content.map((item) => item.match!.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // Any sort carries the match once a talent is named.
    const byDate = await positionsOf(s.reader.cookie, `talentId=${s.rustTalent.id}&companyId=${s.owner.company.id}`);
    expect(byDate.content.find((item) => item.id === s.rust.id)?.match?.reasons).toContain('1 of 1 required skills');

    const foreign = await send(t, 'GET', `/api/positions?talentId=${s.reactTalent.id}&sort=match`, s.owner.cookie);
    expect(foreign.status).toBe(404);
    const missing = await send(t, 'GET', '/api/positions?sort=match', s.reader.cookie);
    expect(missing.status).toBe(400);
  });

  it('ranks the talents that fit one of the reader’s positions; another company’s position is a 404', async () => {
    const s = await scene();
    const page = await talentsOf(
      s.owner.cookie,
      `positionId=${s.react.id}&sort=match&pageSize=100&companyId=${s.reader.company.id}`,
    );
    expect(page.content[0]).toMatchObject({ id: s.reactTalent.id, match: { score: 90 } });
    expect(ids(page)).not.toContain(s.rustTalent.id);
    const foreign = await send(t, 'GET', `/api/companies/talents?positionId=${s.react.id}&sort=match`, s.reader.cookie);
    expect(foreign.status).toBe(404);
  });

  it('lists the reader’s talents best fit first for the apply dialog', async () => {
    const s = await scene();
    const partial = await getJson<PartialTalent[]>(
      s.reader.cookie,
      `/api/companies/my-talents/partial?positionId=${s.rust.id}`,
    );
    expect(partial.map((talent) => talent.id)).toEqual([s.rustTalent.id, s.reactTalent.id]);
    expect(partial[0]).toMatchObject({ reference: 'BE-042', hasCv: false, match: { score: expect.any(Number) } });
    const stranger = await userWithCompany(t, { approved: true });
    const hiddenProject = await createProject(t, stranger.cookie, { partnerOnly: true, partnerGroups: [] });
    const hidden = await createPosition(t, stranger.cookie, hiddenProject.id);
    const refused = await send(t, 'GET', `/api/companies/my-talents/partial?positionId=${hidden.id}`, s.reader.cookie);
    expect(refused.status).toBe(404);
  });
});

describe('the talent reference', () => {
  it('is seen by its own company only, in every answer', async () => {
    const s = await scene();
    const own = await getJson<Talent>(s.reader.cookie, `/api/companies/talents/${s.reactTalent.id}`);
    expect(own.reference).toBe('Anna K.');
    const mine = await getJson<Paged<Talent>>(
      s.reader.cookie,
      '/api/companies/my-talents?sort=reference&ascending=true',
    );
    expect(mine.content.map((talent) => talent.reference)).toEqual(['Anna K.', 'BE-042']);

    const other = await getJson<Talent>(s.owner.cookie, `/api/companies/talents/${s.reactTalent.id}`);
    expect(other).not.toHaveProperty('reference');
    const browsed = await talentsOf(s.owner.cookie, `positionId=${s.react.id}&pageSize=100`);
    for (const talent of browsed.content) expect(talent).not.toHaveProperty('reference');
    expect(JSON.stringify(browsed)).not.toContain('Anna K.');
    // Nor can a search find a talent by it.
    expect(ids(await talentsOf(s.owner.cookie, 'q=anna'))).not.toContain(s.reactTalent.id);

    const applied = await send(t, 'POST', '/api/companies/apply', s.reader.cookie, {
      positionId: s.react.id,
      talentId: s.reactTalent.id,
      rate: 60,
      availableFrom: new Date().toISOString().slice(0, 10),
    });
    expect(applied.status).toBe(201);
    const application = (await applied.json()) as { id: number };
    const reviewed = await send(t, 'GET', `/api/companies/applications/${application.id}/talent`, s.owner.cookie);
    expect(await reviewed.text()).not.toContain('Anna K.');
  });

  it('defaults to "Talent {id}", and an edit that leaves it out keeps it', async () => {
    const reader = await userWithCompany(t, { approved: true });
    const talent = await createTalent(reader.cookie);
    expect(talent.reference).toBe(`Talent ${talent.id}`);
    const renamed = await send(t, 'PUT', `/api/companies/talents/${talent.id}`, reader.cookie, {
      ...talentBody(),
      reference: 'Ivo P.',
    });
    expect(((await renamed.json()) as Talent).reference).toBe('Ivo P.');
    const kept = await send(t, 'PUT', `/api/companies/talents/${talent.id}`, reader.cookie, talentBody());
    expect(((await kept.json()) as Talent).reference).toBe('Ivo P.');
    const long = await send(t, 'PUT', `/api/companies/talents/${talent.id}`, reader.cookie, {
      ...talentBody(),
      reference: 'x'.repeat(81),
    });
    expect(long.status).toBe(400);
  });
});
