// Browsing other companies' open positions and shared talents: the visibility rules of projects and benches,
// the filters of the browse screens, and stable paging (ties broken by id).
import { and, count, eq, exists, gt, gte, inArray, isNull, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import {
  type BrowsedPosition,
  type BrowsePositionsQuery,
  type BrowseTalentsQuery,
  OPENED_STATUS_ID,
  type Paged,
  type Talent,
} from '../../contracts';
import type { Db } from '../../db/client';
import { applications, companies, positions, positionSkills, positionWorkModes, projects, talents, talentSkills, talentWorkModes } from '../../db/schema';
import { toSummary } from '../../lib/companies';
import { paginate } from '../../lib/pagination';
import { sharedWithCompany } from '../../lib/project-access';
import { selectPositions, toPositions } from '../positions/positions.service';
import { sharedTalentOf } from '../../lib/talent-access';
import { selectTalents, talentRateOrder, toTalents } from '../talents/talents.service';

/** Rate order of positions: by the minimum, then the maximum; positions without a rate come last. */
const positionRateOrder = sql`${positions.rateMin} * 1000000 + coalesce(${positions.rateMax}, ${positions.rateMin})`;

/** `rate` lies in the range of min and max columns; no min means no rate (out), no max means no upper bound. */
const rateWithin = (rate: number, min: typeof positions.rateMin | typeof talents.minRate, max: typeof positions.rateMax | typeof talents.maxRate) =>
  and(lte(min, rate), or(isNull(max), gte(max, rate)));

/**
 * What `reader` may browse: Opened positions of ACTIVE projects of other, approved companies, public or shared
 * with the reader. The position being Opened is what makes its project have an open position, and a shared
 * partner-only project has a group, so only the expiry is left of the project's status.
 */
export function browsablePositions(db: Db, reader: number, now: Date, partnerOnly: boolean): SQL {
  return and(
    eq(positions.statusId, OPENED_STATUS_ID),
    gt(projects.expiresAt, now),
    ne(projects.companyId, reader),
    eq(companies.approved, true),
    partnerOnly ? and(eq(projects.partnerOnly, true), sharedWithCompany(db, reader)) : or(not(projects.partnerOnly), sharedWithCompany(db, reader)),
  )!;
}

/** One page of the positions `reader` may apply to, with their company and the reader's applications to each. */
export async function browsePositions(db: Db, reader: number, query: BrowsePositionsQuery): Promise<Paged<BrowsedPosition>> {
  const now = new Date();
  const where = and(
    browsablePositions(db, reader, now, query.isPartnerOnly),
    query.skills.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(positionSkills)
            .where(and(eq(positionSkills.positionId, positions.id), inArray(positionSkills.skillId, query.skills))),
        )
      : undefined,
    query.workModes.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(positionWorkModes)
            .where(and(eq(positionWorkModes.positionId, positions.id), inArray(positionWorkModes.workModeId, query.workModes))),
        )
      : undefined,
    query.rate === undefined ? undefined : rateWithin(query.rate, positions.rateMin, positions.rateMax),
  );
  const page = await paginate(db, selectPositions(db).where(where).$dynamic(), query, {
    sortColumns: {
      datePosted: projects.datePosted,
      startDate: projects.startDate,
      isPartnerOnly: projects.partnerOnly,
      rate: positionRateOrder,
    },
    tieBreaker: positions.id,
  });
  const ids = page.content.map((record) => record.position.id);
  const companyIds = [...new Set(page.content.map((record) => record.project.companyId))];
  const owners = companyIds.length ? db.select().from(companies).where(inArray(companies.id, companyIds)).all() : [];
  const mine = ids.length
    ? db
        .select({ positionId: applications.positionId, total: count() })
        .from(applications)
        .where(and(inArray(applications.positionId, ids), eq(applications.companyId, reader), ne(applications.status, 'CANCELLED')))
        .groupBy(applications.positionId)
        .all()
    : [];
  const content = toPositions(db, page.content).map((position) => {
    const owner = owners.find((row) => row.id === position.project.companyId)!;
    return {
      ...position,
      company: toSummary(owner),
      myApplicationCount: mine.find((row) => row.positionId === position.id)?.total ?? 0,
    };
  });
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
  return { ...page, content: toTalents(db, page.content) };
}
