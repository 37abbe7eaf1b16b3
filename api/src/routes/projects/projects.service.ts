import { and, eq, inArray } from 'drizzle-orm';
import { type Paged } from '@benchlink/contracts/common';
import { OPENED_STATUS_ID } from '@benchlink/contracts/enums';
import {
  PROJECT_NOT_EXPIRED_MESSAGE,
  PROJECT_REACTIVATE_NO_GROUPS_MESSAGE,
  PROJECT_REACTIVATE_NO_OPEN_MESSAGE,
  type Project,
  type ProjectData,
  type ProjectListQuery,
} from '@benchlink/contracts/projects';
import type { Db, Tx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { positions, projectPartnerGroups, projects } from '../../db/schema/projects';
import { type Actor, recordAudit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { syncProjectListing } from '../../lib/listing';
import { paginate } from '../../lib/pagination';
import type { Viewer } from '../../lib/users';
import { expiryFromNow, inactiveReason, isActiveProject, readableBy } from '../../lib/project-access';
import { cvKeysWhere } from '../applications/applications.service';
import { checkOwnGroups } from '../partner-groups/partner-groups.service';

export const PROJECT_NOT_FOUND_MESSAGE = 'Project not found';

type Reader = Db | Tx;

/** A project row with what its status is derived from. */
export const projectColumns = (db: Reader) => ({
  project: projects,
  companyName: companies.name,
  companyApproved: companies.approved,
  positionCount: db.$count(positions, eq(positions.projectId, projects.id)),
  openPositionCount: db.$count(
    positions,
    and(eq(positions.projectId, projects.id), eq(positions.statusId, OPENED_STATUS_ID)),
  ),
  groupCount: db.$count(projectPartnerGroups, eq(projectPartnerGroups.projectId, projects.id)),
});
export type ProjectRecord = {
  project: typeof projects.$inferSelect;
  companyName: string;
  companyApproved: boolean;
  positionCount: number;
  openPositionCount: number;
  groupCount: number;
};

const durationOf = (months: number) => ({ years: Math.floor(months / 12), months: months % 12 });

/** Maps a record to the API shape; `groupIds` only for readers allowed to see the sharing (owner, admin). */
export function toProject(record: ProjectRecord, now: Date, groupIds?: number[]): Project {
  const { project } = record;
  const reason = inactiveReason({
    openPositionCount: record.openPositionCount,
    partnerOnly: project.partnerOnly,
    groupCount: record.groupCount,
    expiresAt: project.expiresAt,
    now,
  });
  return {
    id: project.id,
    companyId: project.companyId,
    companyName: record.companyName,
    name: project.name,
    description: project.description,
    partnerOnly: project.partnerOnly,
    ...(groupIds ? { partnerGroups: groupIds } : {}),
    datePosted: project.datePosted.toISOString(),
    dateUpdated: project.dateUpdated.toISOString(),
    ...(project.startDate ? { startDate: project.startDate } : {}),
    ...(project.endDate ? { endDate: project.endDate } : {}),
    duration: durationOf(project.durationMonths),
    expiryDate: project.expiresAt.toISOString(),
    status: reason ? 'INACTIVE' : 'ACTIVE',
    ...(reason ? { inactiveReason: reason } : {}),
    canReactivate: reason === 'EXPIRED',
    positionCount: record.positionCount,
    openPositionCount: record.openPositionCount,
    ...referralOf(project),
  };
}

/** A project's referral terms in the API shape: both columns set, or none. */
export function referralOf(project: Pick<typeof projects.$inferSelect, 'referralKind' | 'referralValue'>) {
  return project.referralKind !== null && project.referralValue !== null
    ? { referral: { kind: project.referralKind, value: project.referralValue } }
    : {};
}

/** Group ids of each project, in one query for a whole page. */
export async function groupIdsByProject(db: Reader, projectIds: number[]) {
  const byProject = new Map<number, number[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select({ projectId: projectPartnerGroups.projectId, groupId: projectPartnerGroups.groupId })
    .from(projectPartnerGroups)
    .where(inArray(projectPartnerGroups.projectId, projectIds))
    .orderBy(projectPartnerGroups.groupId);
  for (const row of rows) byProject.get(row.projectId)?.push(row.groupId);
  return byProject;
}

const canManage = (viewer: Viewer, companyId: number) => viewer.companyId === companyId;
const canSeeSharing = (viewer: Viewer, companyId: number) => viewer.isAdmin || canManage(viewer, companyId);

/** The project record if `viewer` may read it, else 404 (a project one may not read does not exist for them). */
export async function findReadableProject(db: Reader, viewer: Viewer, id: number): Promise<ProjectRecord> {
  const [record] = await db
    .select(projectColumns(db))
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(eq(projects.id, id), readableBy(db, viewer)))
    .limit(1);
  if (!record) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
  return record;
}

/**
 * The project record if `viewer`'s company owns it. Another company's, readable or not, answers as an unknown id
 * does (404, one message): no existence oracle.
 */
export async function findOwnedProject(db: Reader, viewer: Viewer, id: number): Promise<ProjectRecord> {
  const record = await findReadableProject(db, viewer, id);
  if (!canManage(viewer, record.project.companyId)) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
  return record;
}

/** The API shape of one readable project, as `viewer` may see it. */
export async function presentProject(db: Reader, viewer: Viewer, record: ProjectRecord): Promise<Project> {
  const groupIds = canSeeSharing(viewer, record.project.companyId)
    ? (await groupIdsByProject(db, [record.project.id])).get(record.project.id)
    : undefined;
  return toProject(record, new Date(), groupIds);
}

export async function getProject(db: Reader, viewer: Viewer, id: number): Promise<Project> {
  return presentProject(db, viewer, await findReadableProject(db, viewer, id));
}

/** The columns the project form sets, the same on create and on update. */
const formColumns = (data: ProjectData) => ({
  name: data.name,
  description: data.description,
  partnerOnly: data.partnerOnly,
  startDate: data.startDate ?? null,
  endDate: data.endDate ?? null,
  durationMonths: data.duration.years * 12 + data.duration.months,
  referralKind: data.referral?.kind ?? null,
  referralValue: data.referral?.value ?? null,
});

/** Links a project to the groups it is shared with (on update, after its old links are deleted). */
async function shareWithGroups(tx: Tx, projectId: number, groupIds: number[]) {
  if (groupIds.length === 0) return;
  await tx.insert(projectPartnerGroups).values(groupIds.map((groupId) => ({ projectId, groupId })));
}

/** Who a project is shown to: everyone, or the listed partner groups. */
const sharingOf = (partnerOnly: boolean, groupIds: number[]) =>
  partnerOnly ? `groups:${[...groupIds].sort((a, b) => a - b).join(',')}` : 'public';

/** Who sees a project goes to the audit trail, in the transaction that changes it. */
async function auditSharing(tx: Tx, actor: Actor, projectId: number, partnerOnly: boolean, groupIds: number[]) {
  await recordAudit(tx, {
    ...actor,
    action: 'project.sharing-changed',
    target: { type: 'project', id: projectId },
    detail: { partnerOnly, partnerGroupIds: groupIds.join(',') },
  });
}

/** The groups a project is shared with now, as `toProject` lists them. */
const groupIdsOf = async (tx: Tx, projectId: number) => (await groupIdsByProject(tx, [projectId])).get(projectId)!;

// The partner groups are checked in the transaction that shares with them, and the project in the one that changes
// it: neither can be deleted (nor the project's state change) between the check and the write.

/** Posts a project; a partner-only one is recorded in the audit trail with the groups it is shared with. */
export async function createProject(
  db: Db,
  viewer: Viewer & { companyId: number },
  data: ProjectData,
  actor: Actor,
): Promise<Project> {
  const id = await db.transaction(async (tx) => {
    await checkOwnGroups(tx, viewer.companyId, data.partnerGroups);
    const now = new Date();
    const [created] = await tx
      .insert(projects)
      .values({
        companyId: viewer.companyId,
        ...formColumns(data),
        datePosted: now,
        dateUpdated: now,
        expiresAt: expiryFromNow(),
      })
      .returning({ id: projects.id });
    await shareWithGroups(tx, created!.id, data.partnerGroups);
    if (data.partnerOnly) await auditSharing(tx, actor, created!.id, true, await groupIdsOf(tx, created!.id));
    return created!.id;
  });
  return getProject(db, viewer, id);
}

/** Replaces a project; a change of who sees it is recorded in the audit trail. */
export async function updateProject(
  db: Db,
  viewer: Viewer,
  id: number,
  data: ProjectData,
  actor: Actor,
): Promise<Project> {
  await db.transaction(async (tx) => {
    const record = await findOwnedProject(tx, viewer, id);
    await checkOwnGroups(tx, record.project.companyId, data.partnerGroups);
    const before = sharingOf(record.project.partnerOnly, await groupIdsOf(tx, id));
    const now = new Date();
    await tx
      .update(projects)
      .set({ ...formColumns(data), dateUpdated: now, expiresAt: expiryFromNow() })
      .where(eq(projects.id, id));
    await tx.delete(projectPartnerGroups).where(eq(projectPartnerGroups.projectId, id));
    await shareWithGroups(tx, id, data.partnerGroups);
    await syncProjectListing(tx, id);
    const groupIds = await groupIdsOf(tx, id);
    if (sharingOf(data.partnerOnly, groupIds) !== before) await auditSharing(tx, actor, id, data.partnerOnly, groupIds);
  });
  return getProject(db, viewer, id);
}

/**
 * Deletes the project with its positions (and, through the foreign keys, everything hanging off them). Answers the
 * keys of the CV files deleted with it, read in the same transaction, for the caller to remove after commit.
 */
export function deleteProject(db: Db, viewer: Viewer, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await findOwnedProject(tx, viewer, id);
    const cvKeys = await cvKeysWhere(tx, eq(positions.projectId, id));
    await tx.delete(positions).where(eq(positions.projectId, id));
    await tx.delete(projects).where(eq(projects.id, id));
    return cvKeys;
  });
}

