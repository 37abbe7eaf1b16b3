// Who may read a project, and when a project is active: one definition, used as SQL conditions by every query
// (single reads, company lists, and later browsing and alerts) so that no list can disagree with a detail view.
import { and, eq, exists, gt, not, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { OPENED_STATUS_ID } from '@benchlink/contracts/enums';
import { type InactiveReason } from '@benchlink/contracts/projects';
import type { Db } from '../db/client';

/** A database or an open transaction: conditions are built from its query builder. */
type Reader = Pick<Db, 'select'>;
import type { Viewer } from './users';
import { companies } from '../db/schema/companies';
import { partnerGroupMembers, positions, projectPartnerGroups, projects } from '../db/schema/projects';

/** 3 weeks: the life of a project after its last activity, and what reactivation grants. */
export const PROJECT_EXPIRY_MS = 21 * 24 * 3_600_000;

/** The expiry granted by an activity happening now; the clock is read at the moment of the activity. */
export const expiryFromNow = () => new Date(Date.now() + PROJECT_EXPIRY_MS);

/** The project has at least one Opened position. */
export const hasOpenPosition = (db: Reader) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(positions)
      .where(and(eq(positions.projectId, projects.id), eq(positions.statusId, OPENED_STATUS_ID))),
  );

/** The project is shared with at least one partner group. */
export const hasPartnerGroup = (db: Reader) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(projectPartnerGroups)
      .where(eq(projectPartnerGroups.projectId, projects.id)),
  );

/** ACTIVE at `now`: an open position, groups when partner-only, and not expired. */
export const isActiveProject = (db: Reader, now: Date): SQL =>
  and(gt(projects.expiresAt, now), hasOpenPosition(db), or(not(projects.partnerOnly), hasPartnerGroup(db)))!;

/** One of the project's groups contains `companyId`. */
export const sharedWithCompany = (db: Reader, companyId: number | Placeholder) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(projectPartnerGroups)
      .innerJoin(partnerGroupMembers, eq(partnerGroupMembers.groupId, projectPartnerGroups.groupId))
      .where(and(eq(projectPartnerGroups.projectId, projects.id), eq(partnerGroupMembers.companyId, companyId))),
  );

/**
 * The projects `viewer` may read, whatever their status (an applicant must still find an inactive project):
 * its own and, for the admin, all; for others, projects of approved companies that are public or shared with them.
 * Needs `companies` joined on `projects.companyId`.
 */
export function readableBy(
  db: Reader,
  // A company bound later: a prepared statement's placeholder.
  viewer: Viewer | { companyId: Placeholder; isAdmin: false },
): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  if (viewer.companyId === null) return sql`0 = 1`;
  return or(
    eq(projects.companyId, viewer.companyId),
    and(eq(companies.approved, true), or(not(projects.partnerOnly), sharedWithCompany(db, viewer.companyId))),
  );
}

/** Why a project is not active, in the product's order of precedence; undefined when it is active. */
export function inactiveReason(project: {
  openPositionCount: number;
  partnerOnly: boolean;
  groupCount: number;
  expiresAt: Date;
  now: Date;
}): InactiveReason | undefined {
  const hasNoOpen = project.openPositionCount === 0;
  const hasNoGroups = project.partnerOnly && project.groupCount === 0;
  if (hasNoOpen && hasNoGroups) return 'NO_OPEN_POSITIONS_AND_NO_GROUPS';
  if (hasNoOpen) return 'NO_OPEN_POSITIONS';
  if (hasNoGroups) return 'NO_GROUPS';
  if (project.expiresAt.getTime() <= project.now.getTime()) return 'EXPIRED';
  return undefined;
}
