// `npm run seed:scale`: fills an empty database (the SQLite file in DATA_DIR, or DATABASE_URL's) with
// marketplace-sized data (10,000 approved companies, partner groups, 30,000 projects, 100,000 positions, 50,000
// talents) for the benchmark and for trying the product at scale. The spreads are seeded, so every run builds the
// same data.
import { count, getTableName } from 'drizzle-orm';
import { loadConfig } from '../config';
import { rebuildIndex } from '../search/search-index';
import { type Engine, openDatabase, type Tx } from '../db/client';
import {
  benchSettings,
  benchSharingGroups,
  talentLocations,
  talents,
  talentSkills,
  talentWorkModes,
} from '../db/schema/bench';
import { companies, companySkills } from '../db/schema/companies';
import {
  partnerGroupMembers,
  partnerGroups,
  positionLocations,
  positions,
  positionSkills,
  positionWorkModes,
  projectPartnerGroups,
  projects,
} from '../db/schema/projects';
import { locations, roles, seniorities, skills } from '../db/schema/reference';
import { workModeIds } from '@benchlink/contracts/enums';
import { seedReferenceData } from '../db/seed';
import { pruneChanges } from '../listings/change-log';

export const SCALE = { companies: 10_000, groups: 4_000, projects: 30_000, positions: 100_000, talents: 50_000 };

/** A small seeded generator (mulberry32): the same data on every run. */
export function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[], min: number, max: number) => {
    const wanted = int(min, max);
    const chosen = new Set<T>();
    while (chosen.size < Math.min(wanted, items.length)) chosen.add(pick(items));
    return [...chosen];
  };
  return { next, int, pick, some, chance: (p: number) => next() < p };
}

/**
 * Inserts rows in statements of a few hundred (both engines limit the number of bound values per statement).
 */
async function insertAll<T>(tx: Tx, table: Parameters<Tx['insert']>[0], rows: T[]) {
  for (let start = 0; start < rows.length; start += 500) {
    await tx.insert(table).values(rows.slice(start, start + 500) as never);
  }
}

/** Tables seeded with ids of their own: PostgreSQL's identity sequences must continue after them. */
const TABLES_WITH_GIVEN_IDS = [companies, partnerGroups, projects, positions, talents];