/** Another 3 weeks for an expired project that is otherwise valid; anything else is refused with the reason. */
export async function reactivateProject(db: Db, viewer: Viewer, id: number): Promise<Project> {
  // Read and extended in one transaction: a position closed meanwhile cannot slip an invalid project through.
  await db.transaction(async (tx) => {
    const record = await findOwnedProject(tx, viewer, id);
    const reason = inactiveReason({
      openPositionCount: record.openPositionCount,
      partnerOnly: record.project.partnerOnly,
      groupCount: record.groupCount,
      expiresAt: record.project.expiresAt,
      now: new Date(),
    });
    if (reason === undefined) throw badRequest(PROJECT_NOT_EXPIRED_MESSAGE, 'projectStatus');
    if (reason === 'NO_OPEN_POSITIONS' || reason === 'NO_OPEN_POSITIONS_AND_NO_GROUPS') {
      throw badRequest(PROJECT_REACTIVATE_NO_OPEN_MESSAGE, 'projectStatus');
    }
    if (reason === 'NO_GROUPS') throw badRequest(PROJECT_REACTIVATE_NO_GROUPS_MESSAGE, 'projectStatus');
    await extendProject(tx, id);
  });
  return getProject(db, viewer, id);
}

/** Marks activity on a project (a position created, opened or saved open): pushes its expiry again. */
export async function extendProject(db: Db | Tx, projectId: number) {
  await db
    .update(projects)
    .set({ expiresAt: expiryFromNow(), dateUpdated: new Date() })
    .where(eq(projects.id, projectId));
  await syncProjectListing(db, projectId);
}

