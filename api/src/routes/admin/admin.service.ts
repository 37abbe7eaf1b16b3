import { type Actor, recordAudit } from '../../lib/audit';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Paged } from '@benchlink/contracts/common';
import type { Company, NonApprovedListQuery } from '@benchlink/contracts/companies';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { notFound } from '../../lib/errors';
import { type ListOrder, paginate } from '../../lib/pagination';
import { enqueueMail } from '../../mail/outbox';
import { companyApprovedMail } from '../../mail/templates/company-approved';
import { findCompany, selectCompanies, toCompanies, toCompany } from '../../lib/companies';
import { syncCompanyApproval } from '../../lib/listing';
import { notifyCompany } from '../../notifications/notify';
import { companyApproved } from '../../notifications/texts';

/** How the admin's pending list sorts; names compare without case, as people read them. */
const nonApprovedOrder: ListOrder<NonApprovedListQuery['sort']> = {
  sortColumns: { createdAt: companies.createdAt, name: sql`lower(${companies.name})` },
  tieBreaker: companies.id,
};

/** Companies waiting for approval, a page at a time, with their private fields (the admin sees everything). */
export async function listNonApprovedCompanies(db: Db, list: NonApprovedListQuery): Promise<Paged<Company>> {
  const page = await paginate(
    db,
    selectCompanies(db).where(eq(companies.approved, false)).$dynamic(),
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
      .set({ approved: true, updatedAt: now })
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
