import { asc, eq } from 'drizzle-orm';
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
} from '../../db/schema';
import type { Named, Role, Seniority, Skill } from '../../contracts';
import { toSkill } from '../../lib/skills';

/** The list the form pickers show; companies may only choose from it. */
export { listSkills } from '../../lib/skills';

export function getSkill(db: Db, id: number): Skill | undefined {
  const row = db.select().from(skills).where(eq(skills.id, id)).get();
  return row ? toSkill(row) : undefined;
}

export function listRoles(db: Db): Role[] {
  const suggestions = db.select().from(roleSuggestedSkills).all();
  return db
    .select()
    .from(roles)
    .orderBy(asc(roles.id))
    .all()
    .map((row) => ({
      id: row.id,
      name: row.name,
      parentId: row.parentId,
      suggestedSkills: suggestions.filter((s) => s.roleId === row.id).map((s) => s.skillId),
    }));
}

export function listSeniorities(db: Db): Seniority[] {
  return db.select().from(seniorities).orderBy(asc(seniorities.level)).all();
}

export function getSeniority(db: Db, id: number): Seniority | undefined {
  return db.select().from(seniorities).where(eq(seniorities.id, id)).get();
}

export const namedTables = {
  workModes,
  locations,
  currencies,
  positionStatuses,
  domains,
  companyTypes,
} as const;

export function listNamed(db: Db, table: keyof typeof namedTables): Named[] {
  const t = namedTables[table];
  return db.select().from(t).orderBy(asc(t.id)).all();
}

export function getNamed(db: Db, table: keyof typeof namedTables, id: number): Named | undefined {
  const t = namedTables[table];
  return db.select().from(t).where(eq(t.id, id)).get();
}