/** Records that a project's content changed without pushing its expiry (a position closed or deleted). */
export async function touchProject(db: Db | Tx, projectId: number) {
  await db.update(projects).set({ dateUpdated: new Date() }).where(eq(projects.id, projectId));
}

/** One page of a company's projects as `viewer` may see them (the owner and the admin: all, with their sharing). */
export async function listCompanyProjects(
  db: Db,
  viewer: Viewer,
  companyId: number,
  query: ProjectListQuery,
): Promise<Paged<Project>> {
  const now = new Date();
  const page = await paginate(
    db,
    db
      .select(projectColumns(db))
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(companyProjectsCondition(db, viewer, companyId, now))
      .$dynamic(),
    query,
    {
      sortColumns: {
        datePosted: projects.datePosted,
        startDate: projects.startDate,
        isPartnerOnly: projects.partnerOnly,
      },
      tieBreaker: projects.id,
    },
  );
  const groups = canSeeSharing(viewer, companyId)
    ? await groupIdsByProject(
        db,
        page.content.map((record) => record.project.id),
      )
    : undefined;
  return { ...page, content: page.content.map((record) => toProject(record, now, groups?.get(record.project.id))) };
}

/**
 * Condition for a company's project list as `viewer` sees it: the owner (and the admin) every project, others only
 * the ACTIVE ones they may read.
 */
export function companyProjectsCondition(db: Reader, viewer: Viewer, companyId: number, now: Date) {
  const ofCompany = eq(projects.companyId, companyId);
  if (canSeeSharing(viewer, companyId)) return ofCompany;
  return and(ofCompany, readableBy(db, viewer), isActiveProject(db, now));
}
