// Who may read a talent: one definition, used as an SQL condition by single reads and lists (and later browsing),
// so that a list can never show a talent its detail view would refuse.
import { and, eq, exists, inArray, isNotNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';

/** A database or an open transaction: conditions are built from its query builder. */
type Reader = Pick<Db, 'select'>;
import { applications } from '../db/schema/applications';
import { benchSettings, benchSharingGroups, talents } from '../db/schema/bench';
import { companies } from '../db/schema/companies';
import { partnerGroupMembers, positions, projects } from '../db/schema/projects';
import type { Viewer } from './users';

/** The owner shares its bench publicly (no settings row also means public). */
export const benchIsPublic = (db: Reader) =>
  not(
    exists(
      db
        .select({ one: sql`1` })
        .from(benchSettings)
        .where(and(eq(benchSettings.companyId, talents.companyId), eq(benchSettings.isPublic, false))),
    ),
  );

/** One of the groups the owner chose for sharing its bench contains `companyId`. */
export const benchSharedWith = (db: Reader, companyId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(benchSharingGroups)
      .innerJoin(partnerGroupMembers, eq(partnerGroupMembers.groupId, benchSharingGroups.groupId))
      .where(and(eq(benchSharingGroups.companyId, talents.companyId), eq(partnerGroupMembers.companyId, companyId))),
  );

/** The companies whose bench one of their sharing groups shares with `companyId` (browsing keeps them per reader). */
export async function benchesSharedWith(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ companyId: benchSharingGroups.companyId })
    .from(benchSharingGroups)
    .innerJoin(partnerGroupMembers, eq(partnerGroupMembers.groupId, benchSharingGroups.groupId))
    .where(eq(partnerGroupMembers.companyId, companyId));
  return rows.map((row) => row.companyId);
}

/** An application not yet accepted, denied or cancelled: its talent is under blind review. */
export const UNDECIDED_STATES = ['AWAITING_CV_OR_TALENT', 'IN_PROGRESS'] as const;

/**
 * The talent has an undecided application to one of `companyId`'s positions. Until the decision, `companyId` meets it
 * only through the application (blind): a shared talent it could also list or read by id would show the same text
 * with its company's name beside it, so the application would be matched to the applicant by content.
 */
export const inReviewBy = (db: Reader, companyId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(applications)
      .innerJoin(positions, eq(positions.id, applications.positionId))
      .where(
        and(
          eq(applications.talentId, talents.id),
          eq(positions.ownerId, companyId),
          inArray(applications.status, [...UNDECIDED_STATES]),
        ),
      ),
  );

const talentsInReviewQuery = preparedQuery((db) =>
  db
    .selectDistinct({ id: applications.talentId })
    .from(positions)
    .innerJoin(applications, eq(applications.positionId, positions.id))
    .where(
      and(
        eq(positions.ownerId, sql.placeholder('companyId')),
        inArray(applications.status, [...UNDECIDED_STATES]),
        isNotNull(applications.talentId),
      ),
    )
    .prepare('talents_in_review_by'),
);

/**
 * The ids of the talents `inReviewBy(companyId)`, for browsing (api/src/listings): one query through the positions'
 * owner index and the applications' (position, status) index, so its cost follows the company's own positions.
 * Applications are not in the listing change log, so it is read at every browse rather than kept.
 */
export async function talentsInReviewBy(db: Db, companyId: number): Promise<number[]> {
  return (await talentsInReviewQuery(db).execute({ companyId })).flatMap((row) => (row.id === null ? [] : [row.id]));
}

/**
 * Active talents of approved companies that `companyId` may see on their benches (browsing), less those under its
 * blind review (`inReviewBy`). Until an administrator approves a company, its bench is invisible to every other
 * company. The query must join `companies` on the talent's company (as `selectTalents` does).
 */
export const sharedTalentOf = (db: Reader, companyId: number): SQL =>
  and(
    eq(talents.active, true),
    eq(companies.approved, true),
    or(benchIsPublic(db), benchSharedWith(db, companyId)),
    not(inReviewBy(db, companyId)),
  )!;

/**
 * The talent has an application to one of `companyId`'s positions that `companyId` accepted. Until then the review is
 * blind: the application names no talent id, and an application gives no read of the talent by id (the
 * application's own talent view, `GET /api/companies/applications/{id}/talent`, shows it without its company).
 */
export const acceptedBy = (db: Reader, companyId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(applications)
      .innerJoin(positions, eq(positions.id, applications.positionId))
      .innerJoin(projects, eq(projects.id, positions.projectId))
      .where(
        and(
          eq(applications.talentId, talents.id),
          eq(projects.companyId, companyId),
          eq(applications.status, 'ACCEPTED'),
        ),
      ),
  );

/**
 * The talents `viewer` may read: the owner's and, for the admin, all; for others, shared active ones of approved
 * companies and those whose application the viewer accepted (also from a private bench). Expects `companies` joined.
 */
export function talentReadableBy(db: Reader, viewer: Viewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  if (viewer.companyId === null) return sql`0 = 1`;
  return or(
    eq(talents.companyId, viewer.companyId),
    sharedTalentOf(db, viewer.companyId),
    acceptedBy(db, viewer.companyId),
  );
}
