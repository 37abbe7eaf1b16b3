import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import {
  ALREADY_HAS_COMPANY_MESSAGE,
  COMPANY_NAME_TAKEN_MESSAGE,
  type Company,
  type CompanyData,
  type CompanyImageKind,
  type CompanySummary,
  RESEND_COOLDOWN_SECONDS,
} from '../../contracts';
import type { Db } from '../../db/client';
import { companies, companyEmailTokens, companySkills, companyTypes, domains, users } from '../../db/schema';
import { conflict, type FieldMessage, notFound, tooManyRequests, validation } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/sessions';
import { resendCooldownSecondsLeft } from '../../lib/cooldown';
import { enqueueMail } from '../../mail/outbox';
import { listSkills } from '../reference/reference.service';

type CompanyRow = typeof companies.$inferSelect;
/** A database or an open transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

const VERIFICATION_TOKEN_TTL_MS = 7 * 24 * 3_600_000;

/** Who is looking at a company decides whether the private fields (verification, approval) are shown. */
export type Viewer = { companyId: number | null; isAdmin: boolean };

/** The cache-busting URL of a stored logo or banner; the version changes on every upload. */
export function imageUrl(companyId: number, kind: CompanyImageKind, version: number) {
  return `/api/companies/${companyId}/${kind}?v=${version}`;
}

function pictureUrls(row: CompanyRow) {
  return {
    ...(row.imageKey && row.imageVersion ? { image: imageUrl(row.id, 'image', row.imageVersion) } : {}),
    ...(row.bannerKey && row.bannerVersion ? { banner: imageUrl(row.id, 'banner', row.bannerVersion) } : {}),
  };
}

export const canSeePrivate = (viewer: Viewer, companyId: number) => viewer.isAdmin || viewer.companyId === companyId;

/** Maps a row to the API shape, loading its type, domain and skills. */
export function toCompany(db: Reader, row: CompanyRow, includePrivate: boolean): Company {
  const companyType = db.select().from(companyTypes).where(eq(companyTypes.id, row.companyTypeId)).get();
  const domain = row.domainId ? db.select().from(domains).where(eq(domains.id, row.domainId)).get() : undefined;
  const skillIds = db
    .select({ id: companySkills.skillId })
    .from(companySkills)
    .where(eq(companySkills.companyId, row.id))
    .orderBy(asc(companySkills.skillId))
    .all()
    .map((s) => s.id);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    companyType: { id: row.companyTypeId, name: companyType?.name ?? '' },
    ...(domain ? { domain: { id: domain.id, name: domain.name } } : {}),
    ...(row.website ? { website: row.website } : {}),
    ...(row.linkedIn ? { linkedIn: row.linkedIn } : {}),
    ...(row.description ? { description: row.description } : {}),
    skills: skillIds,
    ...pictureUrls(row),
    ...(includePrivate ? { emailVerification: row.emailVerification, approved: row.approved } : {}),
  };
}

export function toSummary(row: CompanyRow): CompanySummary {
  return { id: row.id, name: row.name, ...(row.imageKey && row.imageVersion ? { image: imageUrl(row.id, 'image', row.imageVersion) } : {}) };
}

export function findCompany(db: Reader, id: number): CompanyRow | undefined {
  return db.select().from(companies).where(eq(companies.id, id)).get();
}

/** The caller's own company; a session pointing at a deleted company reads as "no company". */
export function getOwnCompanyRow(db: Reader, companyId: number): CompanyRow {
  const row = findCompany(db, companyId);
  if (!row) throw notFound('You do not have a company yet.');
  return row;
}

