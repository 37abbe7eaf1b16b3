import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { reindexCompanyPositions } from '../../lib/listing';
import type { Config } from '../../config';
import { RESEND_COOLDOWN_SECONDS } from '@benchlink/contracts/auth';
import { type Paged } from '@benchlink/contracts/common';
import {
  ALREADY_HAS_COMPANY_MESSAGE,
  COMPANY_NAME_TAKEN_MESSAGE,
  type Company,
  type CompanyData,
  type CompanyListQuery,
  type CompanySummary,
} from '@benchlink/contracts/companies';
import type { Db, Tx } from '../../db/client';
import { companies, companyEmailTokens, companySkills } from '../../db/schema/companies';
import { companyTypes, domains } from '../../db/schema/reference';
import { users } from '../../db/schema/users';
import {
  canSeePrivate,
  findCompany,
  getOwnCompanyRow,
  isApproved,
  selectCompanies,
  toCompanies,
  toCompany,
  toSummary,
} from '../../lib/companies';
import { conflict, type FieldMessage, notFound, tooManyRequests, validation } from '../../lib/errors';
import { type ListOrder, paginate } from '../../lib/pagination';
import { hashToken, newToken } from '../../lib/sessions';
import { listSkills } from '../../lib/skills';
import type { Viewer } from '../../lib/users';
import { resendCooldownSecondsLeft } from '../../lib/cooldown';
import { isUniqueViolation } from '../../lib/db-errors';
import { enqueueMail } from '../../mail/outbox';
import { companyAwaitingApprovalMail } from '../../mail/templates/company-awaiting-approval';
import { verifyCompanyEmailMail } from '../../mail/templates/verify-company-email';
import { notifyAdmins } from '../../notifications/notify';
import { companyAwaitingApproval } from '../../notifications/texts';
import { createDefaultFilter } from '../filters/filters.service';

type Reader = Db | Tx;

const VERIFICATION_TOKEN_TTL_MS = 7 * 24 * 3_600_000;

/** Company type, domain and skills must refer to existing reference data; all problems are reported at once. */
async function checkReferences(db: Reader, data: CompanyData) {
  const issues: FieldMessage[] = [];
  const [companyType] = await db
    .select({ id: companyTypes.id })
    .from(companyTypes)
    .where(eq(companyTypes.id, data.companyTypeId))
    .limit(1);
  if (!companyType) issues.push({ field: 'companyTypeId', message: 'must be an existing company type' });
  if (data.domainId !== undefined) {
    const [domain] = await db.select({ id: domains.id }).from(domains).where(eq(domains.id, data.domainId)).limit(1);
    if (!domain) issues.push({ field: 'domainId', message: 'must be an existing domain' });
  }
  const wanted = [...new Set(data.skills)];
  if (wanted.length > 0) {
    // Only skills the product lists (GET /api/skills) may be chosen: a hidden one could never be shown or removed.
    const assignable = new Set((await listSkills(db)).filter((skill) => skill.assignable).map((skill) => skill.id));
    const bad = wanted.filter((id) => !assignable.has(id));
    if (bad.length > 0)
      issues.push({ field: 'skills', message: `must be existing assignable skills (not: ${bad.join(', ')})` });
  }
  if (issues.length > 0) throw validation(issues);
}

async function assertNameFree(db: Reader, name: string, exceptId?: number) {
  const sameName = eq(sql`lower(${companies.name})`, name.toLowerCase());
  const [taken] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(exceptId === undefined ? sameName : and(sameName, ne(companies.id, exceptId)))
    .limit(1);
  if (taken) throw conflict(COMPANY_NAME_TAKEN_MESSAGE, 'name');
}

async function replaceSkills(tx: Tx, companyId: number, skillIds: number[]) {
  await tx.delete(companySkills).where(eq(companySkills.companyId, companyId));
  const unique = [...new Set(skillIds)];
  if (unique.length > 0) await tx.insert(companySkills).values(unique.map((skillId) => ({ companyId, skillId })));
}

const columnsOf = (data: CompanyData) => ({
  name: data.name,
  email: data.email,
  companyTypeId: data.companyTypeId,
  domainId: data.domainId ?? null,
  website: data.website ?? null,
  linkedIn: data.linkedIn ?? null,
  description: data.description ?? null,
  // Left out, the company's choice stays.
  ...(data.applicationMail ? { applicationMail: data.applicationMail } : {}),
});

