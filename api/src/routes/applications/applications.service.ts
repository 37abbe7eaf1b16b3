import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import {
  ALREADY_ACCEPTED_MESSAGE,
  ALREADY_APPLIED_MESSAGE,
  type Application,
  type ApplicationContact,
  type ApplicationListItem,
  type ApplicationOverview,
  type ApplicationState,
  type ApplyData,
  type ReceivedOverview,
  OWN_POSITION_MESSAGE,
  POSITION_NOT_OPEN_MESSAGE,
  PROJECT_NOT_ACTIVE_MESSAGE,
  TALENT_OR_CV_MESSAGE,
} from '@benchlink/contracts/applications';
import { OPENED_STATUS_ID } from '@benchlink/contracts/enums';
import { AWAITING_APPROVAL_MESSAGE, refusedCompanyMessage } from '@benchlink/contracts/messages';
import { type ApplicationTalent, defaultTalentReference } from '@benchlink/contracts/talents';
import type { Db, Tx } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { talentLocations, talents } from '../../db/schema/bench';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';
import { positions, projects } from '../../db/schema/projects';
import { locations, roles, seniorities } from '../../db/schema/reference';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import { applicationAcceptedMail } from '../../mail/templates/application-accepted';
import { applicationDeniedMail } from '../../mail/templates/application-denied';
import { applicationReceivedMail } from '../../mail/templates/application-received';
import type { Storage } from '../../storage/storage';
import { hasPartnerGroup, readableBy } from '../../lib/project-access';
import { positionNames, positionTitle, withPositionJoins } from '../../lib/positions';
import type { CheckedCv } from './cv-check';
import { type Actor, recordAudit } from '../../lib/audit';
import { readTalentCv, TALENT_CV_NOT_FOUND_MESSAGE, talentById } from '../talents/talents.service';
import { notifyCompany } from '../../notifications/notify';
import * as notificationTexts from '../../notifications/texts';

export const APPLICATION_NOT_FOUND_MESSAGE = 'Application not found';
const POSITION_NOT_FOUND_MESSAGE = 'Position not found';
const TALENT_NOT_FOUND_MESSAGE = 'Talent not found';
const NOT_OWNER_MESSAGE = 'Only the company that posted the position can decide on its applications';
const NOT_APPLICANT_MESSAGE = 'Only the applying company can do this';
const NOT_IN_PROGRESS_MESSAGE = 'Only an application in progress can be accepted or denied';
const ALREADY_DECIDED_MESSAGE = 'A decided application cannot be changed';
const NO_CV_MESSAGE = 'This application has no CV';
const NO_TALENT_MESSAGE = 'This application was sent with a CV only';

/** A caller as far as applications go: its company, and the member acting (recorded for the hand-off). */
export type Party = { companyId: number; userId?: number };

type ApplicationRow = typeof applications.$inferSelect;
/** The database or an open transaction: reads that a transaction repeats before it writes take either. */
type Reader = Db | Tx;

/**
 * The API shape; the applying company is named only where `showsApplicant` says so (blind review), and the other
 * side's contact is given only once accepted (`contactsFor`).
 */
function toApplication(
  row: ApplicationRow,
  applicantName: string | undefined,
  showsApplicant: boolean,
  contact?: ApplicationContact,
): Application {
  return {
    id: row.id,
    positionId: row.positionId,
    ...(row.talentId === null || !showsApplicant ? {} : { talentId: row.talentId }),
    ...(showsApplicant ? { companyId: row.companyId, ...(applicantName ? { companyName: applicantName } : {}) } : {}),
    applicationStatus: row.status,
    applicationDateTime: row.createdAt.toISOString(),
    lastUpdateDateTime: row.updatedAt.toISOString(),
    availableFrom: row.availableFrom,
    rate: row.rate,
    hasCv: row.cvKey !== null,
    ...(row.status === 'DENIED' && row.denyReason ? { denyReason: row.denyReason } : {}),
    ...(row.status === 'ACCEPTED' && contact ? { contact } : {}),
  };
}

