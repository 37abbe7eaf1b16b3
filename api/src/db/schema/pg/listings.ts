import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { LISTING_CHANGE_KINDS } from '../listing-change-kinds';

/**
 * The change log of the marketplace's listings: triggers on the listed tables append a row for every write that
 * changes what browsing filters, sorts or counts, in the writing transaction (migration 0007). Each server process
 * keeps an in-memory index of the listings and replays the rows past the last one it saw before it answers a browse
 * (api/src/listings). Ids grow in commit order: the triggers take one transaction-scoped advisory lock before taking
 * an id, so a transaction that took a smaller id has committed before a larger one can be taken.
 */
export const listingChanges = pgTable('listing_changes', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  kind: text({ enum: LISTING_CHANGE_KINDS }).notNull(),
  /** The position, talent, project or company written; for `pruned`, the last id removed. */
  subjectId: integer().notNull(),
});
