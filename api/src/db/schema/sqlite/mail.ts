import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

const now = sql`(unixepoch('subsec') * 1000)`;

/** Outgoing mail, written in the same transaction as the change it reports and sent after commit (retried on failure). */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Where an alert can be switched off: sent as the List-Unsubscribe header. */
    listUnsubscribe: text(),
    createdAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
    attempts: integer().notNull().default(0),
    nextAttemptAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
    sentAt: integer({ mode: 'timestamp_ms' }),
    lastError: text(),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.sentAt, table.nextAttemptAt)],
);