/** Company type, domain and skills must refer to existing reference data; all problems are reported at once. */
function checkReferences(db: Reader, data: CompanyData) {
  const issues: FieldMessage[] = [];
  if (!db.select({ id: companyTypes.id }).from(companyTypes).where(eq(companyTypes.id, data.companyTypeId)).get()) {
    issues.push({ field: 'companyTypeId', message: 'must be an existing company type' });
  }
  if (data.domainId !== undefined && !db.select({ id: domains.id }).from(domains).where(eq(domains.id, data.domainId)).get()) {
    issues.push({ field: 'domainId', message: 'must be an existing domain' });
  }
  const wanted = [...new Set(data.skills)];
  if (wanted.length > 0) {
    // Only skills the product lists (GET /api/skills) may be chosen: a hidden one could never be shown or removed.
    const assignable = new Set(
      listSkills(db)
        .filter((skill) => skill.assignable)
        .map((skill) => skill.id),
    );
    const bad = wanted.filter((id) => !assignable.has(id));
    if (bad.length > 0) issues.push({ field: 'skills', message: `must be existing assignable skills (not: ${bad.join(', ')})` });
  }
  if (issues.length > 0) throw validation(issues);
}

function assertNameFree(db: Reader, name: string, exceptId?: number) {
  const sameName = eq(sql`lower(${companies.name})`, name.toLowerCase());
  const taken = db
    .select({ id: companies.id })
    .from(companies)
    .where(exceptId === undefined ? sameName : and(sameName, ne(companies.id, exceptId)))
    .get();
  if (taken) throw conflict(COMPANY_NAME_TAKEN_MESSAGE, 'name');
}

/** The pre-check gives the message; the unique index still decides when two requests race. */
function isUniqueViolation(error: unknown) {
  return (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function replaceSkills(tx: Tx, companyId: number, skillIds: number[]) {
  tx.delete(companySkills).where(eq(companySkills.companyId, companyId)).run();
  for (const skillId of new Set(skillIds)) tx.insert(companySkills).values({ companyId, skillId }).run();
}

const columnsOf = (data: CompanyData) => ({
  name: data.name,
  email: data.email,
  companyTypeId: data.companyTypeId,
  domainId: data.domainId ?? null,
  website: data.website ?? null,
  linkedIn: data.linkedIn ?? null,
  description: data.description ?? null,
});

/** An address the user has already proven to own needs no second proof. */
function isUsersConfirmedEmail(db: Reader, userId: number, email: string) {
  const user = db.select({ email: users.email, confirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, userId)).get();
  return !!user && user.confirmedAt !== null && user.email.toLowerCase() === email.toLowerCase();
}

/** Invalidates earlier links, stores a new one (hashed) and queues the mail, inside the caller's transaction. */
function sendVerificationMail(tx: Tx, config: Config, company: { id: number; name: string; email: string }, now: Date) {
  tx.delete(companyEmailTokens).where(and(eq(companyEmailTokens.companyId, company.id), isNull(companyEmailTokens.usedAt))).run();
  const token = newToken();
  tx.insert(companyEmailTokens)
    .values({
      companyId: company.id,
      email: company.email,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS),
    })
    .run();
  const link = `${config.publicUrl}/api/companies/confirm-email?token=${encodeURIComponent(token)}`;
  enqueueMail(tx, {
    to: company.email,
    subject: 'Verify your company e-mail address',
    text:
      `Hello,\n\nplease confirm that ${company.email} is the e-mail address of ${company.name} on Benchlink by opening this link:\n\n${link}\n\n` +
      'The link is valid for 7 days. If you did not expect this e-mail, you can ignore it.\n',
  });
}

/** Creates the user's company, links the user to it and starts e-mail verification. */
export function createCompany(db: Db, config: Config, userId: number, data: CompanyData, now = new Date()): Company {
  checkReferences(db, data);
  try {
    return db.transaction((tx) => {
      const user = tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)).get();
      if (user?.companyId != null) throw conflict(ALREADY_HAS_COMPANY_MESSAGE);
      assertNameFree(tx, data.name);
      const verified = isUsersConfirmedEmail(tx, userId, data.email);
      const row = tx
        .insert(companies)
        .values({ ...columnsOf(data), emailVerification: verified ? 'VERIFIED' : 'PENDING', createdAt: now, updatedAt: now })
        .returning()
        .get();
      replaceSkills(tx, row.id, data.skills);
      tx.update(users).set({ companyId: row.id }).where(eq(users.id, userId)).run();
      if (!verified) sendVerificationMail(tx, config, row, now);
      return toCompany(tx, row, true);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COMPANY_NAME_TAKEN_MESSAGE, 'name');
    throw error;
  }
}

