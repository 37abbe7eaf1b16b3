import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_FILTER_LOCKED_MESSAGE,
  DEFAULT_FILTER_NAME,
  type Filter,
  type FilterData,
  type FilterUpdateData,
} from '@benchlink/contracts/filters';
import type { Db, Tx } from '../../db/client';
import { companyFilters, filterSkills } from '../../db/schema/bench';
import { badRequest, notFound } from '../../lib/errors';
import { checkAssignableSkills } from '../../lib/reference-checks';

export const FILTER_NOT_FOUND_MESSAGE = 'Filter not found';

function toFilters(db: Db, rows: (typeof companyFilters.$inferSelect)[]): Filter[] {
  const ids = rows.map((row) => row.id);
  const skills = ids.length
    ? db.select().from(filterSkills).where(inArray(filterSkills.filterId, ids)).orderBy(asc(filterSkills.skillId)).all()
    : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    skills: skills.filter((skill) => skill.filterId === row.id).map((skill) => skill.skillId),
    isEnabled: row.isEnabled,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  }));
}

export function listFilters(db: Db, companyId: number): Filter[] {
  const rows = db
    .select()
    .from(companyFilters)
    .where(eq(companyFilters.companyId, companyId))
    .orderBy(desc(companyFilters.isDefault), asc(companyFilters.createdAt), asc(companyFilters.id))
    .all();
  return toFilters(db, rows);
}

/** The caller's filter; another company's is as good as missing (404). */
function findOwnFilter(db: Db, companyId: number, id: number) {
  const row = db
    .select()
    .from(companyFilters)
    .where(and(eq(companyFilters.id, id), eq(companyFilters.companyId, companyId)))
    .get();
  if (!row) throw notFound(FILTER_NOT_FOUND_MESSAGE);
  return row;
}

/** A filter with skills takes over from the 'Default' one: its alerts stop. */
function disableDefaultFilter(tx: Tx, companyId: number) {
  tx.update(companyFilters)
    .set({ isEnabled: false })
    .where(and(eq(companyFilters.companyId, companyId), eq(companyFilters.isDefault, true)))
    .run();
}

/** The enabled, skill-less 'Default' filter of a company created without skills. */
export function createDefaultFilter(tx: Db | Tx, companyId: number) {
  tx.insert(companyFilters).values({ companyId, name: DEFAULT_FILTER_NAME, isEnabled: true, isDefault: true }).run();
}

export function createFilter(db: Db, companyId: number, data: FilterData): Filter {
  checkAssignableSkills(db, data.skills, 'skills');
  const id = db.transaction((tx) => {
    const created = tx
      .insert(companyFilters)
      .values({ companyId, name: data.name, isEnabled: data.isEnabled, createdAt: new Date() })
      .returning({ id: companyFilters.id })
      .get();
    tx.insert(filterSkills)
      .values(data.skills.map((skillId) => ({ filterId: created.id, skillId })))
      .run();
    disableDefaultFilter(tx, companyId);
    return created.id;
  });
  return toFilters(db, [findOwnFilter(db, companyId, id)])[0]!;
}

/** A partial update: what is left out keeps its value. The 'Default' filter can only be enabled or disabled. */
export function updateFilter(db: Db, companyId: number, id: number, data: FilterUpdateData): Filter {
  const existing = findOwnFilter(db, companyId, id);
  if (existing.isDefault && (data.name !== undefined || data.skills !== undefined)) {
    throw badRequest(DEFAULT_FILTER_LOCKED_MESSAGE, data.name !== undefined ? 'name' : 'skills');
  }
  if (data.skills) checkAssignableSkills(db, data.skills, 'skills');
  db.transaction((tx) => {
    tx.update(companyFilters)
      .set({
        ...(data.name === undefined ? {} : { name: data.name }),
        ...(data.isEnabled === undefined ? {} : { isEnabled: data.isEnabled }),
      })
      .where(eq(companyFilters.id, id))
      .run();
    if (data.skills) {
      tx.delete(filterSkills).where(eq(filterSkills.filterId, id)).run();
      tx.insert(filterSkills)
        .values(data.skills.map((skillId) => ({ filterId: id, skillId })))
        .run();
    }
    // Saving any filter other than the Default one (every such filter has skills) retires the Default one.
    if (!existing.isDefault && (data.skills !== undefined || data.name !== undefined))
      disableDefaultFilter(tx, companyId);
  });
  return toFilters(db, [findOwnFilter(db, companyId, id)])[0]!;
}

export function deleteFilter(db: Db, companyId: number, id: number) {
  const existing = findOwnFilter(db, companyId, id);
  if (existing.isDefault) throw badRequest(DEFAULT_FILTER_LOCKED_MESSAGE);
  db.delete(companyFilters).where(eq(companyFilters.id, id)).run();
}
