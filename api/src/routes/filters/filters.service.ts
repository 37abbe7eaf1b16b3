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

async function toFilters(db: Db | Tx, rows: (typeof companyFilters.$inferSelect)[]): Promise<Filter[]> {
  const ids = rows.map((row) => row.id);
  const skills = ids.length
    ? await db.select().from(filterSkills).where(inArray(filterSkills.filterId, ids)).orderBy(asc(filterSkills.skillId))
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

export async function listFilters(db: Db, companyId: number): Promise<Filter[]> {
  const rows = await db
    .select()
    .from(companyFilters)
    .where(eq(companyFilters.companyId, companyId))
    .orderBy(desc(companyFilters.isDefault), asc(companyFilters.createdAt), asc(companyFilters.id));
  return toFilters(db, rows);
}

/** The caller's filter; another company's is as good as missing (404). */
async function findOwnFilter(db: Db | Tx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(companyFilters)
    .where(and(eq(companyFilters.id, id), eq(companyFilters.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound(FILTER_NOT_FOUND_MESSAGE);
  return row;
}

/** A filter with skills takes over from the 'Default' one: its alerts stop. */
async function disableDefaultFilter(tx: Tx, companyId: number) {
  await tx
    .update(companyFilters)
    .set({ isEnabled: false })
    .where(and(eq(companyFilters.companyId, companyId), eq(companyFilters.isDefault, true)));
}

/** The enabled, skill-less 'Default' filter of a company created without skills. */
export async function createDefaultFilter(tx: Db | Tx, companyId: number) {
  await tx.insert(companyFilters).values({ companyId, name: DEFAULT_FILTER_NAME, isEnabled: true, isDefault: true });
}

export async function createFilter(db: Db, companyId: number, data: FilterData): Promise<Filter> {
  await checkAssignableSkills(db, data.skills, 'skills');
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(companyFilters)
      .values({ companyId, name: data.name, isEnabled: data.isEnabled, createdAt: new Date() })
      .returning({ id: companyFilters.id });
    await tx.insert(filterSkills).values(data.skills.map((skillId) => ({ filterId: created!.id, skillId })));
    await disableDefaultFilter(tx, companyId);
    return created!.id;
  });
  return (await toFilters(db, [await findOwnFilter(db, companyId, id)]))[0]!;
}

/** A partial update: what is left out keeps its value. The 'Default' filter can only be enabled or disabled. */
export async function updateFilter(db: Db, companyId: number, id: number, data: FilterUpdateData): Promise<Filter> {
  // Read and written in one transaction: the filter cannot be deleted between the check and the new skills.
  return db.transaction(async (tx) => {
    const existing = await findOwnFilter(tx, companyId, id);
    if (existing.isDefault && (data.name !== undefined || data.skills !== undefined)) {
      throw badRequest(DEFAULT_FILTER_LOCKED_MESSAGE, data.name !== undefined ? 'name' : 'skills');
    }
    if (data.skills) await checkAssignableSkills(tx, data.skills, 'skills');
    await tx
      .update(companyFilters)
      .set({
        ...(data.name === undefined ? {} : { name: data.name }),
        ...(data.isEnabled === undefined ? {} : { isEnabled: data.isEnabled }),
      })
      .where(eq(companyFilters.id, id));
    if (data.skills) {
      await tx.delete(filterSkills).where(eq(filterSkills.filterId, id));
      await tx.insert(filterSkills).values(data.skills.map((skillId) => ({ filterId: id, skillId })));
    }
    // Saving any filter other than the Default one (every such filter has skills) retires the Default one.
    if (!existing.isDefault && (data.skills !== undefined || data.name !== undefined))
      await disableDefaultFilter(tx, companyId);
    return (await toFilters(tx, [await findOwnFilter(tx, companyId, id)]))[0]!;
  });
}

export async function deleteFilter(db: Db, companyId: number, id: number) {
  const existing = await findOwnFilter(db, companyId, id);
  // Whether a filter is the Default one never changes, so the check still holds when the delete runs.
  if (existing.isDefault) throw badRequest(DEFAULT_FILTER_LOCKED_MESSAGE);
  await db.delete(companyFilters).where(eq(companyFilters.id, id));
}
