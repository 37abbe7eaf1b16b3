// Reading and pruning the listings' change log (db/schema/listings.ts), which the database's triggers write.
import { asc, desc, gt, lte, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { listingChanges } from '../db/schema/listings';
import type { ListingChangeKind } from '../db/schema/listing-change-kinds';

export type ListingChange = { id: number; kind: ListingChangeKind; subjectId: number };

/** Past this many rows behind, a process loads the listings afresh rather than replaying them. */
export const REPLAY_LIMIT = 5_000;

const lastChangeQuery = preparedQuery((db) =>
  db
    .select({ id: max(listingChanges.id) })
    .from(listingChanges)
    .prepare('last_listing_change'),
);

/** The id of the last change committed, 0 when none. */
export async function lastChange(db: Db): Promise<number> {
  const [row] = await lastChangeQuery(db).execute();
  return row?.id ?? 0;
}

/** The changes after `id`, oldest first, at most `REPLAY_LIMIT + 1` of them. */
export function changesAfter(db: Db, id: number): Promise<ListingChange[]> {
  return db
    .select()
    .from(listingChanges)
    .where(gt(listingChanges.id, id))
    .orderBy(asc(listingChanges.id))
    .limit(REPLAY_LIMIT + 1);
}

/**
 * Deletes all but the last `keep` changes, leaving a `pruned` row that names the last id deleted: a process that had
 * not read that far loads the listings afresh. Returns the number of rows deleted.
 */
export async function pruneChanges(db: Db, keep = REPLAY_LIMIT): Promise<number> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ id: listingChanges.id })
      .from(listingChanges)
      .orderBy(desc(listingChanges.id))
      .limit(1)
      .offset(keep);
    if (!last) return 0;
    const deleted = await tx.delete(listingChanges).where(lte(listingChanges.id, last.id));
    await tx.insert(listingChanges).values({ kind: 'pruned', subjectId: last.id });
    return deleted.rowCount ?? 0;
  });
}
