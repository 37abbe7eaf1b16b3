// Browsing other companies' open positions and shared talents: the visibility rules of projects and benches, the
// filters and keyword search of the browse screens, ranking by fit, and stable paging (ties broken by id).
import { and, count, eq, exists, gt, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  type BrowsedPosition,
  type BrowsePositionsQuery,
  type BrowseTalentsQuery,
} from '@benchlink/contracts/applications';
import { type Paged } from '@benchlink/contracts/common';
import type { Match } from '@benchlink/contracts/match';
import { type Talent } from '@benchlink/contracts/talents';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { talentLocations, talents, talentSkills, talentWorkModes } from '../../db/schema/bench';
import { companies } from '../../db/schema/companies';
import { positionLocations, positions, positionSkills, positionWorkModes } from '../../db/schema/projects';
import { toSummary } from '../../lib/companies';
import { paginate } from '../../lib/pagination';
import { coveringPlaces } from '../../lib/locations';
import { withDescendantRoles } from '../../lib/roles';
import { sharedTalentOf } from '../../lib/talent-access';
import { matches, parseSearch, rankedMatches } from '../../search/search-index';
import { selectPositions, toPositions } from '../positions/positions.service';
import { listedSince, selectTalents, staleLast, talentRateOrder, toTalents } from '../talents/talents.service';
import { ownMatchPosition, ownMatchTalent, rankedIds, scorePositions, scoreTalents } from './match.service';
import { listedFor, sharedWith } from './visibility';

/** `rate` lies in the range of min and max columns; no min means no rate (out), no max means no upper bound. */
const rateWithin = (
  rate: number,
  min: typeof positions.rateMin | typeof talents.minRate,
  max: typeof positions.rateMax | typeof talents.maxRate,
) => and(lte(min, rate), or(isNull(max), gte(max, rate)));

const anyOf = (column: PgColumn, ids: readonly number[]) => (ids.length === 0 ? undefined : inArray(column, [...ids]));

type Candidates = 'walk' | 'collect';

/** A page of ids ranked in memory (by fit), with the totals of a paged result. */
function pageOf(ids: number[], query: { offset: number; pageSize: number }) {
  const start = query.offset * query.pageSize;
  return {
    ids: ids.slice(start, start + query.pageSize),
    totalPages: Math.ceil(ids.length / query.pageSize),
    totalElements: ids.length,
  };
}

/**
 * The browse filters of positions: any of the skills (required or optional), any of the work modes, roles (with the
 * roles under them), seniorities, the locations (a country with its cities), the project's start date, a rate inside the range, one company, the
 * project's referral terms (any), and the search words. A page walks the sort index and checks each row (`walk`: it
 * stops after a page); a count visits every match, so it starts from the positions that have one of the skills
 * (`collect`), far fewer than are listed.
 */
async function positionFilters(db: Db, query: BrowsePositionsQuery) {
  const roleIds = await withDescendantRoles(db, query.roles);
  const places = await coveringPlaces(db, query.locations);
  const search = parseSearch(query.q);
  /** `ranked`: the page joins the ranked matches (sort by relevance), which already keep only the matching ones. */
  return (candidates: Candidates, ranked = false): SQL | undefined => {
    const skillRows = (...conditions: SQL[]) =>
      db
        .select({ id: positionSkills.positionId })
        .from(positionSkills)
        .where(and(inArray(positionSkills.skillId, query.skills), ...conditions));
    return and(
      query.skills.length === 0
        ? undefined
        : candidates === 'collect'
          ? inArray(positions.id, skillRows())
          : exists(skillRows(eq(positionSkills.positionId, positions.id))),
      positionHasAnyOf(db, query.workModes, positionWorkModes, positionWorkModes.workModeId),
      anyOf(positions.roleId, roleIds),
      anyOf(positions.seniorityId, query.seniorities),
      positionHasAnyOf(db, places, positionLocations, positionLocations.locationId),
      query.startDateFrom === undefined ? undefined : gte(positions.startDate, query.startDateFrom),
      query.startDateTo === undefined ? undefined : lte(positions.startDate, query.startDateTo),
      query.rate === undefined ? undefined : rateWithin(query.rate, positions.rateMin, positions.rateMax),
      query.companyId === undefined ? undefined : eq(positions.ownerId, query.companyId),
      query.withReferral ? eq(positions.withReferral, true) : undefined,
      search && !ranked ? matches('position', positions.id, search) : undefined,
    );
  };
}

