import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './projects';

/**
 * One row per (job, scheduled moment) that has run, written in the same transaction as the mail it queued: the key
 * makes a second run of the same moment (a restart, a second server, a run by hand) fail and send nothing.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text().notNull(),
    scheduledFor: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    ranAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    mailCount: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.job, table.scheduledFor] })],
);

/** Expiry reminders sent: one per project and expiry moment, so a reactivated project can be reminded again. */
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.expiresAt] })],
);