/**
 * The other side's contact for each accepted application among `rows`, as `viewer` sees it: the applicant reads the
 * position's company and the member who accepted, the position's company reads the applicant and the member who
 * applied. Three queries at most, none when nothing is accepted.
 */
async function contactsFor(
  db: Reader,
  rows: ApplicationRow[],
  viewer: 'applicant' | 'owner',
): Promise<Map<number, ApplicationContact>> {
  const accepted = rows.filter((row) => row.status === 'ACCEPTED');
  if (accepted.length === 0) return new Map();
  const owners =
    viewer === 'applicant'
      ? await db
          .select({ positionId: positions.id, companyId: projects.companyId })
          .from(positions)
          .innerJoin(projects, eq(projects.id, positions.projectId))
          .where(inArray(positions.id, [...new Set(accepted.map((row) => row.positionId))]))
      : [];
  const ownerOf = new Map(owners.map((owner) => [owner.positionId, owner.companyId]));
  const sides = accepted.map((row) => ({
    id: row.id,
    companyId: viewer === 'applicant' ? ownerOf.get(row.positionId) : row.companyId,
    userId: viewer === 'applicant' ? row.decidedByUserId : row.appliedByUserId,
  }));
  const companyIds = [...new Set(sides.flatMap((side) => (side.companyId === undefined ? [] : [side.companyId])))];
  const userIds = [...new Set(sides.flatMap((side) => (side.userId === null ? [] : [side.userId])))];
  const [companyRows, userRows] = await Promise.all([
    companyIds.length === 0
      ? []
      : db
          .select({ id: companies.id, name: companies.name, email: companies.email })
          .from(companies)
          .where(inArray(companies.id, companyIds)),
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds)),
  ]);
  const companyById = new Map(companyRows.map((company) => [company.id, company]));
  const userById = new Map(userRows.map((user) => [user.id, user]));
  const contacts = new Map<number, ApplicationContact>();
  for (const side of sides) {
    const company = side.companyId === undefined ? undefined : companyById.get(side.companyId);
    if (!company) continue;
    const member = side.userId === null ? undefined : userById.get(side.userId);
    contacts.set(side.id, {
      companyName: company.name,
      companyEmail: company.email,
      name: member ? `${member.firstName} ${member.lastName}`.trim() : null,
      email: member?.email ?? null,
    });
  }
  return contacts;
}

/** One application as its party sees it, with the contact once accepted. */
async function forParty(
  db: Reader,
  row: ApplicationRow,
  applicantName: string | undefined,
  showsApplicant: boolean,
  viewer: 'applicant' | 'owner',
): Promise<Application> {
  const contacts = await contactsFor(db, [row], viewer);
  return toApplication(row, applicantName, showsApplicant, contacts.get(row.id));
}

