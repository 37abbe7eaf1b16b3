import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { LISTING_CHANGE_KINDS } from '../listing-change-kinds';

/**
 * The change log of the marketplace's listings: triggers on the listed tables append a row for every write that
 * changes what browsing filters, sorts or counts, in the writing transaction (migration 0010). Each server process
 * keeps an in-memory index of the listings and replays the rows past the last one it saw before it answers a browse
 * (api/src/listings). Ids grow in commit order: SQLite has one writer at a time.
 */
export const listingChanges = sqliteTable('listing_changes', {
  id: integer().primaryKey({ autoIncrement: true }),
  kind: text({ enum: LISTING_CHANGE_KINDS }).notNull(),
  /** The position, talent, project or company written; for `pruned`, the last id removed. */
  subjectId: integer().notNull(),
});
