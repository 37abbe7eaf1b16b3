import fs from 'node:fs';
import path from 'node:path';
import { type AnyColumn, getTableColumns, sql } from 'drizzle-orm';
import { dependenciesFirst } from '../lib/dependencies-first';
import { apiPath } from '../lib/paths';
import type { Db, Tx } from './client';
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
/** `parentId` → `parent_id`: the tables' columns are named in snake case (`casing: 'snake_case'`). */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Rows per insert: well under SQLite's limit of bound parameters. */
const CHUNK = 500;

type Named = { id: number; name: string };
type LocationRow = Named & { parentId: number | null };
type SkillRow = { id: number; name: string; parentId: number | null; assignable: boolean };
type RoleRow = { id: number; name: string; parentId: number | null; suggestedSkillIds: number[] };
type SeniorityRow = { id: number; label: string; level: number };
type Tree = { id: number; parentId: number | null };

function read<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(seedFolder, file), 'utf8')) as T;
}

/** Parents before their children: the files list some children first, and a foreign key is checked as rows arrive. */
export const parentsFirst = <T extends Tree>(rows: T[]): T[] =>
  dependenciesFirst(
    rows,
    (row) => row.id,
    (row) => (row.parentId === null ? [] : [row.parentId]),
  );

type UpsertTable = typeof skills | typeof roles | typeof seniorities | typeof workModes | typeof locations;

/** Inserts the rows, or updates the ones whose id exists, in chunks: `excluded` is the row that was refused. */
async function upsertById(tx: Tx, table: UpsertTable, rows: Array<Record<string, unknown>>) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  // `excluded` is the refused row; its columns carry the database's (snake_case) names.
  const set = Object.fromEntries(
    Object.keys(rows[0]!)
      .filter((key) => key !== 'id')
      .map((key) => [key, sql`excluded.${sql.identifier(snakeCase(columns[key]!.name))}`]),
  );
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .onConflictDoUpdate({ target: table.id, set });
  }
}

/** Inserts or updates the reference data by id; running it again changes nothing. */
export async function seedReferenceData(db: Db) {
  const skillRows = parentsFirst(read<SkillRow[]>('skills.json'));
  const roleRows = parentsFirst(read<RoleRow[]>('roles.json'));
  await db.transaction(async (tx) => {
    await upsertById(
      tx,
      skills,
      skillRows.map((row) => ({
        id: row.id,
        name: row.name.trim(),
        parentId: row.parentId,
        assignable: row.assignable,
      })),
    );
    await upsertById(
      tx,
      roles,
      roleRows.map((row) => ({ id: row.id, name: row.name, parentId: row.parentId })),
    );
    await tx.delete(roleSuggestedSkills);
    const suggested = roleRows.flatMap((row) => row.suggestedSkillIds.map((skillId) => ({ roleId: row.id, skillId })));
    for (let start = 0; start < suggested.length; start += CHUNK) {
      await tx.insert(roleSuggestedSkills).values(suggested.slice(start, start + CHUNK));
    }
    await upsertById(tx, seniorities, read<SeniorityRow[]>('seniorities.json'));
    const namedTables = [
      [workModes, 'work-modes.json'],
      [currencies, 'currencies.json'],
      [positionStatuses, 'position-statuses.json'],
      [domains, 'domains.json'],
      [companyTypes, 'company-types.json'],
    ] as const;
    for (const [table, file] of namedTables) await upsertById(tx, table, read<Named[]>(file));
    await upsertById(tx, locations, parentsFirst(read<LocationRow[]>('locations.json')));
  });
}
