import { asc, eq, inArray } from 'drizzle-orm';
import type { Company, CompanyImageKind, CompanySummary } from '@benchlink/contracts/companies';
import type { Db, Tx } from '../db/client';
import { companies, companySkills } from '../db/schema/companies';
import { companyTypes, domains } from '../db/schema/reference';
import { notFound } from './errors';
import type { Viewer } from './users';

// Reading and mapping companies: the companies, admin and images services all show companies the same way.

export type CompanyRow = typeof companies.$inferSelect;
type Reader = Db | Tx;

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

/** Its own members and the administrator see a company's private fields (verification, approval). */
export const canSeePrivate = (viewer: Viewer, companyId: number) => viewer.isAdmin || viewer.companyId === companyId;

/** A company with the names of its type and domain, as `selectCompanies` reads it. */
type CompanyRecord = { company: CompanyRow; companyTypeName: string; domainName: string | null };

/** The select behind every full company view: type and domain are joined in, so a list costs no query per row. */
export function selectCompanies(db: Reader) {
  return db
    .select({ company: companies, companyTypeName: companyTypes.name, domainName: domains.name })
    .from(companies)
    .innerJoin(companyTypes, eq(companyTypes.id, companies.companyTypeId))
    .leftJoin(domains, eq(domains.id, companies.domainId));
}

/** Skill ids per company, ascending, for all the given companies in one query. */
async function skillIdsByCompany(db: Reader, companyIds: number[]): Promise<Map<number, number[]>> {
  const byCompany = new Map(companyIds.map((id) => [id, [] as number[]]));
  if (companyIds.length === 0) return byCompany;
  const rows = await db
    .select({ companyId: companySkills.companyId, skillId: companySkills.skillId })
    .from(companySkills)
    .where(inArray(companySkills.companyId, companyIds))
    .orderBy(asc(companySkills.companyId), asc(companySkills.skillId));
  for (const row of rows) byCompany.get(row.companyId)?.push(row.skillId);
  return byCompany;
}

/** Maps companies to the API shape: one query for the skills of all of them, whatever their number. */
export async function toCompanies(db: Reader, records: CompanyRecord[], includePrivate: boolean): Promise<Company[]> {
  const skills = await skillIdsByCompany(
    db,
    records.map((record) => record.company.id),
  );
  return records.map(({ company: row, companyTypeName, domainName }) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    companyType: { id: row.companyTypeId, name: companyTypeName },
    ...(row.domainId !== null && domainName !== null ? { domain: { id: row.domainId, name: domainName } } : {}),
    ...(row.website ? { website: row.website } : {}),
    ...(row.linkedIn ? { linkedIn: row.linkedIn } : {}),
    ...(row.description ? { description: row.description } : {}),
    skills: skills.get(row.id) ?? [],
    ...pictureUrls(row),
    ...(includePrivate
      ? {
          emailVerification: row.emailVerification,
          approved: row.approved,
          applicationMail: row.applicationMail,
          ...(row.refusedAt && row.refusalReason
            ? { refusal: { reason: row.refusalReason, refusedAt: row.refusedAt.toISOString() } }
            : {}),
          ...(row.decidedAt ? { decidedAt: row.decidedAt.toISOString() } : {}),
        }
      : {}),
  }));
}

/** One company in the API shape, or undefined when there is none with this id. */
export async function findCompanyView(db: Reader, id: number, includePrivate: boolean): Promise<Company | undefined> {
  const [record] = await selectCompanies(db).where(eq(companies.id, id)).limit(1);
  return record ? (await toCompanies(db, [record], includePrivate))[0] : undefined;
}

/** A company just read or written, in the API shape. */
export async function toCompany(db: Reader, row: CompanyRow, includePrivate: boolean): Promise<Company> {
  const company = await findCompanyView(db, row.id, includePrivate);
  if (!company) throw notFound('Company not found.');
  return company;
}

export function toSummary(row: Pick<CompanyRow, 'id' | 'name' | 'imageKey' | 'imageVersion'>): CompanySummary {
  return {
    id: row.id,
    name: row.name,
    ...(row.imageKey && row.imageVersion ? { image: imageUrl(row.id, 'image', row.imageVersion) } : {}),
  };
}

export async function findCompany(db: Reader, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

/** The caller's own company; a session pointing at a deleted company reads as "no company". */
export async function getOwnCompanyRow(db: Reader, companyId: number): Promise<CompanyRow> {
  const row = await findCompany(db, companyId);
  if (!row) throw notFound('You do not have a company yet.');
  return row;
}

/**
 * Whether an administrator has approved the company. Until then it reaches nobody: no partners, no invitations by
 * mail, no list of other companies, no applications.
 */
export async function isApproved(db: Reader, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ approved: companies.approved })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.approved === true;
}
