import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Outgoing mail, written in the same transaction as the change it reports and sent after commit (retried on failure). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Where an alert can be switched off: sent as the List-Unsubscribe header. */
    listUnsubscribe: text(),
    createdAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    sentAt: timestamp({ withTimezone: true, precision: 3 }),
    lastError: text(),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.sentAt, table.nextAttemptAt)],
);
