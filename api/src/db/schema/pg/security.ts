import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters, in the shape rate-limiter-flexible's Drizzle store reads and writes (`key`, `points`,
 * `expire`): kept in the database so that every server process counts together and a restart forgets nothing.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull(),
  expire: timestamp({ withTimezone: true, precision: 3 }),
});

/**
 * What happened that an administrator may need to trace: sign-ins, refused calls, approvals, decisions, sharing
 * changes. Who (user and company at the time), what, when and from which address; never a password or token.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    action: text().notNull(),
    userId: integer(),
    /** Kept as written: the row outlives a renamed or deleted account. */
    username: text(),
    companyId: integer(),
    ip: text(),
    targetType: text(),
    targetId: integer(),
    /** A short JSON object of details (for example the refused method and path). */
    detail: text(),
    /** How many times it happened: refusals of one user (or address) on one path within one minute are one row. */
    count: integer().notNull().default(1),
    /** What makes a repeat the same event (action, who, method and path, minute); none for events counted apart. */
    repeatKey: text().unique(),
  },
  (table) => [index('audit_log_at_idx').on(table.at)],
);
