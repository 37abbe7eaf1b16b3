import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  PARTNER_GROUP_NAME_TAKEN_MESSAGE,
  PARTNER_GROUP_OWN_COMPANY_MESSAGE,
  type PartnerGroup,
  type PartnerGroupData,
} from '@benchlink/contracts/partner-groups';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { partnerGroupMembers, partnerGroups } from '../../db/schema/projects';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';

export const PARTNER_GROUP_NOT_FOUND_MESSAGE = 'Partner group not found';
const NOT_YOURS_MESSAGE = 'This partner group belongs to another company.';
const COMPANY_NOT_FOUND_MESSAGE = 'Company not found';

/** The caller's groups (or the given ones) with their member companies, in two queries. */
function loadGroups(db: Db, companyId: number, ids?: number[]): PartnerGroup[] {
  const groups = db
    .select()
    .from(partnerGroups)
    .where(and(eq(partnerGroups.companyId, companyId), ids ? inArray(partnerGroups.id, ids) : undefined))
    .orderBy(asc(sql`lower(${partnerGroups.name})`), asc(partnerGroups.id))
    .all();
  if (groups.length === 0) return [];
  const members = db
    .select({ groupId: partnerGroupMembers.groupId, id: companies.id, name: companies.name })
    .from(partnerGroupMembers)
    .innerJoin(companies, eq(companies.id, partnerGroupMembers.companyId))
    .where(
      inArray(
        partnerGroupMembers.groupId,
        groups.map((group) => group.id),
      ),
    )
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .all();
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    companies: members.filter((member) => member.groupId === group.id).map(({ id, name }) => ({ id, name })),
    createdAt: group.createdAt.toISOString(),
  }));
}

export const listPartnerGroups = (db: Db, companyId: number) => loadGroups(db, companyId);

/** The group if it is the caller's: 404 when missing, 403 when another company's. */
function findOwnGroup(db: Db, companyId: number, id: number) {
  const group = db.select().from(partnerGroups).where(eq(partnerGroups.id, id)).get();
  if (!group) throw notFound(PARTNER_GROUP_NOT_FOUND_MESSAGE);
  if (group.companyId !== companyId) throw forbidden(NOT_YOURS_MESSAGE);
  return group;
}

/**
 * The groups a project or the bench is shared with: each must exist (404) and be the caller's own (403 with
 * `notYoursMessage`, which names what was being shared).
 */
export function checkOwnGroups(db: Db, companyId: number, groupIds: number[], notYoursMessage: string) {
  if (groupIds.length === 0) return;
  const found = db
    .select({ companyId: partnerGroups.companyId })
    .from(partnerGroups)
    .where(inArray(partnerGroups.id, groupIds))
    .all();
  if (found.length !== groupIds.length) throw notFound(PARTNER_GROUP_NOT_FOUND_MESSAGE);
  if (found.some((group) => group.companyId !== companyId)) throw forbidden(notYoursMessage);
}

export function getPartnerGroup(db: Db, companyId: number, id: number): PartnerGroup {
  findOwnGroup(db, companyId, id);
  return loadGroups(db, companyId, [id])[0]!;
}

/**
 * Members must be approved companies (404 otherwise: an unapproved one does not exist for other companies) and may not
 * include the owner itself (400).
 */
function checkMembers(db: Db, companyId: number, companyIds: number[]) {
  if (companyIds.includes(companyId)) throw badRequest(PARTNER_GROUP_OWN_COMPANY_MESSAGE, 'companyIds');
  const found =
    db
      .select({ total: count() })
      .from(companies)
      .where(and(inArray(companies.id, companyIds), eq(companies.approved, true)))
      .get()?.total ?? 0;
  if (found !== companyIds.length) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
}

/** The name is unique within the company regardless of case. */
function checkNameFree(db: Db, companyId: number, name: string, exceptId?: number) {
  const taken = db
    .select({ id: partnerGroups.id })
    .from(partnerGroups)
    .where(
      and(
        eq(partnerGroups.companyId, companyId),
        eq(sql`lower(${partnerGroups.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(partnerGroups.id, exceptId),
      ),
    )
    .get();
  if (taken) throw conflict(PARTNER_GROUP_NAME_TAKEN_MESSAGE, 'name');
}

/** Runs a write that may lose the name race against a concurrent one: the unique index answers 409 too. */
function withNameConflict<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PARTNER_GROUP_NAME_TAKEN_MESSAGE, 'name');
    throw error;
  }
}

export function createPartnerGroup(db: Db, companyId: number, data: PartnerGroupData): PartnerGroup {
  checkMembers(db, companyId, data.companyIds);
  checkNameFree(db, companyId, data.name);
  const id = withNameConflict(() =>
    db.transaction((tx) => {
      const group = tx
        .insert(partnerGroups)
        .values({ companyId, name: data.name })
        .returning({ id: partnerGroups.id })
        .get();
      tx.insert(partnerGroupMembers)
        .values(data.companyIds.map((memberId) => ({ groupId: group.id, companyId: memberId })))
        .run();
      return group.id;
    }),
  );
  return getPartnerGroup(db, companyId, id);
}

export function updatePartnerGroup(db: Db, companyId: number, id: number, data: PartnerGroupData): PartnerGroup {
  findOwnGroup(db, companyId, id);
  checkMembers(db, companyId, data.companyIds);
  checkNameFree(db, companyId, data.name, id);
  withNameConflict(() =>
    db.transaction((tx) => {
      tx.update(partnerGroups).set({ name: data.name }).where(eq(partnerGroups.id, id)).run();
      tx.delete(partnerGroupMembers).where(eq(partnerGroupMembers.groupId, id)).run();
      tx.insert(partnerGroupMembers)
        .values(data.companyIds.map((memberId) => ({ groupId: id, companyId: memberId })))
        .run();
    }),
  );
  return getPartnerGroup(db, companyId, id);
}

/**
 * Deletes the group. The foreign keys drop it from every project and bench-sharing list; a partner-only project left
 * without groups is inactive from then on, because status is derived, never stored.
 */
export function deletePartnerGroup(db: Db, companyId: number, id: number) {
  findOwnGroup(db, companyId, id);
  db.delete(partnerGroups).where(eq(partnerGroups.id, id)).run();
}