/** Replaces the company's profile with `data` (the full new state); a new e-mail address is verified again. */
export function updateCompany(db: Db, config: Config, userId: number, companyId: number, data: CompanyData, now = new Date()): Company {
  checkReferences(db, data);
  try {
    return db.transaction((tx) => {
      const current = getOwnCompanyRow(tx, companyId);
      assertNameFree(tx, data.name, companyId);
      const emailChanged = current.email.toLowerCase() !== data.email.toLowerCase();
      const verified = emailChanged ? isUsersConfirmedEmail(tx, userId, data.email) : current.emailVerification === 'VERIFIED';
      const row = tx
        .update(companies)
        .set({ ...columnsOf(data), emailVerification: verified ? 'VERIFIED' : 'PENDING', updatedAt: now })
        .where(eq(companies.id, companyId))
        .returning()
        .get();
      replaceSkills(tx, companyId, data.skills);
      if (emailChanged) {
        if (verified) tx.delete(companyEmailTokens).where(eq(companyEmailTokens.companyId, companyId)).run();
        else sendVerificationMail(tx, config, row, now);
      }
      return toCompany(tx, row, true);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COMPANY_NAME_TAKEN_MESSAGE, 'name');
    throw error;
  }
}

/** One company as `viewer` may see it; another company's unapproved profile does not exist for non-admins. */
export function getCompany(db: Db, id: number, viewer: Viewer): Company {
  const row = findCompany(db, id);
  const isPrivate = row !== undefined && canSeePrivate(viewer, row.id);
  if (!row || (!row.approved && !isPrivate)) throw notFound('Company not found.');
  return toCompany(db, row, isPrivate);
}

/** Approved companies, by name. */
export function listApprovedCompanies(db: Db): CompanySummary[] {
  return db
    .select()
    .from(companies)
    .where(eq(companies.approved, true))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .all()
    .map(toSummary);
}

/** Every company but the caller's, approved or not, to pick partner-group members from. */
export function listOtherCompanies(db: Db, companyId: number): CompanySummary[] {
  return db
    .select()
    .from(companies)
    .where(ne(companies.id, companyId))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .all()
    .map(toSummary);
}

/** Follows a verification link: true when it verified the company's current e-mail address. */
export function confirmCompanyEmail(db: Db, token: string, now = new Date()): boolean {
  return db.transaction((tx) => {
    const stored = tx.select().from(companyEmailTokens).where(eq(companyEmailTokens.tokenHash, hashToken(token))).get();
    if (!stored || stored.usedAt !== null || stored.expiresAt.getTime() <= now.getTime()) return false;
    tx.update(companyEmailTokens).set({ usedAt: now }).where(eq(companyEmailTokens.id, stored.id)).run();
    const company = findCompany(tx, stored.companyId);
    // A link mailed to an address the company has since replaced proves nothing about the new one.
    if (!company || company.email.toLowerCase() !== stored.email.toLowerCase()) return false;
    tx.update(companies).set({ emailVerification: 'VERIFIED', updatedAt: now }).where(eq(companies.id, company.id)).run();
    return true;
  });
}

/** Mails a new verification link, at most once per cooldown; returns the seconds until the next one is allowed. */
export function resendCompanyEmail(db: Db, config: Config, companyId: number, now = new Date()): number {
  return db.transaction((tx) => {
    const company = getOwnCompanyRow(tx, companyId);
    if (company.emailVerification === 'VERIFIED') throw conflict('The company e-mail address is already verified.');
    const last = tx
      .select({ createdAt: companyEmailTokens.createdAt })
      .from(companyEmailTokens)
      .where(eq(companyEmailTokens.companyId, companyId))
      .orderBy(sql`${companyEmailTokens.createdAt} desc`)
      .limit(1)
      .get();
    const wait = resendCooldownSecondsLeft(last?.createdAt, now.getTime());
    if (wait > 0) throw tooManyRequests(`Please wait ${wait} seconds before requesting another e-mail.`, wait);
    sendVerificationMail(tx, config, company, now);
    return RESEND_COOLDOWN_SECONDS;
  });
}
