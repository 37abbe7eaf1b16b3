import { asc, eq, inArray, not } from 'drizzle-orm';
import type { Skill } from '@benchlink/contracts/reference';
import type { Db } from '../db/client';
import { skills } from '../db/schema/reference';

// The skills list (GET /api/skills) is also the list of skills a company may choose.

/** The soft-skills root: it and its direct children are not listed, so they cannot be assigned. */
export const SOFT_SKILLS_ROOT_ID = 1;

export function toSkill(row: typeof skills.$inferSelect): Skill {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    assignable: row.assignable,
    ...(row.imageBase64 ? { imageBase64: row.imageBase64 } : {}),
    ...(row.imageType ? { imageType: row.imageType } : {}),
  };
}

export async function listSkills(db: Pick<Db, 'select'>): Promise<Skill[]> {
  const hidden = (await db.select({ id: skills.id }).from(skills).where(eq(skills.parentId, SOFT_SKILLS_ROOT_ID))).map(
    (row) => row.id,
  );
  const rows = await db
    .select()
    .from(skills)
    .where(not(inArray(skills.id, [SOFT_SKILLS_ROOT_ID, ...hidden])))
    .orderBy(asc(skills.id));
  return rows.map(toSkill);
}
