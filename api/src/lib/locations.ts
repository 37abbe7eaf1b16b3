import { inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locations } from '../db/schema/reference';

/**
 * The places a location filter covers: a chosen country brings its cities, and a chosen city its country (a position
 * open anywhere in Germany is one a person in Berlin can take). One query; none for an empty filter.
 * @example coveringPlaces(db, [germany]) // [germany, berlin, munich, …]
 */
export async function coveringPlaces(db: Pick<Db, 'select'>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: locations.id, parentId: locations.parentId })
    .from(locations)
    .where(or(inArray(locations.id, [...ids]), inArray(locations.parentId, [...ids])));
  const found = new Set<number>();
  for (const row of rows) {
    found.add(row.id);
    if (row.parentId !== null && ids.includes(row.id)) found.add(row.parentId);
  }
  return [...found];
}
