import { createHash } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companyTypes,
  currencies,
  domains,
  locations,
  positionStatuses,
  roles,
  roleSuggestedSkills,
  seniorities,
  skills,
  workModes,
} from '../../db/schema/reference';
import type { Location, Named, Role, Seniority, Skill } from '@benchlink/contracts/reference';
import { listSkills, toSkill } from '../../lib/skills';

/** The list the form pickers show; companies may only choose from it. */
export { listSkills };

export async function listRoles(db: Db): Promise<Role[]> {
  // Ordered: without it PostgreSQL may return the suggestions in any order.
  const suggestions = await db
    .select()
    .from(roleSuggestedSkills)
    .orderBy(asc(roleSuggestedSkills.roleId), asc(roleSuggestedSkills.skillId));
  return (await db.select().from(roles).orderBy(asc(roles.id))).map((row) => ({
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    suggestedSkills: suggestions.filter((s) => s.roleId === row.id).map((s) => s.skillId),
  }));
}

export async function listSeniorities(db: Db): Promise<Seniority[]> {
  return db.select().from(seniorities).orderBy(asc(seniorities.level), asc(seniorities.id));
}

export const namedTables = {
  workModes,
  currencies,
  positionStatuses,
  domains,
  companyTypes,
} as const;

/** Countries first (by name), then their cities (by name): the order a picker groups them in. */
export async function listLocations(db: Db): Promise<Location[]> {
  return db
    .select({ id: locations.id, name: locations.name, parentId: locations.parentId })
    .from(locations)
    .orderBy(sql`${locations.parentId} is not null`, asc(locations.name), asc(locations.id));
}

export async function listNamed(db: Db, table: keyof typeof namedTables): Promise<Named[]> {
  const t = namedTables[table];
  return db.select().from(t).orderBy(asc(t.id));
}

/** A list as it is sent: the items, their JSON serialised once and its ETag, and each item by id. */
export type CachedList<T> = { items: T[]; json: string; etag: string; byId: Map<number, T> };

/** `byId` may hold more than the list: a skill hidden from the pickers can still be read on its own. */
function cachedList<T extends { id: number }>(items: T[], byId: T[] = items): CachedList<T> {
  const json = JSON.stringify(items);
  // Weak: the server may send the list compressed, and a strong validator would have to tell the two apart.
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { items, json, etag, byId: new Map(byId.map((item) => [item.id, item])) };
}

/** Reads once: requests arriving while the read runs share it, and a failed read is tried again by the next one. */
function lazy<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= read().catch((error: unknown) => {
      value = undefined;
      throw error;
    }));
}

/** Every reference list of one database, each read on its first use. */
export type ReferenceData = {
  skills: () => Promise<CachedList<Skill>>;
  roles: () => Promise<CachedList<Role>>;
  seniorities: () => Promise<CachedList<Seniority>>;
  locations: () => Promise<CachedList<Location>>;
  named: (table: keyof typeof namedTables) => Promise<CachedList<Named>>;
};

const loaded = new WeakMap<Db, ReferenceData>();

/**
 * The reference data of `db`, kept in memory: it changes only with a deploy, through the seed that runs at start
 * before the server answers, so each list is read once and then served (with its ETag) without a query.
 */
export function referenceData(db: Db): ReferenceData {
  let data = loaded.get(db);
  if (!data) {
    const named = Object.fromEntries(
      Object.keys(namedTables).map((table) => [
        table,
        lazy(async () => cachedList(await listNamed(db, table as keyof typeof namedTables))),
      ]),
    ) as Record<keyof typeof namedTables, () => Promise<CachedList<Named>>>;
    data = {
      skills: lazy(async () => cachedList(await listSkills(db), (await db.select().from(skills)).map(toSkill))),
      roles: lazy(async () => cachedList(await listRoles(db))),
      seniorities: lazy(async () => cachedList(await listSeniorities(db))),
      locations: lazy(async () => cachedList(await listLocations(db))),
      named: (table) => named[table](),
    };
    loaded.set(db, data);
  }
  return data;
}
