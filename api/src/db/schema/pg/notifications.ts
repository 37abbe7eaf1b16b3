import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@benchlink/contracts/notifications';
import { users } from './users';

/**
 * What happened that a user should know of, written in the same transaction as its cause: behind the bell. The text
 * is written then, with only what that user may see.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: NOTIFICATION_TYPES }).notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** A path of the product, where the reader acts on it. */
    link: text().notNull(),
    createdAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    readAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_user_unread_idx').on(table.userId, table.readAt),
  ],
);
