import { and, asc, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import { companies } from '../db/schema/companies';
import { expiryReminders } from '../db/schema/jobs';
import { projects } from '../db/schema/projects';
import { isActiveProject } from '../lib/project-access';
import { enqueueMail } from '../mail/outbox';
import { expiryReminderMail } from '../mail/templates/expiry-reminder';
import type { JobContext } from './job';

/** How far ahead a project's expiry is announced. */
export const REMINDER_AHEAD_MS = 48 * 3_600_000;

/** One reminder per ACTIVE project expiring within 48 hours, once per expiry moment. */
export async function runExpiryReminders({ tx, config, moment }: JobContext): Promise<number> {
  const due = await tx
    .select({
      id: projects.id,
      name: projects.name,
      expiresAt: projects.expiresAt,
      companyName: companies.name,
      email: companies.email,
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(
      and(
        gt(projects.expiresAt, moment),
        lte(projects.expiresAt, new Date(moment.getTime() + REMINDER_AHEAD_MS)),
        isActiveProject(tx, moment),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(expiryReminders)
            .where(and(eq(expiryReminders.projectId, projects.id), eq(expiryReminders.expiresAt, projects.expiresAt))),
        ),
      ),
    )
    .orderBy(asc(projects.id));
  for (const project of due) {
    await tx.insert(expiryReminders).values({ projectId: project.id, expiresAt: project.expiresAt });
    await enqueueMail(tx, {
      to: project.email,
      ...expiryReminderMail({
        publicUrl: config.publicUrl,
        companyName: project.companyName,
        projectId: project.id,
        projectName: project.name,
        expiresAt: project.expiresAt,
      }),
    });
  }
  return due.length;
}
