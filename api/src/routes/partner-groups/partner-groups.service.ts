import { and, asc, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { AWAITING_APPROVAL_PARTNERS_MESSAGE } from '@benchlink/contracts/messages';
import {
  PARTNER_GROUP_NAME_TAKEN_MESSAGE,
  PARTNER_GROUP_OWN_COMPANY_MESSAGE,
  type PartnerGroup,
  type PartnerGroupData,
} from '@benchlink/contracts/partner-groups';
import type { Db, Tx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { partnerGroupMembers, partnerGroups } from '../../db/schema/projects';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type Actor, recordAudit } from '../../lib/audit';
import { isApproved } from '../../lib/companies';
import { isUniqueViolation } from '../../lib/db-errors';
import { notifyCompanies } from '../../notifications/notify';
import { partnerGroupAdded } from '../../notifications/texts';

export const PARTNER_GROUP_NOT_FOUND_MESSAGE = 'Partner group not found';
const COMPANY_NOT_FOUND_MESSAGE = 'Company not found';

type Reader = Db | Tx;

/** The caller's groups (or the given ones) with their member companies, in two queries. */
async function loadGroups(db: Reader, companyId: number, ids?: number[]): Promise<PartnerGroup[]> {
  const groups = await db
    .select()
    .from(partnerGroups)
    .where(and(eq(partnerGroups.companyId, companyId), ids ? inArray(partnerGroups.id, ids) : undefined))
    .orderBy(asc(sql`lower(${partnerGroups.name})`), asc(partnerGroups.id));
  if (groups.length === 0) return [];
  const members = await db
    .select({ groupId: partnerGroupMembers.groupId, id: companies.id, name: companies.name })
    .from(partnerGroupMembers)
    .innerJoin(companies, eq(companies.id, partnerGroupMembers.companyId))
    .where(
      inArray(
        partnerGroupMembers.groupId,
        groups.map((group) => group.id),
      ),
    )
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    companies: members.filter((member) => member.groupId === group.id).map(({ id, name }) => ({ id, name })),
    createdAt: group.createdAt.toISOString(),
  }));
}

export const listPartnerGroups = (db: Db, companyId: number) => loadGroups(db, companyId);

/** The group if it is the caller's; another company's is as missing as an unknown id (404, no existence oracle). */
async function findOwnGroup(db: Reader, companyId: number, id: number) {
  const [group] = await db
    .select()
    .from(partnerGroups)
    .where(and(eq(partnerGroups.id, id), eq(partnerGroups.companyId, companyId)))
    .limit(1);
  if (!group) throw notFound(PARTNER_GROUP_NOT_FOUND_MESSAGE);
  return group;
}

/**
 * The groups a project or the bench is shared with: each must be the caller's own, another company's being as
 * missing as an unknown id (404, no existence oracle). Check them in the transaction that shares with them, so that
 * none can be deleted in between.
 */
export async function checkOwnGroups(db: Reader, companyId: number, groupIds: number[]) {
  if (groupIds.length === 0) return;
  const found = await db
    .select({ id: partnerGroups.id })
    .from(partnerGroups)
    .where(and(inArray(partnerGroups.id, groupIds), eq(partnerGroups.companyId, companyId)));
  if (found.length !== groupIds.length) throw notFound(PARTNER_GROUP_NOT_FOUND_MESSAGE);
}

export async function getPartnerGroup(db: Reader, companyId: number, id: number): Promise<PartnerGroup> {
  await findOwnGroup(db, companyId, id);
  return (await loadGroups(db, companyId, [id]))[0]!;
}

/** A company adds the same company to its groups at most once a day as far as that company's bell is concerned. */
const ADDED_NOTICE_INTERVAL_MS = 86_400_000;

/**
 * Only an approved company puts others in its groups (400 before: each member is told, and an unchecked company could
 * reach everyone that way). Members must be approved companies (404 otherwise: an unapproved one does not exist for
 * other companies) and may not include the owner itself (400).
 */
async function checkMembers(db: Reader, companyId: number, companyIds: number[]) {
  if (!(await isApproved(db, companyId))) throw badRequest(AWAITING_APPROVAL_PARTNERS_MESSAGE, 'companyIds');
  if (companyIds.includes(companyId)) throw badRequest(PARTNER_GROUP_OWN_COMPANY_MESSAGE, 'companyIds');
  const [row] = await db
    .select({ total: count() })
    .from(companies)
    .where(and(inArray(companies.id, companyIds), eq(companies.approved, true)));
  if ((row?.total ?? 0) !== companyIds.length) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
}

