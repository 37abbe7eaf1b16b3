import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { apiPath } from '../lib/paths';
import type { Db } from './client';
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
} from './schema/reference';

const seedFolder = apiPath('seed-data');

type Named = { id: number; name: string };
type SkillRow = { id: number; name: string; parentId: number | null; assignable: boolean };
type RoleRow = { id: number; name: string; parentId: number | null; suggestedSkillIds: number[] };
type SeniorityRow = { id: number; label: string; level: number };

function read<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(seedFolder, file), 'utf8')) as T;
}

/** Inserts or updates the reference data by id; running it again changes nothing. */
export function seedReferenceData(db: Db) {
  const skillRows = read<SkillRow[]>('skills.json');
  const roleRows = read<RoleRow[]>('roles.json');
  db.transaction((tx) => {
    // Parents may come after their children in the files: defer the foreign-key check to commit.
    tx.run(sql`PRAGMA defer_foreign_keys = ON`);
    for (const row of skillRows) {
      const values = { id: row.id, name: row.name.trim(), parentId: row.parentId, assignable: row.assignable };
      tx.insert(skills).values(values).onConflictDoUpdate({ target: skills.id, set: values }).run();
    }
    for (const row of roleRows) {
      const values = { id: row.id, name: row.name, parentId: row.parentId };
      tx.insert(roles).values(values).onConflictDoUpdate({ target: roles.id, set: values }).run();
    }
    tx.delete(roleSuggestedSkills).run();
    for (const row of roleRows) {
      for (const skillId of row.suggestedSkillIds) {
        tx.insert(roleSuggestedSkills).values({ roleId: row.id, skillId }).run();
      }
    }
    for (const row of read<SeniorityRow[]>('seniorities.json')) {
      tx.insert(seniorities).values(row).onConflictDoUpdate({ target: seniorities.id, set: row }).run();
    }
    const namedTables = [
      [workModes, 'work-modes.json'],
      [locations, 'locations.json'],
      [currencies, 'currencies.json'],
      [positionStatuses, 'position-statuses.json'],
      [domains, 'domains.json'],
      [companyTypes, 'company-types.json'],
    ] as const;
    for (const [table, file] of namedTables) {
      for (const row of read<Named[]>(file)) {
        tx.insert(table)
          .values(row)
          .onConflictDoUpdate({ target: table.id, set: { name: row.name } })
          .run();
      }
    }
  });
}
