import type { Db } from '../db/client';
import { roles } from '../db/schema/reference';

/**
 * The roles `ids` with every role under them: a filter on "Developer" also finds "Front-End Developer". The roles
 * table is small reference data, so the tree is walked in memory.
 */
export async function withDescendantRoles(db: Pick<Db, 'select'>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const all = await db.select({ id: roles.id, parentId: roles.parentId }).from(roles);
  const children = new Map<number, number[]>();
  for (const role of all) {
    if (role.parentId !== null) children.set(role.parentId, [...(children.get(role.parentId) ?? []), role.id]);
  }
  const found = new Set<number>();
  const visit = (id: number) => {
    if (found.has(id)) return;
    found.add(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  ids.forEach(visit);
  return [...found];
}
