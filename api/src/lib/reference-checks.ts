// Checks that ids sent by a client name existing reference data, shared by every resource that refers to it.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locations, positionStatuses, roles, seniorities, skills, workModes } from '../db/schema/reference';
import { badRequest, notFound } from './errors';
import { SOFT_SKILLS_ROOT_ID } from './skills';

type NamedTable = typeof workModes | typeof locations | typeof positionStatuses;

/** 404 naming `what` unless every id exists in `table`. */
async function checkAllExist(
  db: Pick<Db, 'select'>,
  table: NamedTable | typeof roles | typeof seniorities,
  ids: number[],
  what: string,
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  // Every table here has an integer id; one of them stands for all in the builder's types.
  const idTable = table as typeof workModes;
  const rows = await db.select({ id: idTable.id }).from(idTable).where(inArray(idTable.id, unique));
  const found = new Set(rows.map((row) => row.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) throw notFound(`${what} not found: ${missing.join(', ')}`);
}

export const checkRoles = (db: Pick<Db, 'select'>, ids: number[]) => checkAllExist(db, roles, ids, 'Role');
export const checkSeniorities = (db: Pick<Db, 'select'>, ids: number[]) =>
  checkAllExist(db, seniorities, ids, 'Seniority');
export const checkWorkModes = (db: Pick<Db, 'select'>, ids: number[]) => checkAllExist(db, workModes, ids, 'Work mode');
export const checkLocations = (db: Pick<Db, 'select'>, ids: number[]) => checkAllExist(db, locations, ids, 'Location');
export const checkPositionStatuses = (db: Pick<Db, 'select'>, ids: number[]) =>
  checkAllExist(db, positionStatuses, ids, 'Position status');

/**
 * Skills put on positions, talents and filters: each must exist (404) and be an assignable, listed skill (400 on
 * `field`, naming the others).
 */
export async function checkAssignableSkills(db: Pick<Db, 'select'>, ids: number[], field: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db
    .select({ id: skills.id, assignable: skills.assignable, parentId: skills.parentId })
    .from(skills)
    .where(inArray(skills.id, unique));
  const found = new Set(rows.map((row) => row.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) throw notFound(`Skill not found: ${missing.join(', ')}`);
  const unlisted = rows.filter(
    (row) => !row.assignable || row.id === SOFT_SKILLS_ROOT_ID || row.parentId === SOFT_SKILLS_ROOT_ID,
  );
  if (unlisted.length > 0) {
    throw badRequest(`must be existing assignable skills (not: ${unlisted.map((row) => row.id).join(', ')})`, field);
  }
}
