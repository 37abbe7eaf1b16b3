import fs from 'node:fs';
import { and, asc, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { OPENED_STATUS_ID, OTHER_STATUS_ID } from '@benchlink/contracts/enums';
import {
  CLOSE_REASON_REQUIRED_MESSAGE,
  type PartialPosition,
  type Position,
  type PositionData,
  type PositionUpdateData,
  RESPONSIBILITY_UNKNOWN_MESSAGE,
} from '@benchlink/contracts/positions';
import type { Db, Tx } from '../../db/client';
import { applications } from '../../db/schema/applications';
import {
  positionLocations,
  positionResponsibilities,
  positions,
  positionSkills,
  positionWorkModes,
  projects,
} from '../../db/schema/projects';
import { positionStatuses, roles, seniorities } from '../../db/schema/reference';
import { badRequest, notFound } from '../../lib/errors';
import { type JsonText, withFields } from '../../lib/json-text';
import { listingOf } from '../../lib/listing';
import { reindex } from '../../search/search-index';
import { apiPath } from '../../lib/paths';
import {
  checkAssignableSkills,
  checkLocations,
  checkPositionStatuses,
  checkRoles,
  checkSeniorities,
  checkWorkModes,
} from '../../lib/reference-checks';
import type { Viewer } from '../../lib/users';
import { positionNames, withPositionJoins } from '../../lib/positions';
import { notifyCompanies } from '../../notifications/notify';
import { positionClosed } from '../../notifications/texts';
import { readableBy } from '../../lib/project-access';
import { preparedQuery } from '../../db/prepared';
import { companies } from '../../db/schema/companies';
import { rowsBy } from '../../lib/rows-by';
import type { ViewCounts } from './view-counts';
import { currentListings } from '../../listings/listings';
import { cvKeysWhere } from '../applications/applications.service';
import {
  extendProject,
  findOwnedProject,
  findReadableProject,
  referralOf,
  touchProject,
} from '../projects/projects.service';

export const POSITION_NOT_FOUND_MESSAGE = 'Position not found';

/** The fixed list of responsibilities a position may name (reference data, served by GET /api/responsibilities). */
export const responsibilities: readonly string[] = JSON.parse(
  fs.readFileSync(apiPath('seed-data', 'responsibilities.json'), 'utf8'),
) as string[];

export const positionColumns = {
  position: positions,
  project: {
    id: projects.id,
    name: projects.name,
    datePosted: projects.datePosted,
    startDate: projects.startDate,
    partnerOnly: projects.partnerOnly,
    companyId: projects.companyId,
    referralKind: projects.referralKind,
    referralValue: projects.referralValue,
  },
  roleName: roles.name,
  seniorityLabel: seniorities.label,
  statusName: positionStatuses.name,
};

/** Positions joined with what every response shows; the caller adds the conditions. */
export const selectPositions = (db: Db | Tx) =>
  withPositionJoins(db.select(positionColumns).from(positions).$dynamic()).innerJoin(
    positionStatuses,
    eq(positionStatuses.id, positions.statusId),
  );

export type PositionRecord = Awaited<ReturnType<typeof selectPositions>>[number];

/** The applications a position's owner receives: those with a talent or CV that the applicant has not withdrawn. */
export const RECEIVED_STATES = ['IN_PROGRESS', 'ACCEPTED', 'DENIED'] as const;

/**
 * Skills, work modes, locations, responsibilities and application counts of a whole list of positions: five queries,
 * however long the list.
 */
async function loadDetails(db: Db, ids: number[]) {
  const skills = ids.length
    ? await db
        .select()
        .from(positionSkills)
        .where(inArray(positionSkills.positionId, ids))
        .orderBy(asc(positionSkills.sortOrder))
    : [];
  const modes = ids.length
    ? await db
        .select()
        .from(positionWorkModes)
        .where(inArray(positionWorkModes.positionId, ids))
        .orderBy(asc(positionWorkModes.workModeId))
    : [];
  const places = ids.length
    ? await db
        .select()
        .from(positionLocations)
        .where(inArray(positionLocations.positionId, ids))
        .orderBy(asc(positionLocations.locationId))
    : [];
  const duties = ids.length
    ? await db
        .select()
        .from(positionResponsibilities)
        .where(inArray(positionResponsibilities.positionId, ids))
        .orderBy(asc(positionResponsibilities.sortOrder))
    : [];
  const countsOf = await applicationCounts(db, ids);
  const skillsOf = rowsBy(skills, (skill) => skill.positionId);
  const modesOf = rowsBy(modes, (mode) => mode.positionId);
  const placesOf = rowsBy(places, (place) => place.positionId);
  const dutiesOf = rowsBy(duties, (duty) => duty.positionId);
  return (id: number) => ({
    applicationCount: countsOf.get(id)?.received ?? 0,
    acceptedCount: countsOf.get(id)?.accepted ?? 0,
    requiredSkills: skillsOf(id)
      .filter((skill) => skill.isRequired)
      .map((skill) => ({ skillId: skill.skillId, months: skill.months ?? 0 })),
    optionalSkills: skillsOf(id)
      .filter((skill) => !skill.isRequired)
      .map((skill) => skill.skillId),
    workMode: modesOf(id).map((mode) => mode.workModeId),
    locations: placesOf(id).map((place) => place.locationId),
    responsibilities: dutiesOf(id).map((duty) => duty.text),
  });
}

/**
 * How many of a position's applications meet `condition`, as a column of a select from `positions` (counted by
 * position from the applications' (position, status) index).
 */
export const applicationsWhere = (condition: SQL) =>
  // The position's id named with its table: in a select from `positions` alone Drizzle names columns without their
  // table, and a bare "id" inside the subquery would be the application's own.
  sql<number>`(select count(*) from ${applications} where ${applications.positionId} = ${positions}.${sql.identifier('id')} and ${condition})`.mapWith(
    Number,
  );

/**
 * The applications a position received (every one not withdrawn) and how many of them were accepted, as columns of a
 * select from `positions`: the one definition of the counts a position shows.
 */
export const applicationCountColumns = () => ({
  received: applicationsWhere(inArray(applications.status, RECEIVED_STATES)),
  accepted: applicationsWhere(eq(applications.status, 'ACCEPTED')),
});

const applicationCountsOf = (db: Db, ids: (number | Placeholder)[]) =>
  db
    .select({ positionId: positions.id, ...applicationCountColumns() })
    .from(positions)
    .where(inArray(positions.id, ids));

const oneApplicationCount = preparedQuery((db) =>
  applicationCountsOf(db, [sql.placeholder('id')]).prepare('position_application_counts'),
);

/** The applications each position of `ids` received, and how many of them were accepted, by position id. */
async function applicationCounts(db: Db, ids: number[]) {
  const counts = ids.length ? await applicationCountsOf(db, ids) : [];
  return new Map(counts.map((row) => [row.positionId, row]));
}

/**
 * Whether a company may read a position (the rule of `readableBy`), with the views it stored and the applications it
 * received: the one statement a company's read of a position runs beside the listing index, prepared once.
 */
const readablePosition = preparedQuery((db) =>
  db
    .select({
      views: positions.views,
      ownerId: projects.companyId,
      ...applicationCountColumns(),
    })
    .from(positions)
    .innerJoin(projects, eq(projects.id, positions.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(
      and(
        eq(positions.id, sql.placeholder('id')),
        readableBy(db, { companyId: sql.placeholder('companyId'), isAdmin: false }),
      ),
    )
    .limit(1)
    .prepare('readable_position'),
);

/** Maps rows to the API shape. */
export async function toPositions(db: Db, records: PositionRecord[]): Promise<Position[]> {
  const detailsOf = await loadDetails(
    db,
    records.map((record) => record.position.id),
  );
  return records.map(({ position, project, roleName, seniorityLabel, statusName }) => {
    const details = detailsOf(position.id);
    return {
      id: position.id,
      projectId: position.projectId,
      patternId: position.roleId,
      seniority: position.seniorityId,
      ...details,
      ...(details.locations.length > 0 ? { location: details.locations[0] } : {}),
      rate: {
        ...(position.rateMin === null ? {} : { min: position.rateMin }),
        ...(position.rateMax === null ? {} : { max: position.rateMax }),
      },
      ...(position.minYearsExperience === null ? {} : { minYearsExperience: position.minYearsExperience }),
      hoursPerWeek: position.hoursPerWeek,
      ...(position.hiringProcess ? { hiringProcess: position.hiringProcess } : {}),
      description: position.description,
      statusId: position.statusId,
      status: statusName,
      ...(position.customCloseReason ? { customCloseReason: position.customCloseReason } : {}),
      isActive: position.statusId === OPENED_STATUS_ID,
      project: {
        id: project.id,
        name: project.name,
        datePosted: project.datePosted.toISOString(),
        ...(project.startDate ? { startDate: project.startDate } : {}),
        partnerOnly: project.partnerOnly,
        companyId: project.companyId,
        ...referralOf(project),
      },
      role: { id: position.roleId, name: roleName },
      seniorityLabel,
      views: position.views,
    };
  });
}

/** The position if `viewer` may read its project, else 404. */
async function findReadablePosition(db: Db | Tx, viewer: Viewer, id: number): Promise<PositionRecord> {
  const [record] = await selectPositions(db)
    .where(and(eq(positions.id, id), readableBy(db, viewer)))
    .limit(1);
  if (!record) throw notFound(POSITION_NOT_FOUND_MESSAGE);
  return record;
}

/**
 * The position if `viewer`'s company owns it. Another company's, readable or not, answers as an unknown id does (404,
 * one message): no existence oracle.
 */
async function findOwnedPosition(db: Db | Tx, viewer: Viewer, id: number): Promise<PositionRecord> {
  const record = await findReadablePosition(db, viewer, id);
  if (viewer.companyId !== record.project.companyId) throw notFound(POSITION_NOT_FOUND_MESSAGE);
  return record;
}

/**
 * One position; a reader other than its owner counts as a view, written with others a few seconds later
 * (view-counts.ts). The views shown include those this process counted and has not written yet.
 */
export async function getPosition(db: Db, viewer: Viewer, id: number, views: ViewCounts): Promise<JsonText<Position>> {
  let stored: { views: number; ownerId: number; received: number; accepted: number } | undefined;
  if (viewer.companyId !== null && !viewer.isAdmin) {
    [stored] = await readablePosition(db).execute({ id, companyId: viewer.companyId });
  } else {
    const record = await findReadablePosition(db, viewer, id);
    const [counts] = await oneApplicationCount(db).execute({ id });
    stored = {
      views: record.position.views,
      ownerId: record.project.companyId,
      received: counts?.received ?? 0,
      accepted: counts?.accepted ?? 0,
    };
  }
  if (!stored) throw notFound(POSITION_NOT_FOUND_MESSAGE);
  const counted = viewer.companyId !== stored.ownerId && !viewer.isAdmin ? views.count(id) : views.pending(id);
  // The rest of the position as the listing index keeps it (built by toPositions when it last changed).
  const facts = (await currentListings(db)).positions.get(id);
  // Deleted between the two reads.
  if (!facts) throw notFound(POSITION_NOT_FOUND_MESSAGE);
  return withFields<Position>(facts.json, {
    views: stored.views + counted,
    applicationCount: stored.received,
    acceptedCount: stored.accepted,
  });
}

/** Every position of a project its reader may see, newest first. */
export async function listProjectPositions(db: Db, viewer: Viewer, projectId: number): Promise<Position[]> {
  await findReadableProject(db, viewer, projectId);
  const records = await selectPositions(db)
    .where(eq(positions.projectId, projectId))
    .orderBy(desc(positions.createdAt), desc(positions.id));
  return toPositions(db, records);
}

/** The caller's positions for pickers (browse talents for a position). */
export async function listPartialPositions(db: Db, companyId: number): Promise<PartialPosition[]> {
  return db
    .select({
      id: positions.id,
      patternId: positions.roleId,
      seniorityId: positions.seniorityId,
      projectId: projects.id,
      projectName: projects.name,
    })
    .from(positions)
    .innerJoin(projects, eq(projects.id, positions.projectId))
    .where(eq(projects.companyId, companyId))
    .orderBy(desc(projects.datePosted), desc(positions.id));
}

/** Reference ids must exist (404), skills be assignable (400), responsibilities come from the fixed list (400). */
async function checkReferences(db: Db, data: PositionData) {
  await checkRoles(db, [data.patternId]);
  await checkSeniorities(db, [data.seniority]);
  await checkWorkModes(db, data.workMode);
  await checkLocations(db, data.locations);
  await checkAssignableSkills(
    db,
    data.requiredSkills.map((skill) => skill.skillId),
    'requiredSkills',
  );
  await checkAssignableSkills(db, data.optionalSkills, 'optionalSkills');
  const known = new Set(responsibilities);
  if (data.responsibilities.some((text) => !known.has(text)))
    throw badRequest(RESPONSIBILITY_UNKNOWN_MESSAGE, 'responsibilities');
}

const positionValues = (data: PositionData) => ({
  roleId: data.patternId,
  seniorityId: data.seniority,
  rateMin: data.rate.min ?? null,
  rateMax: data.rate.max ?? null,
  minYearsExperience: data.minYearsExperience ?? null,
  hoursPerWeek: data.hoursPerWeek,
  hiringProcess: data.hiringProcess ?? null,
  description: data.description,
});

/** Replaces the position's lists (skills, work modes, locations, responsibilities) inside the caller's transaction. */
async function writeLists(tx: Tx, positionId: number, data: PositionData) {
  await tx.delete(positionSkills).where(eq(positionSkills.positionId, positionId));
  await tx.delete(positionWorkModes).where(eq(positionWorkModes.positionId, positionId));
  await tx.delete(positionLocations).where(eq(positionLocations.positionId, positionId));
  await tx.delete(positionResponsibilities).where(eq(positionResponsibilities.positionId, positionId));
  const skillRows = [
    ...data.requiredSkills.map((skill) => ({ skillId: skill.skillId, isRequired: true, months: skill.months })),
    ...data.optionalSkills.map((skillId) => ({ skillId, isRequired: false, months: null })),
  ].map((skill, sortOrder) => ({ ...skill, positionId, sortOrder }));
  await tx.insert(positionSkills).values(skillRows);
  await tx.insert(positionWorkModes).values(data.workMode.map((workModeId) => ({ positionId, workModeId })));
  if (data.locations.length > 0) {
    await tx.insert(positionLocations).values(data.locations.map((locationId) => ({ positionId, locationId })));
  }
  if (data.responsibilities.length > 0) {
    await tx
      .insert(positionResponsibilities)
      .values(data.responsibilities.map((text, sortOrder) => ({ positionId, text, sortOrder })));
  }
}

/** A new Opened position of one of the caller's projects; the project's expiry is pushed. */
export async function createPosition(db: Db, viewer: Viewer, data: PositionData): Promise<Position> {
  await findOwnedProject(db, viewer, data.projectId);
  await checkReferences(db, data);
  const id = await db.transaction(async (tx) => {
    const now = new Date();
    const [created] = await tx
      .insert(positions)
      .values({
        ...positionValues(data),
        ...(await listingOf(tx, data.projectId)),
        projectId: data.projectId,
        statusId: OPENED_STATUS_ID,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: positions.id });
    await writeLists(tx, created!.id, data);
    await reindex(tx, 'position', sql`(${created!.id})`);
    await extendProject(tx, data.projectId);
    return created!.id;
  });
  return (await toPositions(db, [await findReadablePosition(db, viewer, id)]))[0]!;
}

/**
 * Replaces the whole position (it may move to another of the caller's projects); saved as Opened it pushes the
 * project's expiry. Only 'Other' keeps a close reason: the one sent, else the one it had. The position is read again
 * in the transaction that writes it, so the close reason kept and the project left are those it has at that moment.
 */
export async function updatePosition(db: Db, viewer: Viewer, id: number, data: PositionUpdateData): Promise<Position> {
  const existing = await findOwnedPosition(db, viewer, id);
  if (data.projectId !== existing.project.id) await findOwnedProject(db, viewer, data.projectId);
  await checkReferences(db, data);
  await checkPositionStatuses(db, [data.statusId]);
  await db.transaction(async (tx) => {
    const current = await findOwnedPosition(tx, viewer, id);
    const closeReason =
      data.statusId === OTHER_STATUS_ID ? (data.customCloseReason ?? current.position.customCloseReason) : null;
    if (data.statusId === OTHER_STATUS_ID && !closeReason)
      throw badRequest(CLOSE_REASON_REQUIRED_MESSAGE, 'customCloseReason');
    const isOpened = data.statusId === OPENED_STATUS_ID;
    await tx
      .update(positions)
      .set({
        ...positionValues(data),
        ...(await listingOf(tx, data.projectId)),
        projectId: data.projectId,
        statusId: data.statusId,
        customCloseReason: closeReason,
        updatedAt: new Date(),
      })
      .where(eq(positions.id, id));
    await writeLists(tx, id, data);
    await reindex(tx, 'position', sql`(${id})`);
    if (current.position.statusId === OPENED_STATUS_ID && !isOpened) await tellApplicantsOfClosing(tx, id);
    if (isOpened) await extendProject(tx, data.projectId);
    else await touchProject(tx, data.projectId);
    if (data.projectId !== current.project.id) await touchProject(tx, current.project.id);
  });
  return (await toPositions(db, [await findReadablePosition(db, viewer, id)]))[0]!;
}

/** Tells each company with an undecided application to the position that it closed (from Opened to any other status). */
async function tellApplicantsOfClosing(tx: Tx, positionId: number) {
  const applicants = await tx
    .selectDistinct({ companyId: applications.companyId })
    .from(applications)
    .where(
      and(
        eq(applications.positionId, positionId),
        inArray(applications.status, ['IN_PROGRESS', 'AWAITING_CV_OR_TALENT']),
      ),
    );
  if (applicants.length === 0) return;
  await notifyCompanies(
    tx,
    applicants.map((applicant) => applicant.companyId),
    positionClosed(await positionNames(tx, positionId)),
  );
}

/** Changes the status; 'Other' keeps its close reason, any other status clears it; Opened pushes the project's expiry. */
export async function changePositionStatus(
  db: Db,
  viewer: Viewer,
  id: number,
  change: { statusId: number; customCloseReason?: string | undefined },
): Promise<Position> {
  await findOwnedPosition(db, viewer, id);
  await checkPositionStatuses(db, [change.statusId]);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ statusId: positions.statusId })
      .from(positions)
      .where(eq(positions.id, id))
      .limit(1);
    // The project is the one the position is in as it is written (a concurrent save may have moved it).
    const [changed] = await tx
      .update(positions)
      .set({ statusId: change.statusId, customCloseReason: change.customCloseReason ?? null, updatedAt: new Date() })
      .where(eq(positions.id, id))
      .returning({ projectId: positions.projectId });
    if (!changed) throw notFound(POSITION_NOT_FOUND_MESSAGE);
    if (before?.statusId === OPENED_STATUS_ID && change.statusId !== OPENED_STATUS_ID)
      await tellApplicantsOfClosing(tx, id);
    if (change.statusId === OPENED_STATUS_ID) await extendProject(tx, changed.projectId);
    else await touchProject(tx, changed.projectId);
  });
  return (await toPositions(db, [await findReadablePosition(db, viewer, id)]))[0]!;
}

/**
 * Deletes the position (its applications follow through the foreign keys). Answers the keys of the CV files deleted
 * with it, read in the same transaction, for the caller to remove after commit.
 */
export async function deletePosition(db: Db, viewer: Viewer, id: number): Promise<string[]> {
  await findOwnedPosition(db, viewer, id);
  return db.transaction(async (tx) => {
    const cvKeys = await cvKeysWhere(tx, eq(positions.id, id));
    const [deleted] = await tx
      .delete(positions)
      .where(eq(positions.id, id))
      .returning({ projectId: positions.projectId });
    if (deleted) await touchProject(tx, deleted.projectId);
    return cvKeys;
  });
}
