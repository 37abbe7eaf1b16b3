// The browse rules stated again as SQL and counted with COUNT(*): the oracle that `npm run bench` and the tests hold
// the listing index's totals to. The product never answers from here; it is slow on purpose (it visits every match).
import { and, count, eq, exists, gt, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { BrowsePositionsQuery, BrowseTalentsQuery } from '@benchlink/contracts/applications';
import type { Db } from '../db/client';
import { talentLocations, talents, talentSkills, talentWorkModes } from '../db/schema/bench';
import { companies } from '../db/schema/companies';
import { positionLocations, positions, positionSkills, positionWorkModes } from '../db/schema/projects';
import { coveringPlaces } from '../lib/locations';
import { withDescendantRoles } from '../lib/roles';
import { sharedTalentOf } from '../lib/talent-access';
import { listedFor, sharedWith } from '../routes/marketplace/visibility';
import { listedSince } from '../routes/talents/talents.service';
import { matches, parseSearch } from '../search/search-index';

const anyOf = (column: PgColumn, ids: readonly number[]) => (ids.length === 0 ? undefined : inArray(column, [...ids]));

/** `rate` lies in the range; no minimum means no rate (out), no maximum no upper bound. */
const rateWithin = (rate: number, min: PgColumn, max: PgColumn) => and(lte(min, rate), or(isNull(max), gte(max, rate)));

/** A row of `table` names the listing (`owner` = the listing's id column) and one of `ids`. */
const hasAnyOf = (
  db: Db,
  table: PgColumn['table'],
  owner: PgColumn,
  listing: PgColumn,
  column: PgColumn,
  ids: readonly number[],
) =>
  ids.length === 0
    ? undefined
    : exists(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(and(eq(owner, listing), inArray(column, [...ids]))),
      );

/** How many positions a browse of `reader` with `query` lists, counted in SQL. */
export async function countPositionsInSql(db: Db, reader: number, query: BrowsePositionsQuery): Promise<number> {
  const search = parseSearch(query.q);
  let fitSkills: number[] | undefined;
  if (query.talentId !== undefined && query.sort === 'match') {
    fitSkills = (
      await db.select({ id: talentSkills.skillId }).from(talentSkills).where(eq(talentSkills.talentId, query.talentId))
    ).map((row) => row.id);
  }
  const shared = sharedWith(db, reader);
  const where = and(
    listedFor(reader, new Date()),
    query.isPartnerOnly ? shared : or(eq(positions.partnerOnly, false), shared),
    hasAnyOf(db, positionSkills, positionSkills.positionId, positions.id, positionSkills.skillId, query.skills),
    hasAnyOf(
      db,
      positionWorkModes,
      positionWorkModes.positionId,
      positions.id,
      positionWorkModes.workModeId,
      query.workModes,
    ),
    anyOf(positions.roleId, await withDescendantRoles(db, query.roles)),
    anyOf(positions.seniorityId, query.seniorities),
    hasAnyOf(
      db,
      positionLocations,
      positionLocations.positionId,
      positions.id,
      positionLocations.locationId,
      await coveringPlaces(db, query.locations),
    ),
    query.startDateFrom === undefined ? undefined : gte(positions.startDate, query.startDateFrom),
    query.startDateTo === undefined ? undefined : lte(positions.startDate, query.startDateTo),
    query.rate === undefined ? undefined : rateWithin(query.rate, positions.rateMin, positions.rateMax),
    query.companyId === undefined ? undefined : eq(positions.ownerId, query.companyId),
    query.withReferral ? eq(positions.withReferral, true) : undefined,
    search ? matches('position', positions.id, search) : undefined,
    fitSkills &&
      (fitSkills.length
        ? hasAnyOf(db, positionSkills, positionSkills.positionId, positions.id, positionSkills.skillId, fitSkills)
        : sql`0 = 1`),
  );
  return totalOf(await db.select({ total: count() }).from(positions).where(where));
}

/** How many talents a browse of `reader` with `query` lists, counted in SQL. */
export async function countTalentsInSql(db: Db, reader: number, query: BrowseTalentsQuery): Promise<number> {
  const search = parseSearch(query.q);
  let fitSkills: number[] | undefined;
  if (query.positionId !== undefined && query.sort === 'match') {
    fitSkills = (
      await db
        .select({ id: positionSkills.skillId })
        .from(positionSkills)
        .where(eq(positionSkills.positionId, query.positionId))
    ).map((row) => row.id);
  }
  const where: SQL | undefined = and(
    ne(talents.companyId, reader),
    sharedTalentOf(db, reader),
    gt(talents.availabilityConfirmedAt, listedSince(new Date())),
    hasAnyOf(db, talentSkills, talentSkills.talentId, talents.id, talentSkills.skillId, query.skills),
    hasAnyOf(db, talentWorkModes, talentWorkModes.talentId, talents.id, talentWorkModes.workModeId, query.workModes),
    hasAnyOf(
      db,
      talentLocations,
      talentLocations.talentId,
      talents.id,
      talentLocations.locationId,
      await coveringPlaces(db, query.locations),
    ),
    anyOf(talents.roleId, await withDescendantRoles(db, query.roles)),
    anyOf(talents.seniorityId, query.seniorities),
    query.availableBy === undefined
      ? undefined
      : or(isNull(talents.availableFrom), lte(talents.availableFrom, query.availableBy)),
    query.rate === undefined ? undefined : rateWithin(query.rate, talents.minRate, talents.maxRate),
    query.companyId === undefined ? undefined : eq(talents.companyId, query.companyId),
    search ? matches('talent', talents.id, search) : undefined,
    fitSkills &&
      (fitSkills.length
        ? hasAnyOf(db, talentSkills, talentSkills.talentId, talents.id, talentSkills.skillId, fitSkills)
        : sql`0 = 1`),
  );
  return totalOf(
    await db
      .select({ total: count() })
      .from(talents)
      .innerJoin(companies, eq(companies.id, talents.companyId))
      .where(where),
  );
}

const totalOf = (rows: { total: number }[]) => Number(rows[0]?.total ?? 0);