/**
 * One page of the positions `reader` may apply to, with their company and the reader's applications to each; with
 * `talentId`, each one's fit for that talent.
 */
export async function browsePositions(
  db: Db,
  reader: number,
  query: BrowsePositionsQuery,
): Promise<Paged<BrowsedPosition>> {
  const now = new Date();
  const filters = await positionFilters(db, query);
  const forTalent = query.talentId === undefined ? undefined : await ownMatchTalent(db, reader, query.talentId);
  const search = parseSearch(query.q);
  const shared = sharedWith(db, reader);
  const visible = query.isPartnerOnly ? shared : or(eq(positions.partnerOnly, false), shared);
  let pageIds: number[];
  let totals: { totalPages: number; totalElements: number };
  let scores: Map<number, Match> | undefined;
  if (query.sort === 'match' && forTalent) {
    // Ranked in memory among the positions that ask for one of the talent's skills; the others do not fit.
    const fitting = inArray(
      positions.id,
      db
        .select({ id: positionSkills.positionId })
        .from(positionSkills)
        .where(inArray(positionSkills.skillId, forTalent.skillIds)),
    );
    scores = await scorePositions(
      db,
      forTalent.talent,
      db
        .select({ id: positions.id })
        .from(positions)
        .where(and(listedFor(reader, now), filters('walk'), visible, fitting)),
    );
    const { ids, ...rest } = pageOf(rankedIds(scores), query);
    pageIds = ids;
    totals = rest;
  } else {
    // One index cannot serve "public OR shared with me": the total is counted as two halves, each with its own index.
    const countWhere = async (visibility: SQL | undefined, candidates: Candidates) =>
      (
        await db
          .select({ total: count() })
          .from(positions)
          .where(and(listedFor(reader, now), filters(candidates), visibility))
      )[0]?.total ?? 0;
    const ranked = query.sort === 'relevance' && search ? rankedMatches('position', search) : undefined;
    const listed = db.select({ id: positions.id }).from(positions).$dynamic();
    const page = await paginate(
      db,
      (ranked ? listed.innerJoin(ranked.table, ranked.joinOn(positions.id)) : listed).where(
        and(listedFor(reader, now), filters('walk', ranked !== undefined), visible),
      ),
      // Relevance puts the best first whatever the direction asked.
      query.sort === 'relevance' ? { ...query, ascending: false } : query,
      {
        sortColumns: {
          datePosted: positions.datePosted,
          startDate: positions.startDate,
          isPartnerOnly: positions.partnerOnly,
          // By the minimum, then the maximum; positions without a rate come last.
          rate: [positions.rateMin, positions.rateMax],
          relevance: ranked?.rank ?? positions.datePosted,
          match: positions.datePosted,
        },
        tieBreaker: positions.id,
        // The shared half starts from the reader's few shared projects; the public half from the skill index.
        count: async () =>
          (await countWhere(shared, 'walk')) +
          (query.isPartnerOnly ? 0 : await countWhere(eq(positions.partnerOnly, false), 'collect')),
      },
    );
    pageIds = page.content.map((row) => row.id);
    totals = { totalPages: page.totalPages, totalElements: page.totalElements };
  }
  if (forTalent && !scores && pageIds.length) {
    scores = await scorePositions(db, forTalent.talent, pageIds);
  }
  const records = pageIds.length ? await selectPositions(db).where(inArray(positions.id, pageIds)) : [];
  const inPageOrder = pageIds.map((id) => records.find((record) => record.position.id === id)!);
  const companyIds = [...new Set(inPageOrder.map((record) => record.project.companyId))];
  const owners = companyIds.length ? await db.select().from(companies).where(inArray(companies.id, companyIds)) : [];
  const mine = pageIds.length
    ? await db
        .select({ positionId: applications.positionId, total: count() })
        .from(applications)
        .where(
          and(
            inArray(applications.positionId, pageIds),
            eq(applications.companyId, reader),
            ne(applications.status, 'CANCELLED'),
          ),
        )
        .groupBy(applications.positionId)
    : [];
  const content = (await toPositions(db, inPageOrder)).map((position) => {
    const match = scores?.get(position.id);
    return {
      ...position,
      company: toSummary(owners.find((row) => row.id === position.project.companyId)!),
      myApplicationCount: mine.find((row) => row.positionId === position.id)?.total ?? 0,
      ...(match ? { match } : {}),
    };
  });
  return { ...totals, content };
}