/** The name is unique within the company regardless of case. */
async function checkNameFree(db: Reader, companyId: number, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: partnerGroups.id })
    .from(partnerGroups)
    .where(
      and(
        eq(partnerGroups.companyId, companyId),
        eq(sql`lower(${partnerGroups.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(partnerGroups.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(PARTNER_GROUP_NAME_TAKEN_MESSAGE, 'name');
}

/** Runs a write that may lose the name race against a concurrent one: the unique index answers 409 too. */
async function withNameConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PARTNER_GROUP_NAME_TAKEN_MESSAGE, 'name');
    throw error;
  }
}

/**
 * A partner group decides who sees what is shared with it: each change goes to the audit trail, in the transaction
 * that makes it.
 */
async function auditGroupChange(
  tx: Tx,
  actor: Actor,
  change: string,
  group: { id: number; companies: Array<{ id: number }> },
) {
  await recordAudit(tx, {
    ...actor,
    action: 'partner-group.changed',
    target: { type: 'partner-group', id: group.id },
    detail: { change, companyIds: group.companies.map((company) => company.id).join(',') },
  });
}

/**
 * Tells the members of companies newly in a group (by the group's owner, never the group's private name), each
 * company at most once a day from the same owner: taking a company out of a group and putting it back, or into group
 * after group, must not flood its bell. The notification names the owner, so an earlier one with the same text, of
 * the last 24 hours (by the server's clock, which also dates notifications), is the one this would repeat.
 */
async function tellAddedCompanies(tx: Tx, ownerId: number, addedIds: number[], now = Date.now()) {
  if (addedIds.length === 0) return;
  const [owner] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, ownerId)).limit(1);
  const content = partnerGroupAdded(owner!.name);
  const told = await tx
    .selectDistinct({ companyId: users.companyId })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        inArray(users.companyId, addedIds),
        eq(notifications.type, content.type),
        eq(notifications.body, content.body),
        gte(notifications.createdAt, new Date(now - ADDED_NOTICE_INTERVAL_MS)),
      ),
    );
  const alreadyTold = new Set(told.map((row) => row.companyId));
  await notifyCompanies(
    tx,
    addedIds.filter((id) => !alreadyTold.has(id)),
    content,
  );
}

// The checks run in the transaction of the write they allow: a member cannot vanish, nor the group change hands or
// disappear, between the check and the write.

export function createPartnerGroup(
  db: Db,
  companyId: number,
  data: PartnerGroupData,
  actor: Actor,
): Promise<PartnerGroup> {
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      await checkMembers(tx, companyId, data.companyIds);
      await checkNameFree(tx, companyId, data.name);
      const [created] = await tx
        .insert(partnerGroups)
        .values({ companyId, name: data.name })
        .returning({ id: partnerGroups.id });
      await tx
        .insert(partnerGroupMembers)
        .values(data.companyIds.map((memberId) => ({ groupId: created!.id, companyId: memberId })));
      const group = await getPartnerGroup(tx, companyId, created!.id);
      await auditGroupChange(tx, actor, 'created', group);
      await tellAddedCompanies(tx, companyId, data.companyIds);
      return group;
    }),
  );
}

export function updatePartnerGroup(
  db: Db,
  companyId: number,
  id: number,
  data: PartnerGroupData,
  actor: Actor,
): Promise<PartnerGroup> {
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      await findOwnGroup(tx, companyId, id);
      await checkMembers(tx, companyId, data.companyIds);
      await checkNameFree(tx, companyId, data.name, id);
      const before = await tx
        .select({ companyId: partnerGroupMembers.companyId })
        .from(partnerGroupMembers)
        .where(eq(partnerGroupMembers.groupId, id));
      const wereMembers = new Set(before.map((member) => member.companyId));
      await tx.update(partnerGroups).set({ name: data.name }).where(eq(partnerGroups.id, id));
      await tx.delete(partnerGroupMembers).where(eq(partnerGroupMembers.groupId, id));
      await tx
        .insert(partnerGroupMembers)
        .values(data.companyIds.map((memberId) => ({ groupId: id, companyId: memberId })));
      const group = await getPartnerGroup(tx, companyId, id);
      await auditGroupChange(tx, actor, 'updated', group);
      await tellAddedCompanies(
        tx,
        companyId,
        data.companyIds.filter((memberId) => !wereMembers.has(memberId)),
      );
      return group;
    }),
  );
}

/**
 * Deletes the group. The foreign keys drop it from every project and bench-sharing list; a partner-only project left
 * without groups is inactive from then on, because status is derived, never stored.
 */
export async function deletePartnerGroup(db: Db, companyId: number, id: number, actor: Actor) {
  await db.transaction(async (tx) => {
    await findOwnGroup(tx, companyId, id);
    await tx.delete(partnerGroups).where(eq(partnerGroups.id, id));
    await auditGroupChange(tx, actor, 'deleted', { id, companies: [] });
  });
}
