// Browsing other companies' open positions and shared talents: the visibility rules of projects and benches,
// the filters of the browse screens, and stable paging (ties broken by id).
import { and, count, eq, exists, gt, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  type BrowsedPosition,
  type BrowsePositionsQuery,
  type BrowseTalentsQuery,
} from '@benchlink/contracts/applications';
import { type Paged } from '@benchlink/contracts/common';
import { OPENED_STATUS_ID } from '@benchlink/contracts/enums';
import { type Talent } from '@benchlink/contracts/talents';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { talents, talentSkills, talentWorkModes } from '../../db/schema/bench';
import { companies } from '../../db/schema/companies';
import {
  partnerGroupMembers,
  positions,
  positionSkills,
  positionWorkModes,
  projectPartnerGroups,
} from '../../db/schema/projects';
import { toSummary } from '../../lib/companies';
import { paginate } from '../../lib/pagination';
import { selectPositions, toPositions } from '../positions/positions.service';
import { sharedTalentOf } from '../../lib/talent-access';
import { selectTalents, talentRateOrder, toTalents } from '../talents/talents.service';

/** Projects shared with `reader` through one of their partner groups: a short list, computed once per query. */
const projectsSharedWith = (db: Db, reader: number) =>
  db
    .select({ id: projectPartnerGroups.projectId })
    .from(projectPartnerGroups)
    .innerJoin(partnerGroupMembers, eq(partnerGroupMembers.groupId, projectPartnerGroups.groupId))
    .where(eq(partnerGroupMembers.companyId, reader));

/** `rate` lies in the range of min and max columns; no min means no rate (out), no max means no upper bound. */
const rateWithin = (
  rate: number,
  min: typeof positions.rateMin | typeof talents.minRate,
  max: typeof positions.rateMax | typeof talents.maxRate,
) => and(lte(min, rate), or(isNull(max), gte(max, rate)));

/**
 * Listed for `reader`: Opened positions of other, approved companies whose project has not expired, read from the
 * positions' listing columns (lib/listing.ts) so that an index serves it. The position being Opened is what gives
 * its project an open position; visibility (public or shared) is added by the caller.
 */
function listedFor(reader: number, now: Date): SQL {
  return and(
    eq(positions.statusId, OPENED_STATUS_ID),
    eq(positions.ownerApproved, true),
    gt(positions.expiresAt, now),
    ne(positions.ownerId, reader),
  )!;
}

type Candidates = 'walk' | 'collect';

/**
 * The browse filters: any of the skills (required or optional), any of the work modes, a rate inside the range.
 * A page walks the sort index and checks each row (`walk`: it stops after a page); a count visits every match, so it
 * starts from the positions that have one of the skills (`collect`), far fewer than are listed.
 */
function browseFilters(db: Db, query: BrowsePositionsQuery, candidates: Candidates): SQL | undefined {
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
    query.workModes.length === 0
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(positionWorkModes)
            .where(
              and(
                eq(positionWorkModes.positionId, positions.id),
                inArray(positionWorkModes.workModeId, query.workModes),
              ),
            ),
        ),
    query.rate === undefined ? undefined : rateWithin(query.rate, positions.rateMin, positions.rateMax),
  );
}

/** One page of the positions `reader` may apply to, with their company and the reader's applications to each. */
export async function browsePositions(
  db: Db,
  reader: number,
  query: BrowsePositionsQuery,
): Promise<Paged<BrowsedPosition>> {
  const now = new Date();
  const shared = and(eq(positions.partnerOnly, true), inArray(positions.projectId, projectsSharedWith(db, reader)));
  const visible = query.isPartnerOnly ? shared : or(eq(positions.partnerOnly, false), shared);
  // One index cannot serve "public OR shared with me": the total is counted as two halves, each with its own index.
  const countWhere = async (visibility: SQL | undefined, candidates: Candidates) =>
    (
      await db
        .select({ total: count() })
        .from(positions)
        .where(and(listedFor(reader, now), browseFilters(db, query, candidates), visibility))
    )[0]?.total ?? 0;
  const page = await paginate(
    db,
    db
      .select({ id: positions.id })
      .from(positions)
      .where(and(listedFor(reader, now), browseFilters(db, query, 'walk'), visible))
      .$dynamic(),
    query,
    {
      sortColumns: {
        datePosted: positions.datePosted,
        startDate: positions.startDate,
        isPartnerOnly: positions.partnerOnly,
        // By the minimum, then the maximum; positions without a rate come last.
        rate: [positions.rateMin, positions.rateMax],
      },
      tieBreaker: positions.id,
      // The shared half starts from the reader's few shared projects; the public half from the skill index.
      count: async () =>
        (await countWhere(shared, 'walk')) +
        (query.isPartnerOnly ? 0 : await countWhere(eq(positions.partnerOnly, false), 'collect')),
    },
  );
  const ids = page.content.map((row) => row.id);
  const records = ids.length ? await selectPositions(db).where(inArray(positions.id, ids)) : [];
  const inPageOrder = ids.map((id) => records.find((record) => record.position.id === id)!);
  const companyIds = [...new Set(inPageOrder.map((record) => record.project.companyId))];
  const owners = companyIds.length ? await db.select().from(companies).where(inArray(companies.id, companyIds)) : [];
  const mine = ids.length
    ? await db
        .select({ positionId: applications.positionId, total: count() })
        .from(applications)
        .where(
          and(
            inArray(applications.positionId, ids),
            eq(applications.companyId, reader),
            ne(applications.status, 'CANCELLED'),
          ),
        )
        .groupBy(applications.positionId)
    : [];
  const content = (await toPositions(db, inPageOrder)).map((position) => ({
    ...position,
    company: toSummary(owners.find((row) => row.id === position.project.companyId)!),
    myApplicationCount: mine.find((row) => row.positionId === position.id)?.total ?? 0,
  }));
  return { ...page, content };
}

/** One page of the talents other companies share with `reader`, filtered. */
export async function browseTalents(db: Db, reader: number, query: BrowseTalentsQuery): Promise<Paged<Talent>> {
  const where = and(
    ne(talents.companyId, reader),
    sharedTalentOf(db, reader),
    query.skills.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(talentSkills)
            .where(and(eq(talentSkills.talentId, talents.id), inArray(talentSkills.skillId, query.skills))),
        )
      : undefined,
    query.workModes.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(talentWorkModes)
            .where(and(eq(talentWorkModes.talentId, talents.id), inArray(talentWorkModes.workModeId, query.workModes))),
        )
      : undefined,
    query.rate === undefined ? undefined : rateWithin(query.rate, talents.minRate, talents.maxRate),
  );
  const page = await paginate(db, selectTalents(db).where(where).$dynamic(), query, {
    sortColumns: { rate: talentRateOrder, experience: talents.totalMonths },
    tieBreaker: talents.id,
  });
  return { ...page, content: await toTalents(db, page.content) };
}