/** An address the user has already proven to own needs no second proof. */
async function isUsersConfirmedEmail(db: Reader, userId: number, email: string) {
  const [user] = await db
    .select({ email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return !!user && user.confirmedAt !== null && user.email.toLowerCase() === email.toLowerCase();
}

/** Invalidates earlier links, stores a new one (hashed) and queues the mail, inside the caller's transaction. */
async function sendVerificationMail(
  tx: Tx,
  config: Config,
  company: { id: number; name: string; email: string },
  now: Date,
) {
  await tx
    .delete(companyEmailTokens)
    .where(and(eq(companyEmailTokens.companyId, company.id), isNull(companyEmailTokens.usedAt)));
  const token = newToken();
  await tx.insert(companyEmailTokens).values({
    companyId: company.id,
    email: company.email,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS),
  });
  await enqueueMail(tx, {
    to: company.email,
    ...verifyCompanyEmailMail({
      publicUrl: config.publicUrl,
      companyName: company.name,
      companyEmail: company.email,
      token,
      validDays: VERIFICATION_TOKEN_TTL_MS / 86_400_000,
    }),
  });
}

/** Tells the administrator, by notification and mail, that a company entered the approval queue. */
async function tellAdminsCompanyWaits(tx: Tx, config: Config, companyName: string) {
  const admins = await notifyAdmins(tx, companyAwaitingApproval(companyName));
  for (const admin of admins) {
    await enqueueMail(tx, {
      to: admin.email,
      ...companyAwaitingApprovalMail({ publicUrl: config.publicUrl, companyName }),
    });
  }
}

/**
 * Creates the user's company, links the user to it and starts e-mail verification. The company waits for approval:
 * the administrator is told.
 */
export async function createCompany(
  db: Db,
  config: Config,
  userId: number,
  data: CompanyData,
  now = new Date(),
): Promise<Company> {
  await checkReferences(db, data);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)).limit(1);
      if (user?.companyId != null) throw conflict(ALREADY_HAS_COMPANY_MESSAGE);
      await assertNameFree(tx, data.name);
      const verified = await isUsersConfirmedEmail(tx, userId, data.email);
      const [row] = await tx
        .insert(companies)
        .values({
          ...columnsOf(data),
          emailVerification: verified ? 'VERIFIED' : 'PENDING',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await replaceSkills(tx, row!.id, data.skills);
      // Without skills of its own a company still gets alerts: the 'Default' filter stands for its skills.
      if (data.skills.length === 0) await createDefaultFilter(tx, row!.id);
      await tx.update(users).set({ companyId: row!.id, companyRole: 'OWNER' }).where(eq(users.id, userId));
      if (!verified) await sendVerificationMail(tx, config, row!, now);
      await tellAdminsCompanyWaits(tx, config, row!.name);
      return toCompany(tx, row!, true);
    });
  } catch (error) {
    // The pre-check gives the message; the unique index still decides when two writers race past it.
    if (isUniqueViolation(error)) throw conflict(COMPANY_NAME_TAKEN_MESSAGE, 'name');
    throw error;
  }
}

/**
 * Replaces the company's profile with `data` (the full new state); a new e-mail address is verified again. A refused
 * company's save clears the refusal: it is back in the administrator's queue, and the administrator is told.
 */
