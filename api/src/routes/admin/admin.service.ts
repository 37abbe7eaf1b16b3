import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Company } from '../../contracts';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import { findCompany, toCompany } from '../companies/companies.service';

/** Companies waiting for approval, oldest first, with their private fields (the admin sees everything). */
export function listNonApprovedCompanies(db: Db): Company[] {
  return db
    .select()
    .from(companies)
    .where(eq(companies.approved, false))
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .all()
    .map((row) => toCompany(db, row, true));
}

/** Approves a company and tells it by e-mail; approving it again changes nothing and sends nothing. */
export function approveCompany(db: Db, config: Config, id: number, now = new Date()): Company {
  return db.transaction((tx) => {
    const row = findCompany(tx, id);
    if (!row) throw notFound('Company not found.');
    if (row.approved) return toCompany(tx, row, true);
    const approved = tx.update(companies).set({ approved: true, updatedAt: now }).where(eq(companies.id, id)).returning().get();
    enqueueMail(tx, {
      to: approved.email,
      subject: 'Your company has been approved',
      text:
        `Hello,\n\n${approved.name} has been approved on Benchlink. Your projects are now visible to other companies.\n\n` +
        `Your company profile: ${config.publicUrl}/company/profile\n`,
    });
    return toCompany(tx, approved, true);
  });
}
