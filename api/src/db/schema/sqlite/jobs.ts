import { sql } from 'drizzle-orm';
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { projects } from './projects';

const now = sql`(unixepoch('subsec') * 1000)`;

/**
 * One row per (job, scheduled moment) that has run, written in the same transaction as the mail it queued: the key
 * makes a second run of the same moment (a restart, a second server, a run by hand) fail and send nothing.
 */
export const jobRuns = sqliteTable(
  'job_runs',
  {
    job: text().notNull(),
    scheduledFor: integer({ mode: 'timestamp_ms' }).notNull(),
    ranAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
    mailCount: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.job, table.scheduledFor] })],
);

/** Expiry reminders sent: one per project and expiry moment, so a reactivated project can be reminded again. */
export const expiryReminders = sqliteTable(
  'expiry_reminders',
  {
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.expiresAt] })],
);
