// Which other companies' open positions a reader may browse and apply to: one definition for browse lists, rankings
// and the apply dialog's talent ranking.
import { and, eq, gt, inArray, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { OPENED_STATUS_ID } from '@benchlink/contracts/enums';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { partnerGroupMembers, positions, projectPartnerGroups } from '../../db/schema/projects';

/** Projects shared with `reader` through one of their partner groups: a short list, computed once per query. */
export const projectsSharedWith = (db: Db, reader: number | Placeholder) =>
  db
    .select({ id: projectPartnerGroups.projectId })
    .from(projectPartnerGroups)
    .innerJoin(partnerGroupMembers, eq(partnerGroupMembers.groupId, projectPartnerGroups.groupId))
    .where(eq(partnerGroupMembers.companyId, reader));

/**
 * Listed for `reader`: Opened positions of other, approved companies whose project has not expired, read from the
 * positions' listing columns (lib/listing.ts) so that an index serves it. The position being Opened is what gives
 * its project an open position; visibility (public or shared) is added by the caller.
 */
export function listedFor(reader: number, now: Date): SQL {
  return and(
    eq(positions.statusId, OPENED_STATUS_ID),
    eq(positions.ownerApproved, true),
    gt(positions.expiresAt, now),
    ne(positions.ownerId, reader),
  )!;
}

const sharedProjectsQuery = preparedQuery((db) =>
  projectsSharedWith(db, sql.placeholder('reader')).prepare('projects_shared_with'),
);

/** The ids of the projects shared with `reader` through its partner groups (browsing keeps them per reader, api/src/listings). */
export async function sharedProjectIds(db: Db, reader: number): Promise<number[]> {
  return (await sharedProjectsQuery(db).execute({ reader })).map((row) => row.id);
}

/** Private projects' positions shared with `reader`. */
export const sharedWith = (db: Db, reader: number) =>
  and(eq(positions.partnerOnly, true), inArray(positions.projectId, projectsSharedWith(db, reader)))!;

/** Listed for `reader`, public or shared with it: what it may apply to. */
export const browsableBy = (db: Db, reader: number, now: Date): SQL =>
  and(listedFor(reader, now), or(eq(positions.partnerOnly, false), sharedWith(db, reader)))!;
