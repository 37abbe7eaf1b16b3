import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { applications } from '../db/schema/applications';
import { companies } from '../db/schema/companies';
import { positions } from '../db/schema/projects';
import { roles, seniorities } from '../db/schema/reference';
import { positionTitle, withPositionJoins } from '../lib/positions';
import { enqueueMail } from '../mail/outbox';
import { applicationDigestMail, type DigestLine } from '../mail/templates/application-digest';
import type { JobContext } from './job';

/** One mail per company that chose the daily digest, listing the in-progress applications its positions received in the window. */
export async function runApplicationDigest({ tx, config, moment, windowStart }: JobContext): Promise<number> {
  const rows = await withPositionJoins(
    tx
      .select({
        positionId: positions.id,
        roleName: roles.name,
        seniorityLabel: seniorities.label,
        companyId: companies.id,
        companyName: companies.name,
        email: companies.email,
      })
      .from(applications)
      .innerJoin(positions, eq(positions.id, applications.positionId))
      .$dynamic(),
  )
    .where(
      and(
        // Companies that chose instant mail were told of each application as it came; `OFF` means the bell only.
        eq(companies.applicationMail, 'DAILY_DIGEST'),
        eq(applications.status, 'IN_PROGRESS'),
        gt(applications.createdAt, windowStart),
        lte(applications.createdAt, moment),
      ),
    )
    // The same mails, lines in the same order, on either engine.
    .orderBy(asc(companies.id), asc(positions.id));
  const byCompany = new Map<number, { name: string; email: string; lines: Map<number, DigestLine> }>();
  for (const row of rows) {
    const company = byCompany.get(row.companyId) ?? { name: row.companyName, email: row.email, lines: new Map() };
    const line = company.lines.get(row.positionId) ?? {
      positionId: row.positionId,
      title: positionTitle(row.roleName, row.seniorityLabel),
      count: 0,
    };
    line.count += 1;
    company.lines.set(row.positionId, line);
    byCompany.set(row.companyId, company);
  }
  for (const company of byCompany.values()) {
    await enqueueMail(tx, {
      to: company.email,
      ...applicationDigestMail({
        publicUrl: config.publicUrl,
        companyName: company.name,
        positions: [...company.lines.values()],
      }),
    });
  }
  return byCompany.size;
}
