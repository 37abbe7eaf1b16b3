import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { talents } from './bench';
import { companies } from './companies';
import { positions } from './projects';
import { users } from './users';

/** One company's application of one talent (or CV) to one position of another company. */
export const applications = pgTable(
  'applications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    positionId: integer()
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    /** The applying company. */
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    talentId: integer().references(() => talents.id, { onDelete: 'cascade' }),
    status: text({ enum: ['AWAITING_CV_OR_TALENT', 'IN_PROGRESS', 'ACCEPTED', 'DENIED', 'CANCELLED'] }).notNull(),
    rate: integer().notNull(),
    /** Calendar date `YYYY-MM-DD`. */
    availableFrom: text().notNull(),
    cvKey: text(),
    cvType: text(),
    cvName: text(),
    /** The member who applied, and the one who accepted or denied: each side's contact after acceptance. */
    appliedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Why the position's company denied it, when it said. */
    denyReason: text(),
    createdAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    updatedAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (table) => [
    index('applications_position_status_idx').on(table.positionId, table.status),
    index('applications_company_idx').on(table.companyId, table.positionId),
    index('applications_talent_idx').on(table.talentId, table.positionId),
    index('applications_created_idx').on(table.createdAt),
  ],
);