/** Fills `engine`'s database, which must hold no company yet; returns the seconds it took. */
export async function seedScale(engine: Engine, now = new Date()) {
  const { db } = engine;
  await seedReferenceData(db);
  const [{ total: existing } = { total: 0 }] = await db.select({ total: count() }).from(companies);
  if (existing > 0)
    throw new Error(`The database already holds ${existing} companies: seed:scale fills an empty database only.`);

  // In id order, so that the seeded spreads are the same on either engine.
  const assignable = (
    await db
      .select({ id: skills.id, assignable: skills.assignable, parentId: skills.parentId })
      .from(skills)
      .orderBy(skills.id)
  )
    .filter((skill) => skill.assignable && skill.id !== 1 && skill.parentId !== 1)
    .map((skill) => skill.id);
  // Most work asks for a handful of popular skills: weight the first ones.
  const popular = assignable.slice(0, 25);
  const roleIds = (await db.select({ id: roles.id }).from(roles).orderBy(roles.id)).map((row) => row.id);
  const seniorityIds = (await db.select({ id: seniorities.id }).from(seniorities).orderBy(seniorities.id)).map(
    (row) => row.id,
  );
  const places = await db.select({ id: locations.id, parentId: locations.parentId }).from(locations);
  const cityIds = places.filter((place) => place.parentId !== null).map((place) => place.id);
  const countryIds = places.filter((place) => place.parentId === null).map((place) => place.id);
  const day = 86_400_000;
  const started = Date.now();

  await db.transaction(async (tx) => {
    // Started afresh should PostgreSQL run the transaction again: every attempt writes the same data.
    const random = generator(20_261_123);
    const skillPick = () => (random.chance(0.6) ? random.pick(popular) : random.pick(assignable));
    const companyRows = Array.from({ length: SCALE.companies }, (_, index) => ({
      id: index + 1,
      name: `Scale Company ${index + 1}`,
      email: `office${index + 1}@scale.example.com`,
      companyTypeId: random.int(1, 3),
      domainId: random.int(1, 25),
      emailVerification: 'VERIFIED' as const,
      approved: true,
    }));
    await insertAll(tx, companies, companyRows);
    await insertAll(
      tx,
      companySkills,
      companyRows.flatMap((company) =>
        [...new Set(Array.from({ length: random.int(2, 6) }, skillPick))].map((skillId) => ({
          companyId: company.id,
          skillId,
        })),
      ),
    );

    const groupRows = Array.from({ length: SCALE.groups }, (_, index) => ({
      id: index + 1,
      companyId: random.int(1, SCALE.companies),
      name: `Partners ${index + 1}`,
    }));
    await insertAll(tx, partnerGroups, groupRows);
    await insertAll(
      tx,
      partnerGroupMembers,
      groupRows.flatMap((group) =>
        [...new Set(Array.from({ length: random.int(3, 12) }, () => random.int(1, SCALE.companies)))]
          .filter((companyId) => companyId !== group.companyId)
          .map((companyId) => ({ groupId: group.id, companyId })),
      ),
    );
    const groupsByCompany = new Map<number, number[]>();
    for (const group of groupRows)
      groupsByCompany.set(group.companyId, [...(groupsByCompany.get(group.companyId) ?? []), group.id]);

    const projectRows = Array.from({ length: SCALE.projects }, (_, index) => {
      const companyId = random.int(1, SCALE.companies);
      const posted = new Date(now.getTime() - random.int(0, 60) * day - random.int(0, day));
      const start = new Date(posted.getTime() + random.int(0, 90) * day).toISOString().slice(0, 10);
      return {
        id: index + 1,
        companyId,
        name: `Project ${index + 1}`,
        description: 'A scale-test project with enough description to pass the rules.',
        partnerOnly: groupsByCompany.has(companyId) && random.chance(0.2),
        startDate: random.chance(0.85) ? start : null,
        endDate: null,
        durationMonths: random.int(1, 36),
        datePosted: posted,
        dateUpdated: posted,
        // About four in five projects are still listed.
        expiresAt: new Date(now.getTime() + random.int(-6, 21) * day),
      };
    });
    await insertAll(tx, projects, projectRows);
    await insertAll(
      tx,
      projectPartnerGroups,
      projectRows
        .filter((project) => project.partnerOnly)
        .flatMap((project) =>
          random
            .some(groupsByCompany.get(project.companyId)!, 1, 2)
            .map((groupId) => ({ projectId: project.id, groupId })),
        ),
    );

    const positionRows = Array.from({ length: SCALE.positions }, (_, index) => {
      const project = projectRows[index < SCALE.projects ? index : random.int(0, SCALE.projects - 1)]!;
      const hasRate = random.chance(0.9);
      const min = random.int(20, 100);
      return {
        id: index + 1,
        projectId: project.id,
        roleId: random.pick(roleIds),
        seniorityId: random.pick(seniorityIds),
        statusId: random.chance(0.85) ? 1 : random.int(2, 5),
        rateMin: hasRate ? min : null,
        rateMax: hasRate ? min + random.int(0, 40) : null,
        minYearsExperience: random.int(0, 10),
        hoursPerWeek: random.pick([20, 30, 40, 40, 40]),
        description: 'A scale-test position with enough description to pass the rules.',
        createdAt: project.datePosted,
        updatedAt: project.datePosted,
        ownerId: project.companyId,
        ownerApproved: true,
        partnerOnly: project.partnerOnly,
        datePosted: project.datePosted,
        startDate: project.startDate,
        expiresAt: project.expiresAt,
      };
    });
    await insertAll(tx, positions, positionRows);
    await insertAll(
      tx,
      positionSkills,
      positionRows.flatMap((position) => {
        const ids = [...new Set(Array.from({ length: random.int(2, 6) }, skillPick))];
        const required = Math.max(1, Math.ceil(ids.length / 2));
        return ids.map((skillId, sortOrder) => ({
          positionId: position.id,
          skillId,
          isRequired: sortOrder < required,
          months: sortOrder < required ? random.int(6, 60) : null,
          sortOrder,
        }));
      }),
    );
    const modesOf = positionRows.map((position) => ({ positionId: position.id, modes: random.some([1, 2, 3], 1, 2) }));
    await insertAll(
      tx,
      positionWorkModes,
      modesOf.flatMap(({ positionId, modes }) => modes.map((workModeId) => ({ positionId, workModeId }))),
    );
    // Office or hybrid work names one or two places: mostly cities, some whole countries.
    await insertAll(
      tx,
      positionLocations,
      modesOf
        .filter(({ modes }) => modes.some((mode) => mode === workModeIds.office || mode === workModeIds.hybrid))
        .flatMap(({ positionId }) =>
          random
            .some(random.chance(0.8) ? cityIds : countryIds, 1, 2)
            .map((locationId) => ({ positionId, locationId })),
        ),
    );

    const talentRows = Array.from({ length: SCALE.talents }, (_, index) => {
      const hasRate = random.chance(0.8);
      const min = random.int(15, 90);
      const created = new Date(now.getTime() - random.int(0, 120) * day);
      return {
        id: index + 1,
        reference: `Talent ${index + 1}`,
        companyId: random.int(1, SCALE.companies),
        active: random.chance(0.85),
        // Most benches are kept fresh; some talents went stale (14+ days) or hidden (30+).
        availabilityConfirmedAt: new Date(now.getTime() - random.int(0, 40) * day),
        description: 'A scale-test talent.',
        roleId: random.pick(roleIds),
        seniorityId: random.pick(seniorityIds),
        totalMonths: random.int(1, 300),
        minRate: hasRate ? min : null,
        maxRate: hasRate ? min + random.int(0, 30) : null,
        createdAt: created,
        updatedAt: created,
      };
    });
    await insertAll(tx, talents, talentRows);
    await insertAll(
      tx,
      talentSkills,
      talentRows.flatMap((talent) =>
        [...new Set(Array.from({ length: random.int(2, 6) }, skillPick))].map((skillId, sortOrder) => ({
          talentId: talent.id,
          skillId,
          months: random.int(1, 120),
          sortOrder,
        })),
      ),
    );
    await insertAll(
      tx,
      talentWorkModes,
      talentRows.flatMap((talent) =>
        random.some([1, 2, 3], 1, 2).map((workModeId) => ({ talentId: talent.id, workModeId })),
      ),
    );
    await insertAll(
      tx,
      talentLocations,
      talentRows.flatMap((talent) =>
        random.some(cityIds, 0, 2).map((locationId) => ({ talentId: talent.id, locationId })),
      ),
    );
    // About a third of the companies share their bench privately with one of their groups.
    const privateBenches = [...groupsByCompany.entries()].filter(() => random.chance(0.3));
    await insertAll(
      tx,
      benchSettings,
      privateBenches.map(([companyId]) => ({ companyId, isPublic: false })),
    );
    await insertAll(
      tx,
      benchSharingGroups,
      privateBenches.map(([companyId, groups]) => ({ companyId, groupId: groups[0]! })),
    );
    // The keyword-search indexes, built from the rows above as the app's writes would have.
    await rebuildIndex(tx, 'position');
    await rebuildIndex(tx, 'talent');
  });
  // The change log holds a row for each listing written above; every process loads the listings whole anyway.
  await pruneChanges(db, 0);
  if (engine.dialect === 'postgres') {
    // Rows inserted with their ids leave the identity sequences behind: the next company created would take id 1.
    for (const table of TABLES_WITH_GIVEN_IDS) {
      const name = getTableName(table);
      await engine.pool!.query(`select setval(pg_get_serial_sequence($1, 'id'), (select max(id) from "${name}"))`, [
        name,
      ]);
    }
    // Fresh statistics, so that the planner sees the data as it now is.
    await engine.pool!.query('analyze');
  } else {
    engine.sqlite!.exec('ANALYZE');
    // The row counts (sqlite_stat1) stay; the value samples go: with them the planner reads the values bound to a
    // statement, so SQLite plans it anew on every run (34 instead of 11 µs for the read of one position).
    engine.sqlite!.exec('DELETE FROM sqlite_stat4');
  }
  return (Date.now() - started) / 1000;
}

if (process.argv[1]?.endsWith('seed-scale.ts')) {
  const config = loadConfig();
  const engine = await openDatabase(config);
  try {
    const seconds = await seedScale(engine);
    console.log(
      `Seeded ${config.databaseUrl ? 'the PostgreSQL database' : config.databaseFile} in ${seconds.toFixed(1)} s: ` +
        `${SCALE.companies} companies, ${SCALE.groups} partner groups, ${SCALE.projects} projects, ` +
        `${SCALE.positions} positions, ${SCALE.talents} talents.`,
    );
  } finally {
    await engine.close();
  }
}