/** The position and its project as an applicant meets them; 404 when missing. */
async function findPositionForApplicant(db: Reader, applicant: number, positionId: number) {
  const [found] = await db
    .select({
      statusId: positions.statusId,
      projectId: projects.id,
      ownerId: projects.companyId,
      expiresAt: projects.expiresAt,
      partnerOnly: projects.partnerOnly,
      isReadable: sql`${readableBy(db, { companyId: applicant, isAdmin: false })}`.mapWith(Boolean),
      hasGroup: sql`${hasPartnerGroup(db)}`.mapWith(Boolean),
    })
    .from(positions)
    .innerJoin(projects, eq(projects.id, positions.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(positions.id, positionId))
    .limit(1);
  if (!found) throw notFound(POSITION_NOT_FOUND_MESSAGE);
  return found;
}

/** Checks everything but the talent: a visible, other company's Opened position in an ACTIVE project. */
async function checkPositionOpenTo(db: Reader, applicant: number, positionId: number) {
  const position = await findPositionForApplicant(db, applicant, positionId);
  if (position.ownerId === applicant) throw badRequest(OWN_POSITION_MESSAGE, 'positionId');
  // A position the applicant may not read answers as an unknown id does: no existence oracle.
  if (!position.isReadable) throw notFound(POSITION_NOT_FOUND_MESSAGE);
  if (position.statusId !== OPENED_STATUS_ID) throw badRequest(POSITION_NOT_OPEN_MESSAGE, 'positionId');
  const isActive = position.expiresAt.getTime() > Date.now() && (!position.partnerOnly || position.hasGroup);
  if (!isActive) throw badRequest(PROJECT_NOT_ACTIVE_MESSAGE, 'positionId');
}

/**
 * The talent must be the applicant's own (another's is as unknown as a missing id: 404) and not already in progress
 * or accepted for this position (409).
 */
async function checkTalent(db: Reader, applicant: number, talentId: number, positionId: number) {
  const [talent] = await db
    .select({ companyId: talents.companyId })
    .from(talents)
    .where(eq(talents.id, talentId))
    .limit(1);
  if (talent?.companyId !== applicant) throw notFound(TALENT_NOT_FOUND_MESSAGE);
  const [previous] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(
      and(
        eq(applications.talentId, talentId),
        eq(applications.positionId, positionId),
        inArray(applications.status, ['IN_PROGRESS', 'ACCEPTED']),
      ),
    )
    .limit(1);
  if (previous?.status === 'ACCEPTED') throw conflict(ALREADY_ACCEPTED_MESSAGE, 'talentId');
  if (previous) throw conflict(ALREADY_APPLIED_MESSAGE, 'talentId');
}

const cvKeyFor = (cv: CheckedCv) => `cvs/${randomUUID()}.${cv.extension}`;

/**
 * The talent's stored CV, sent as the application's own copy (so replacing or removing the talent's CV later leaves
 * the application as it was sent). Call after `checkApplication`, which has found the talent to be the applicant's;
 * one without a CV is a 400.
 */
async function storedTalentCv(db: Db, storage: Storage, party: Party, talentId: number): Promise<CheckedCv> {
  try {
    return await readTalentCv(db, storage, party.companyId, talentId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw badRequest(TALENT_CV_NOT_FOUND_MESSAGE, 'useTalentCv');
    throw error;
  }
}

/** What an application needs before it is written: an approved applicant, an open position, a free talent or a CV. */
async function checkApplication(db: Reader, party: Party, data: ApplyData, cv: CheckedCv | undefined) {
  const [applicant] = await db
    .select({ approved: companies.approved, refusedAt: companies.refusedAt, refusalReason: companies.refusalReason })
    .from(companies)
    .where(eq(companies.id, party.companyId))
    .limit(1);
  if (!applicant?.approved) {
    // A refused company is not waiting for anything: it reads the administrator's reason instead.
    if (applicant?.refusedAt) throw forbidden(refusedCompanyMessage(applicant.refusalReason ?? ''));
    throw forbidden(AWAITING_APPROVAL_MESSAGE);
  }
  await checkPositionOpenTo(db, party.companyId, data.positionId);
  if (data.talentId !== undefined) await checkTalent(db, party.companyId, data.talentId, data.positionId);
  else if (!cv) throw badRequest(TALENT_OR_CV_MESSAGE, 'talentId');
}

/**
 * Applies with a talent, a CV, or both; the CV is stored first so that a failed write leaves no row without it. With a
 * CV the checks run before the file is stored too, so that a refused application stores nothing; they run again with
 * the insert, in one transaction, so that two requests cannot both find the talent free.
 */
export async function apply(
  db: Db,
  storage: Storage,
  config: Config,
  party: Party,
  data: ApplyData,
  uploaded?: CheckedCv,
): Promise<Application> {
  const sendsStoredCv = !uploaded && data.useTalentCv;
  if (uploaded || sendsStoredCv) await checkApplication(db, party, data, uploaded);
  const cv =
    sendsStoredCv && data.talentId !== undefined ? await storedTalentCv(db, storage, party, data.talentId) : uploaded;
  const cvKey = cv ? cvKeyFor(cv) : null;
  if (cv && cvKey) await storage.put(cvKey, cv.bytes);
  try {
    const row = await db.transaction(async (tx) => {
      await checkApplication(tx, party, data, cv);
      const now = new Date();
      const [inserted] = await tx
        .insert(applications)
        .values({
          positionId: data.positionId,
          companyId: party.companyId,
          talentId: data.talentId ?? null,
          status: 'IN_PROGRESS',
          rate: data.rate,
          availableFrom: data.availableFrom,
          cvKey,
          cvType: cv?.type ?? null,
          appliedByUserId: party.userId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tellOwnerOfApplication(tx, config, data.positionId);
      return inserted!;
    });
    return toApplication(row, undefined, true);
  } catch (error) {
    if (cvKey) await storage.delete(cvKey);
    throw error;
  }
}

/**
 * Tells the position's company of a new application: its members' bells, and a mail to the company at once when it
 * chose `INSTANT` (the daily digest covers `DAILY_DIGEST`). Neither names the applicant.
 */
async function tellOwnerOfApplication(tx: Tx, config: Config, positionId: number) {
  const position = await positionNames(tx, positionId);
  await notifyCompany(tx, position.ownerId, notificationTexts.applicationReceived(position));
  const [owner] = await tx
    .select({ email: companies.email, applicationMail: companies.applicationMail })
    .from(companies)
    .where(eq(companies.id, position.ownerId))
    .limit(1);
  if (owner?.applicationMail !== 'INSTANT') return;
  await enqueueMail(tx, {
    to: owner.email,
    ...applicationReceivedMail({
      publicUrl: config.publicUrl,
      companyName: position.ownerName,
      positionId,
      positionTitle: position.positionTitle,
      projectName: position.projectName,
    }),
  });
}

/** The row if the caller is one of the two parties; to anyone else it is as unknown as a missing id (404). */
async function findForParty(db: Reader, party: Party, id: number) {
  const [found] = await db
    .select({ application: applications, ownerId: projects.companyId, applicantName: companies.name })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .innerJoin(projects, eq(projects.id, positions.projectId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(eq(applications.id, id))
    .limit(1);
  const isApplicant = found?.application.companyId === party.companyId;
  const isOwner = found?.ownerId === party.companyId;
  if (!found || (!isApplicant && !isOwner)) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return { ...found, isApplicant, isOwner };
}

/** What a party sees: the owner sees the applicant's name only once it accepted. */
const showsApplicant = (found: { isApplicant: boolean; application: ApplicationRow }) =>
  found.isApplicant || found.application.status === 'ACCEPTED';

export async function getApplication(db: Db, party: Party, id: number): Promise<Application> {
  const found = await findForParty(db, party, id);
  const viewer = found.isApplicant ? 'applicant' : 'owner';
  return forParty(db, found.application, found.applicantName, showsApplicant(found), viewer);
}

/**
 * The talent an application was sent with, for either party (404 for a CV-only application). The position's company
 * sees it blind until it accepts: no talent id and no company, so nothing ties the application to the applicant; and
 * its availability as its status and the day of the last confirmation only, since the moment to the millisecond would
 * single the talent out wherever else it is shown.
 */
export async function getApplicationTalent(db: Db, party: Party, id: number): Promise<ApplicationTalent> {
  const found = await findForParty(db, party, id);
  const talent =
    found.application.talentId === null ? undefined : await talentById(db, found.application.talentId, party.companyId);
  if (!talent) throw notFound(NO_TALENT_MESSAGE);
  if (showsApplicant(found)) return talent;
  const { id: _id, companyId: _companyId, companyName: _companyName, ...blind } = talent;
  return { ...blind, availabilityConfirmedAt: blind.availabilityConfirmedAt.slice(0, 10) };
}

/** One of the caller's own undecided applications: 404 (to non-parties too), 403 to the other party, 400 if decided. */
async function findUndecidedOwn(db: Reader, party: Party, id: number) {
  const found = await findForParty(db, party, id);
  if (!found.isApplicant) throw forbidden(NOT_APPLICANT_MESSAGE);
  const { status } = found.application;
  if (status !== 'IN_PROGRESS' && status !== 'AWAITING_CV_OR_TALENT') {
    throw badRequest(ALREADY_DECIDED_MESSAGE, 'application_id');
  }
  return found;
}

/**
 * Adds or replaces the CV of one of the caller's undecided applications. Checked before the file is stored (a refused
 * upload stores nothing), and again with the update in one transaction, so that a decision taken meanwhile is not
 * undone and the file replaced is the one the row names at that moment; that file is removed after commit.
 */
export async function uploadCv(
  db: Db,
  storage: Storage,
  party: Party,
  id: number,
  cv: CheckedCv,
): Promise<Application> {
  await findUndecidedOwn(db, party, id);
  const cvKey = cvKeyFor(cv);
  await storage.put(cvKey, cv.bytes);
  let saved: { row: ApplicationRow; applicantName: string; previousKey: string | null };
  try {
    saved = await db.transaction(async (tx) => {
      const { application, applicantName } = await findUndecidedOwn(tx, party, id);
      const [row] = await tx
        .update(applications)
        .set({ cvKey, cvType: cv.type, status: 'IN_PROGRESS', updatedAt: new Date() })
        .where(eq(applications.id, id))
        .returning();
      return { row: row!, applicantName, previousKey: application.cvKey };
    });
  } catch (error) {
    await storage.delete(cvKey);
    throw error;
  }
  if (saved.previousKey) await storage.delete(saved.previousKey);
  return toApplication(saved.row, saved.applicantName, true);
}

/** The stored CV for one of the two parties. */
export async function readCv(db: Db, storage: Storage, party: Party, id: number) {
  const { application } = await findForParty(db, party, id);
  if (!application.cvKey || !application.cvType) throw notFound(NO_CV_MESSAGE);
  const bytes = await storage.get(application.cvKey);
  if (!bytes) throw notFound(NO_CV_MESSAGE);
  const extension = application.cvKey.split('.').pop();
  return { bytes, type: application.cvType, fileName: `cv-application-${application.id}.${extension}` };
}

/**
 * Accepts or denies an application in progress, as the position's owner; the same decision again answers the
 * application unchanged. The applying company is told by mail and on its members' bells, in the same transaction; a
 * denial may give a reason, which it reads. The status is read in that transaction too, so that two decisions at once
 * cannot both pass the check (nor tell twice).
 */
export async function decide(
  db: Db,
  config: Config,
  party: Party,
  id: number,
  decision: 'ACCEPTED' | 'DENIED',
  actor: Actor,
  reason?: string,
): Promise<Application> {
  return db.transaction(async (tx) => {
    const found = await findForParty(tx, party, id);
    if (!found.isOwner) throw forbidden(NOT_OWNER_MESSAGE);
    const { application } = found;
    if (application.status === decision)
      return forParty(tx, application, found.applicantName, showsApplicant(found), 'owner');
    if (application.status !== 'IN_PROGRESS') throw badRequest(NOT_IN_PROGRESS_MESSAGE);
    const [updated] = await tx
      .update(applications)
      .set({
        status: decision,
        decidedByUserId: party.userId ?? null,
        denyReason: decision === 'DENIED' ? (reason ?? null) : null,
        updatedAt: new Date(),
      })
      .where(eq(applications.id, id))
      .returning();
    await tellApplicantOfDecision(tx, config, updated!);
    await recordAudit(tx, {
      ...actor,
      action: decision === 'ACCEPTED' ? 'application.accepted' : 'application.denied',
      target: { type: 'application', id },
      detail: { positionId: updated!.positionId },
    });
    return forParty(tx, updated!, found.applicantName, decision === 'ACCEPTED', 'owner');
  });
}

/** The applying company's mail and its members' notifications of a decision; an acceptance carries the hand-off. */
async function tellApplicantOfDecision(tx: Tx, config: Config, application: ApplicationRow) {
  const position = await positionNames(tx, application.positionId);
  const [applicant] = await tx
    .select({ name: companies.name, email: companies.email })
    .from(companies)
    .where(eq(companies.id, application.companyId))
    .limit(1);
  if (!applicant) return;
  const [talent] =
    application.talentId === null
      ? []
      : await tx
          .select({
            id: talents.id,
            roleName: roles.name,
            seniorityLabel: seniorities.label,
            reference: talents.reference,
          })
          .from(talents)
          .innerJoin(roles, eq(roles.id, talents.roleId))
          .innerJoin(seniorities, eq(seniorities.id, talents.seniorityId))
          .where(eq(talents.id, application.talentId))
          .limit(1);
  const mailed = {
    publicUrl: config.publicUrl,
    applicantName: applicant.name,
    positionTitle: position.positionTitle,
    projectName: position.projectName,
    ownerName: position.ownerName,
    // The applying company knows its talent by its own reference (this mail goes to that company only).
    talentTitle: talent
      ? `your ${positionTitle(talent.roleName, talent.seniorityLabel)} (${talent.reference || defaultTalentReference(talent.id)})`
      : undefined,
  };
  if (application.status === 'ACCEPTED') {
    const contact = (await contactsFor(tx, [application], 'applicant')).get(application.id);
    await enqueueMail(tx, { to: applicant.email, ...applicationAcceptedMail({ ...mailed, contact }) });
    await notifyCompany(tx, application.companyId, notificationTexts.applicationAccepted(position));
  } else {
    const reason = application.denyReason ?? undefined;
    await enqueueMail(tx, { to: applicant.email, ...applicationDeniedMail({ ...mailed, reason }) });
    await notifyCompany(tx, application.companyId, notificationTexts.applicationDenied({ ...position, reason }));
  }
}

/**
 * Withdraws one of the caller's undecided applications; cancelling again answers it unchanged. Read and written in one
 * transaction, so that a decision taken meanwhile is not overwritten.
 */
export async function cancel(db: Db, party: Party, id: number): Promise<Application> {
  return db.transaction(async (tx) => {
    const found = await findForParty(tx, party, id);
    if (!found.isApplicant) throw forbidden(NOT_APPLICANT_MESSAGE);
    const { application } = found;
    if (application.status === 'CANCELLED') return toApplication(application, found.applicantName, true);
    if (application.status !== 'IN_PROGRESS' && application.status !== 'AWAITING_CV_OR_TALENT')
      throw badRequest(ALREADY_DECIDED_MESSAGE);
    const [row] = await tx
      .update(applications)
      .set({ status: 'CANCELLED', updatedAt: new Date() })
      .where(eq(applications.id, id))
      .returning();
    const position = await positionNames(tx, row!.positionId);
    await notifyCompany(tx, position.ownerId, notificationTexts.applicationCancelled(position));
    return toApplication(row!, found.applicantName, true);
  });
}

/** Applications joined with their position, project, applicant and talent, for the lists. */
function selectListed(db: Db) {
  return db
    .select({
      application: applications,
      applicantName: companies.name,
      positionRole: roles.name,
      positionSeniority: seniorities.label,
      projectId: projects.id,
      projectName: projects.name,
      ownerId: projects.companyId,
    })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .innerJoin(projects, eq(projects.id, positions.projectId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .innerJoin(roles, eq(roles.id, positions.roleId))
    .innerJoin(seniorities, eq(seniorities.id, positions.seniorityId));
}

type ListedRow = Awaited<ReturnType<typeof selectListed>>[number];

/** Talent summaries (role, seniority, experience, locations) of a list: two queries. */
async function talentSummaries(db: Db, talentIds: number[]) {
  if (talentIds.length === 0) return new Map<number, NonNullable<ApplicationListItem['talent']>>();
  const rows = await db
    .select({
      id: talents.id,
      roleId: talents.roleId,
      roleName: roles.name,
      seniorityLabel: seniorities.label,
      totalMonths: talents.totalMonths,
      reference: talents.reference,
    })
    .from(talents)
    .innerJoin(roles, eq(roles.id, talents.roleId))
    .innerJoin(seniorities, eq(seniorities.id, talents.seniorityId))
    .where(inArray(talents.id, talentIds));
  const places = await db
    .select({ talentId: talentLocations.talentId, id: locations.id, name: locations.name })
    .from(talentLocations)
    .innerJoin(locations, eq(locations.id, talentLocations.locationId))
    .where(inArray(talentLocations.talentId, talentIds))
    // In id order, as the talent itself lists them.
    .orderBy(asc(talentLocations.locationId));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        reference: row.reference,
        role: { id: row.roleId, name: row.roleName },
        seniorityLabel: row.seniorityLabel,
        totalMonths: row.totalMonths,
        locations: places.filter((place) => place.talentId === row.id).map(({ id, name }) => ({ id, name })),
      },
    ]),
  );
}

async function toListItems(
  db: Db,
  rows: ListedRow[],
  viewer: 'applicant' | 'owner',
  showApplicant: (row: ListedRow) => boolean,
): Promise<ApplicationListItem[]> {
  const [summaries, contacts] = await Promise.all([
    talentSummaries(db, [
      ...new Set(rows.flatMap((row) => (row.application.talentId === null ? [] : [row.application.talentId]))),
    ]),
    contactsFor(
      db,
      rows.map((row) => row.application),
      viewer,
    ),
  ]);
  return rows.map((row) => {
    const summary = row.application.talentId === null ? undefined : summaries.get(row.application.talentId);
    const named = showApplicant(row);
    return {
      ...toApplication(row.application, row.applicantName, named, contacts.get(row.application.id)),
      ...(summary ? { talent: talentAsSeenBy(summary, viewer, named) } : {}),
      position: {
        id: row.application.positionId,
        title: positionTitle(row.positionRole, row.positionSeniority),
        projectId: row.projectId,
        projectName: row.projectName,
      },
    };
  });
}

type TalentSummary = NonNullable<ApplicationListItem['talent']>;

/**
 * A list's talent as its viewer sees it: the applying company reads its own reference for it; the position's company
 * never does (the reference is the owner's only), and reads its id only once it accepted (blind review).
 */
function talentAsSeenBy(summary: TalentSummary, viewer: 'applicant' | 'owner', named: boolean): TalentSummary {
  if (viewer === 'applicant') return summary;
  const { id, reference: _reference, ...rest } = summary;
  return named ? { id, ...rest } : rest;
}

/** The caller's sent applications, except withdrawn ones, newest change first. */
export async function listSent(db: Db, party: Party): Promise<ApplicationListItem[]> {
  const rows = await selectListed(db)
    .where(and(eq(applications.companyId, party.companyId), ne(applications.status, 'CANCELLED')))
    .orderBy(desc(applications.updatedAt), desc(applications.id));
  return toListItems(db, rows, 'applicant', () => true);
}

/** The applications to the caller's positions (one position, when given), blind until accepted. */
export async function listReceived(db: Db, party: Party, positionId?: number): Promise<ApplicationListItem[]> {
  if (positionId !== undefined) {
    const [owner] = await db
      .select({ companyId: projects.companyId })
      .from(positions)
      .innerJoin(projects, eq(projects.id, positions.projectId))
      .where(eq(positions.id, positionId))
      .limit(1);
    // Another company's position is as unknown as a missing id: no existence oracle.
    if (owner?.companyId !== party.companyId) throw notFound(POSITION_NOT_FOUND_MESSAGE);
  }
  const rows = await selectListed(db)
    .where(
      and(
        eq(projects.companyId, party.companyId),
        inArray(applications.status, ['IN_PROGRESS', 'ACCEPTED', 'DENIED']),
        positionId === undefined ? undefined : eq(applications.positionId, positionId),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return toListItems(db, rows, 'owner', (row) => row.application.status === 'ACCEPTED');
}

/**
 * The caller's positions that received applications (in progress, accepted or denied), with a count of each; the
 * position with the latest application or decision first. Counts only: nothing here names an applicant.
 */
export async function listReceivedOverview(db: Db, party: Party): Promise<ReceivedOverview[]> {
  const rows = await withPositionJoins(
    db
      .select({
        positionId: positions.id,
        roleName: roles.name,
        seniorityLabel: seniorities.label,
        projectId: projects.id,
        projectName: projects.name,
        status: applications.status,
        updatedAt: applications.updatedAt,
      })
      .from(applications)
      .innerJoin(positions, eq(positions.id, applications.positionId))
      .$dynamic(),
  ).where(
    and(eq(projects.companyId, party.companyId), inArray(applications.status, ['IN_PROGRESS', 'ACCEPTED', 'DENIED'])),
  );
  const byPosition = new Map<number, ReceivedOverview>();
  for (const row of rows) {
    const entry = byPosition.get(row.positionId) ?? {
      positionId: row.positionId,
      positionTitle: positionTitle(row.roleName, row.seniorityLabel),
      projectId: row.projectId,
      projectName: row.projectName,
      inProgress: 0,
      accepted: 0,
      denied: 0,
      lastActivityDateTime: row.updatedAt.toISOString(),
    };
    if (row.status === 'IN_PROGRESS') entry.inProgress += 1;
    else if (row.status === 'ACCEPTED') entry.accepted += 1;
    else entry.denied += 1;
    if (row.updatedAt.toISOString() > entry.lastActivityDateTime)
      entry.lastActivityDateTime = row.updatedAt.toISOString();
    byPosition.set(row.positionId, entry);
  }
  return [...byPosition.values()].sort(
    (a, b) => b.lastActivityDateTime.localeCompare(a.lastActivityDateTime) || b.positionId - a.positionId,
  );
}

/**
 * The caller's sent applications grouped per position: ACCEPTED when any is, else IN_PROGRESS when any is (or is
 * still waiting for a talent or CV), else DENIED. Withdrawn ones are left out; newest change first.
 */
export async function listSentOverview(db: Db, party: Party): Promise<ApplicationOverview[]> {
  const rows = await withPositionJoins(
    db
      .select({
        application: applications,
        positionRole: roles.name,
        positionSeniority: seniorities.label,
        projectId: projects.id,
        projectName: projects.name,
        ownerId: companies.id,
        ownerName: companies.name,
        talentReference: talents.reference,
      })
      .from(applications)
      .innerJoin(positions, eq(positions.id, applications.positionId))
      .leftJoin(talents, eq(talents.id, applications.talentId))
      .$dynamic(),
  )
    .where(and(eq(applications.companyId, party.companyId), ne(applications.status, 'CANCELLED')))
    .orderBy(desc(applications.id));
  const groups = new Map<number, typeof rows>();
  for (const row of rows)
    groups.set(row.application.positionId, [...(groups.get(row.application.positionId) ?? []), row]);
  const overall = (states: ApplicationState[]) =>
    states.includes('ACCEPTED')
      ? 'ACCEPTED'
      : states.some((s) => s === 'IN_PROGRESS' || s === 'AWAITING_CV_OR_TALENT')
        ? 'IN_PROGRESS'
        : 'DENIED';
  return [...groups.values()]
    .map((group) => {
      const first = group[0]!;
      const lastUpdate = Math.max(...group.map((row) => row.application.updatedAt.getTime()));
      return {
        positionId: first.application.positionId,
        positionTitle: positionTitle(first.positionRole, first.positionSeniority),
        projectId: first.projectId,
        projectName: first.projectName,
        companyId: first.ownerId,
        companyName: first.ownerName,
        applicationIds: group.map((row) => row.application.id),
        talentCount: new Set(
          group.flatMap((row) => (row.application.talentId === null ? [] : [row.application.talentId])),
        ).size,
        // The caller's own references for its talents: this list is the applying company's only.
        talentReferences: [
          ...new Set(
            group.flatMap((row) =>
              row.application.talentId === null
                ? []
                : [row.talentReference || defaultTalentReference(row.application.talentId)],
            ),
          ),
        ],
        overallStatus: overall(group.map((row) => row.application.status)),
        lastUpdateDateTime: new Date(lastUpdate).toISOString(),
      } satisfies ApplicationOverview;
    })
    .sort((a, b) => b.lastUpdateDateTime.localeCompare(a.lastUpdateDateTime) || b.positionId - a.positionId);
}

/** CV files of applications about to be deleted with their talent, position or project (removed after commit). */
export async function cvKeysWhere(db: Db | Tx, where: SQL): Promise<string[]> {
  const rows = await db
    .select({ key: applications.cvKey })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(and(where, isNotNull(applications.cvKey)));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/** Removes stored CVs whose applications are gone; a failure leaves an orphan file, never a row without its file. */
export async function deleteCvFiles(storage: Storage, keys: string[]) {
  await Promise.all(keys.map((key) => storage.delete(key)));
}
