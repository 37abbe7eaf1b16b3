import { and, asc, eq, lte } from 'drizzle-orm';
import { availabilityTokens, talents } from '../db/schema/bench';
import { companies } from '../db/schema/companies';
import { roles, seniorities } from '../db/schema/reference';
import { positionTitle } from '../lib/positions';
import { enqueueMail } from '../mail/outbox';
import { availabilityReminderMail, type ReminderTalent } from '../mail/templates/availability-reminder';
import { issueAvailabilityToken } from '../routes/talents/availability.service';
import { freshSince, listedSince } from '../routes/talents/talents.service';
import type { JobContext } from './job';

/**
 * One mail per company listing its active talents not confirmed for 14 days (as of the run's moment), each with a
 * one-click confirm link. A talent is reminded every week until it is confirmed.
 */
export async function runAvailabilityReminders({ tx, config, moment }: JobContext): Promise<number> {
  // Links of earlier reminders that have expired confirm nothing any more: they go, so the table holds one week's.
  await tx.delete(availabilityTokens).where(lte(availabilityTokens.expiresAt, moment));
  const rows = await tx
    .select({
      talentId: talents.id,
      reference: talents.reference,
      confirmedAt: talents.availabilityConfirmedAt,
      roleName: roles.name,
      seniorityLabel: seniorities.label,
      companyId: companies.id,
      companyName: companies.name,
      email: companies.email,
    })
    .from(talents)
    .innerJoin(companies, eq(companies.id, talents.companyId))
    .innerJoin(roles, eq(roles.id, talents.roleId))
    .innerJoin(seniorities, eq(seniorities.id, talents.seniorityId))
    .where(and(eq(talents.active, true), lte(talents.availabilityConfirmedAt, freshSince(moment))))
    .orderBy(asc(companies.id), asc(talents.id));
  const byCompany = new Map<number, { name: string; email: string; talents: ReminderTalent[] }>();
  for (const row of rows) {
    const company = byCompany.get(row.companyId) ?? { name: row.companyName, email: row.email, talents: [] };
    company.talents.push({
      reference: row.reference,
      title: positionTitle(row.roleName, row.seniorityLabel),
      token: await issueAvailabilityToken(tx, row.talentId, moment),
      hidden: row.confirmedAt <= listedSince(moment),
    });
    byCompany.set(row.companyId, company);
  }
  for (const company of byCompany.values()) {
    await enqueueMail(tx, {
      to: company.email,
      ...availabilityReminderMail({ publicUrl: config.publicUrl, companyName: company.name, talents: company.talents }),
    });
  }
  return byCompany.size;
}
