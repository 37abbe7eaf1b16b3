import { type Actor, recordAudit } from '../../lib/audit';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Paged } from '@benchlink/contracts/common';
import type { Company, DecidedCompaniesQuery, NonApprovedListQuery } from '@benchlink/contracts/companies';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { badRequest, notFound } from '../../lib/errors';
import { type ListOrder, paginate } from '../../lib/pagination';
import { enqueueMail } from '../../mail/outbox';
import { companyApprovedMail } from '../../mail/templates/company-approved';
import { companyRefusedMail } from '../../mail/templates/company-refused';
import { findCompany, selectCompanies, toCompanies, toCompany } from '../../lib/companies';
import { syncCompanyApproval } from '../../lib/listing';
import { notifyCompany } from '../../notifications/notify';
import { companyApproved, companyRefused } from '../../notifications/texts';

/** How the admin's pending list sorts; names compare without case, as people read them. */
const nonApprovedOrder: ListOrder<NonApprovedListQuery['sort']> = {
  sortColumns: { createdAt: companies.createdAt, name: sql`lower(${companies.name})` },
  tieBreaker: companies.id,
};

export const NOT_PENDING_MESSAGE = 'Only a company waiting for approval can be refused.';

/**
 * Companies waiting for approval (neither approved nor refused), a page at a time, with their private fields (the
 * admin sees everything).
 */
export async function listNonApprovedCompanies(db: Db, list: NonApprovedListQuery): Promise<Paged<Company>> {
  const page = await paginate(
    db,
    selectCompanies(db)
      .where(and(eq(companies.approved, false), isNull(companies.refusedAt)))
      .$dynamic(),
    list,
    nonApprovedOrder,
  );
  return { ...page, content: await toCompanies(db, page.content, true) };
}

/** Approves a company and tells it by e-mail and its members' bells; approving it again changes nothing and tells nobody. */
export function approveCompany(db: Db, config: Config, id: number, actor: Actor, now = new Date()): Promise<Company> {
  return db.transaction(async (tx) => {
    const row = await findCompany(tx, id);
    if (!row) throw notFound('Company not found.');
    if (row.approved) return toCompany(tx, row, true);
    const [approved] = await tx
      .update(companies)
      .set({ approved: true, decidedAt: now, refusedAt: null, refusalReason: null, updatedAt: now })
      .where(eq(companies.id, id))
      .returning();
    await syncCompanyApproval(tx, id, true);
    await recordAudit(
      tx,
      { ...actor, action: 'company.approved', target: { type: 'company', id }, detail: { name: approved!.name } },
      now,
    );
    await enqueueMail(tx, {
      to: approved!.email,
      ...companyApprovedMail({ publicUrl: config.publicUrl, companyName: approved!.name }),
    });
    await notifyCompany(tx, id, companyApproved(approved!.name));
    return toCompany(tx, approved!, true);
  });
}

/**
 * Refuses a company waiting for approval, with a reason its members read (mail, notification, profile); it leaves the
 * queue until its profile is saved again. Refusing it again changes nothing and tells nobody; an approved company
 * cannot be refused (400).
 */
export function refuseCompany(
  db: Db,
  config: Config,
  id: number,
  reason: string,
  actor: Actor,
  now = new Date(),
): Promise<Company> {
  return db.transaction(async (tx) => {
    const row = await findCompany(tx, id);
    if (!row) throw notFound('Company not found.');
    if (row.approved) throw badRequest(NOT_PENDING_MESSAGE);
    if (row.refusedAt) return toCompany(tx, row, true);
    const [refused] = await tx
      .update(companies)
      .set({ refusedAt: now, refusalReason: reason, decidedAt: now, updatedAt: now })
      .where(eq(companies.id, id))
      .returning();
    await recordAudit(
      tx,
      { ...actor, action: 'company.refused', target: { type: 'company', id }, detail: { name: refused!.name } },
      now,
    );
    await enqueueMail(tx, {
      to: refused!.email,
      ...companyRefusedMail({ publicUrl: config.publicUrl, companyName: refused!.name, reason }),
    });
    await notifyCompany(tx, id, companyRefused(refused!.name, reason));
    return toCompany(tx, refused!, true);
  });
}

/** Approved and refused companies, latest decision first (companies approved before decisions were dated: by their last change). */
export async function listDecidedCompanies(db: Db, list: DecidedCompaniesQuery): Promise<Paged<Company>> {
  const page = await paginate(
    db,
    selectCompanies(db)
      .where(or(eq(companies.approved, true), isNotNull(companies.refusedAt)))
      .$dynamic(),
    list,
    {
      sortColumns: { decidedAt: sql`coalesce(${companies.decidedAt}, ${companies.updatedAt})` },
      tieBreaker: companies.id,
    },
  );
  return { ...page, content: await toCompanies(db, page.content, true) };
}