/** Positions with one of `ids` in the list table `table` (work modes, locations); skills have their own plans. */
function positionHasAnyOf(
  db: Db,
  ids: readonly number[],
  table: typeof positionWorkModes | typeof positionLocations,
  column: typeof positionWorkModes.workModeId | typeof positionLocations.locationId,
) {
  if (ids.length === 0) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.positionId, positions.id), inArray(column, [...ids]))),
  );
}

/** Talents with one of `ids` in the list table `table` (skills, work modes, locations). */
function hasAnyOf(
  db: Db,
  ids: readonly number[],
  table: typeof talentSkills | typeof talentWorkModes | typeof talentLocations,
  column: SQL | typeof talentSkills.skillId | typeof talentWorkModes.workModeId | typeof talentLocations.locationId,
) {
  if (ids.length === 0) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.talentId, talents.id), inArray(column as typeof talentSkills.skillId, [...ids]))),
  );
}

/**
 * One page of the talents other companies share with `reader`, filtered and searched; with `positionId`, each
 * one's fit for that position. Talents whose availability was not confirmed for 30 days are left out; those not
 * confirmed for 14 come after the fresh ones.
 */
export async function browseTalents(db: Db, reader: number, query: BrowseTalentsQuery): Promise<Paged<Talent>> {
  const now = new Date();
  const roleIds = await withDescendantRoles(db, query.roles);
  const search = parseSearch(query.q);
  const forPosition = query.positionId === undefined ? undefined : await ownMatchPosition(db, reader, query.positionId);
  const where = and(
    ne(talents.companyId, reader),
    sharedTalentOf(db, reader),
    gt(talents.availabilityConfirmedAt, listedSince(now)),
    hasAnyOf(db, query.skills, talentSkills, talentSkills.skillId),
    hasAnyOf(db, query.workModes, talentWorkModes, talentWorkModes.workModeId),
    hasAnyOf(db, await coveringPlaces(db, query.locations), talentLocations, talentLocations.locationId),
    anyOf(talents.roleId, roleIds),
    anyOf(talents.seniorityId, query.seniorities),
    query.availableBy === undefined
      ? undefined
      : or(isNull(talents.availableFrom), lte(talents.availableFrom, query.availableBy)),
    query.rate === undefined ? undefined : rateWithin(query.rate, talents.minRate, talents.maxRate),
    query.companyId === undefined ? undefined : eq(talents.companyId, query.companyId),
  );
  const searched = search ? and(where, matches('talent', talents.id, search)) : where;
  if (query.sort === 'match' && forPosition) {
    // Ranked in memory among the talents with one of the position's skills (a bench is small); fresh ones first.
    const candidates = await db
      .select({ id: talents.id, stale: staleLast(now) })
      .from(talents)
      .innerJoin(companies, eq(companies.id, talents.companyId))
      .where(and(searched, hasAnyOf(db, forPosition.skillIds, talentSkills, talentSkills.skillId)));
    const stale = new Map(candidates.map((row) => [row.id, Number(row.stale)]));
    const scores = candidates.length
      ? await scoreTalents(
          db,
          forPosition.position,
          candidates.map((row) => row.id),
        )
      : new Map<number, Match>();
    const ranked = rankedIds(scores).sort((a, b) => stale.get(a)! - stale.get(b)!);
    const { ids, ...totals } = pageOf(ranked, query);
    const records = ids.length ? await selectTalents(db).where(inArray(talents.id, ids)) : [];
    const inPageOrder = ids.map((id) => records.find((record) => record.talent.id === id)!);
    return { ...totals, content: await toTalents(db, inPageOrder, reader, scores) };
  }
  const ranked = query.sort === 'relevance' && search ? rankedMatches('talent', search) : undefined;
  const page = await paginate(
    db,
    ranked
      ? selectTalents(db).innerJoin(ranked.table, ranked.joinOn(talents.id)).where(where).$dynamic()
      : selectTalents(db).where(searched).$dynamic(),
    query.sort === 'relevance' ? { ...query, ascending: false } : query,
    {
      sortColumns: {
        rate: talentRateOrder,
        experience: talents.totalMonths,
        relevance: ranked?.rank ?? talentRateOrder,
        match: talentRateOrder,
      },
      tieBreaker: talents.id,
      first: [staleLast(now)],
    },
  );
  const scores =
    forPosition && page.content.length
      ? await scoreTalents(
          db,
          forPosition.position,
          page.content.map((row) => row.talent.id),
        )
      : undefined;
  return { ...page, content: await toTalents(db, page.content, reader, scores) };
}
