// The listing columns of positions are copies of their project's and company's facts (see db/schema/projects.ts).
// Every write of those facts goes through here, in its own transaction, so the copies always agree with the source.
import { eq } from 'drizzle-orm';
import { reindex } from '../search/search-index';
import type { Db, Tx } from '../db/client';
import { companies } from '../db/schema/companies';
import { positions, projects } from '../db/schema/projects';

type Writer = Db | Tx;

/** What a position of `projectId` copies from its project and company. */
export async function listingOf(db: Writer, projectId: number) {
  const [row] = await db
    .select({
      ownerId: projects.companyId,
      ownerApproved: companies.approved,
      partnerOnly: projects.partnerOnly,
      datePosted: projects.datePosted,
      startDate: projects.startDate,
      expiresAt: projects.expiresAt,
      referralKind: projects.referralKind,
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row) throw new Error(`Project ${projectId} does not exist`);
  const { referralKind, ...listing } = row;
  return { ...listing, withReferral: referralKind !== null };
}

/** Copies a project's current facts onto its positions, and its name into their search text; call after any change of the project. */
export async function syncProjectListing(db: Writer, projectId: number) {
  await db
    .update(positions)
    .set(await listingOf(db, projectId))
    .where(eq(positions.projectId, projectId));
  await reindex(
    db,
    'position',
    db.select({ id: positions.id }).from(positions).where(eq(positions.projectId, projectId)),
  );
}

/** A position's search text names its company: a renamed company's positions are searched under the new name. */
export async function reindexCompanyPositions(db: Writer, companyId: number) {
  await reindex(
    db,
    'position',
    db.select({ id: positions.id }).from(positions).where(eq(positions.ownerId, companyId)),
  );
}

/** Copies a company's approval onto the positions of its projects. */
export async function syncCompanyApproval(db: Writer, companyId: number, approved: boolean) {
  await db.update(positions).set({ ownerApproved: approved }).where(eq(positions.ownerId, companyId));
}
