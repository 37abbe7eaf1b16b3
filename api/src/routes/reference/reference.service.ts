import { asc, eq, inArray, not } from 'drizzle-orm';
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

/** The soft-skills root; it and its direct children are hidden from the skills list. */
const SOFT_SKILLS_ROOT_ID = 1;

function toSkill(row: typeof skills.$inferSelect): Skill {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    assignable: row.assignable,
    ...(row.imageBase64 ? { imageBase64: row.imageBase64 } : {}),
    ...(row.imageType ? { imageType: row.imageType } : {}),
  };
}

export function listSkills(db: Pick<Db, 'select'>): Skill[] {
  const hidden = db
    .select({ id: skills.id })
    .from(skills)
    .where(eq(skills.parentId, SOFT_SKILLS_ROOT_ID))
    .all()
    .map((row) => row.id);
  return db
    .select()
    .from(skills)
    .where(not(inArray(skills.id, [SOFT_SKILLS_ROOT_ID, ...hidden])))
    .orderBy(asc(skills.id))
    .all()
    .map(toSkill);
}

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
