import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { NOTIFICATION_TYPES } from '@benchlink/contracts/notifications';
import { users } from './users';

const now = sql`(unixepoch('subsec') * 1000)`;

/**
 * What happened that a user should know of, written in the same transaction as its cause: behind the bell. The text
 * is written then, with only what that user may see.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: NOTIFICATION_TYPES }).notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** A path of the product, where the reader acts on it. */
    link: text().notNull(),
    createdAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
    readAt: integer({ mode: 'timestamp_ms' }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_user_unread_idx').on(table.userId, table.readAt),
  ],
);