export async function updateCompany(
  db: Db,
  config: Config,
  userId: number,
  companyId: number,
  data: CompanyData,
  now = new Date(),
): Promise<Company> {
  await checkReferences(db, data);
  try {
    return await db.transaction(async (tx) => {
      const current = await getOwnCompanyRow(tx, companyId);
      await assertNameFree(tx, data.name, companyId);
      const emailChanged = current.email.toLowerCase() !== data.email.toLowerCase();
      const verified = emailChanged
        ? await isUsersConfirmedEmail(tx, userId, data.email)
        : current.emailVerification === 'VERIFIED';
      const [row] = await tx
        .update(companies)
        .set({
          ...columnsOf(data),
          emailVerification: verified ? 'VERIFIED' : 'PENDING',
          refusedAt: null,
          refusalReason: null,
          updatedAt: now,
        })
        .where(eq(companies.id, companyId))
        .returning();
      await replaceSkills(tx, companyId, data.skills);
      if (current.name !== data.name) await reindexCompanyPositions(tx, companyId);
      if (current.refusedAt !== null && !current.approved) await tellAdminsCompanyWaits(tx, config, row!.name);
      if (emailChanged) {
        if (verified) await tx.delete(companyEmailTokens).where(eq(companyEmailTokens.companyId, companyId));
        // Inside the cooldown the address is saved but not mailed, so that flipping the address cannot flood inboxes;
        // the profile's resend button offers the mail once the cooldown is over. Links mailed to an earlier address
        // stop working anyway: they verify only the address they were sent to.
        else if ((await secondsUntilVerificationResend(tx, companyId, now)) === 0)
          await sendVerificationMail(tx, config, row!, now);
      }
      return toCompany(tx, row!, true);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COMPANY_NAME_TAKEN_MESSAGE, 'name');
    throw error;
  }
}

/** One company as `viewer` may see it; another company's unapproved profile does not exist for non-admins. */
export async function getCompany(db: Db, id: number, viewer: Viewer): Promise<Company> {
  const [record] = await selectCompanies(db).where(eq(companies.id, id)).limit(1);
  const isPrivate = record !== undefined && canSeePrivate(viewer, record.company.id);
  if (!record || (!record.company.approved && !isPrivate)) throw notFound('Company not found.');
  const [company] = await toCompanies(db, [record], isPrivate);
  return company!;
}

/** The columns a company summary needs: a list of summaries reads nothing else. */
const summaryColumns = {
  id: companies.id,
  name: companies.name,
  imageKey: companies.imageKey,
  imageVersion: companies.imageVersion,
};

/** Sort keys of the company lists; names compare without case, as people read them. */
const companyListOrder: ListOrder<CompanyListQuery['sort']> = {
  sortColumns: { name: sql`lower(${companies.name})` },
  tieBreaker: companies.id,
};

async function pageOfSummaries(db: Db, where: SQL, list: CompanyListQuery): Promise<Paged<CompanySummary>> {
  const page = await paginate(
    db,
    db.select(summaryColumns).from(companies).where(where).$dynamic(),
    list,
    companyListOrder,
  );
  return { ...page, content: page.content.map(toSummary) };
}

/** Approved companies, a page at a time. */
export function listApprovedCompanies(db: Db, list: CompanyListQuery): Promise<Paged<CompanySummary>> {
  return pageOfSummaries(db, eq(companies.approved, true), list);
}

/**
 * Every approved company but the caller's, to pick partner-group members from (an unapproved one is invisible). A
 * caller not approved yet gets an empty page: it cannot add partners, so it has nobody to pick.
 */
export async function listOtherCompanies(
  db: Db,
  companyId: number,
  list: CompanyListQuery,
): Promise<Paged<CompanySummary>> {
  if (!(await isApproved(db, companyId))) return { content: [], totalPages: 0, totalElements: 0 };
  return pageOfSummaries(db, and(ne(companies.id, companyId), eq(companies.approved, true))!, list);
}

/** Follows a verification link: true when it verified the company's current e-mail address. */
export function confirmCompanyEmail(db: Db, token: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(companyEmailTokens)
      .where(eq(companyEmailTokens.tokenHash, hashToken(token)))
      .limit(1);
    if (!stored || stored.usedAt !== null || stored.expiresAt.getTime() <= now.getTime()) return false;
    await tx.update(companyEmailTokens).set({ usedAt: now }).where(eq(companyEmailTokens.id, stored.id));
    const company = await findCompany(tx, stored.companyId);
    // A link mailed to an address the company has since replaced proves nothing about the new one.
    if (!company || company.email.toLowerCase() !== stored.email.toLowerCase()) return false;
    await tx
      .update(companies)
      .set({ emailVerification: 'VERIFIED', updatedAt: now })
      .where(eq(companies.id, company.id));
    return true;
  });
}

/** Seconds before another verification mail may go to the company (the 90 s cooldown of every confirmation mail). */
async function secondsUntilVerificationResend(db: Reader, companyId: number, now: Date): Promise<number> {
  const [last] = await db
    .select({ createdAt: companyEmailTokens.createdAt })
    .from(companyEmailTokens)
    .where(eq(companyEmailTokens.companyId, companyId))
    .orderBy(sql`${companyEmailTokens.createdAt} desc`)
    .limit(1);
  return resendCooldownSecondsLeft(last?.createdAt, now.getTime());
}

/** Mails a new verification link, at most once per cooldown; returns the seconds until the next one is allowed. */
export function resendCompanyEmail(db: Db, config: Config, companyId: number, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const company = await getOwnCompanyRow(tx, companyId);
    if (company.emailVerification === 'VERIFIED') throw conflict('The company e-mail address is already verified.');
    const wait = await secondsUntilVerificationResend(tx, companyId, now);
    if (wait > 0) throw tooManyRequests(`Please wait ${wait} seconds before requesting another e-mail.`, wait);
    await sendVerificationMail(tx, config, company, now);
    return RESEND_COOLDOWN_SECONDS;
  });
}
