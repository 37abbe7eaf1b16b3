import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { count, getTableName, sql } from 'drizzle-orm';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { dependenciesFirst } from '../../lib/dependencies-first';
import type { Storage } from '../../storage/storage';
import { openDatabase } from '../client';
import { type TablePair, tablePairs } from '../schema/all-tables';
import { rebuildIndex } from '../../search/search-index';
import { listingChanges } from '../schema/listings';
import { parentsFirst } from '../seed';

/** PostgreSQL accepts at most 65,535 bound parameters per statement. */
const MAX_PARAMETERS = 60_000;

export type CopyReport = { tables: Array<{ name: string; source: number; target: number }>; files: number };
type Say = (line: string) => void;

/** Tables in an order where every table comes after the tables its foreign keys point to. */
const dependencyOrder = (pairs: TablePair[]): TablePair[] =>
  dependenciesFirst(
    pairs,
    (pair) => pair.name,
    (pair) =>
      getTableConfig(pair.postgres as PgTable).foreignKeys.map((key) => getTableName(key.reference().foreignTable)),
  );

/**
 * Copies a SQLite installation into an empty PostgreSQL database: every table, ids kept, identity sequences moved
 * past the copied ids, all in one transaction; then counts both sides. Refuses a target that holds any row.
 */
export async function copyDatabase(sqliteFile: string, databaseUrl: string, say: Say): Promise<CopyReport['tables']> {
  if (!fs.existsSync(sqliteFile))
    throw new Error(`No SQLite database at ${sqliteFile}: set DATA_DIR to the installation's data folder.`);
  const source = new Sqlite(sqliteFile, { readonly: true, fileMustExist: true });
  const reader = drizzleSqlite({ client: source, casing: 'snake_case' });
  const target = await openDatabase({ databaseUrl, databaseFile: '' });
  try {
    // The listings' change log is written by the target's own triggers as the rows go in, and read by no one yet.
    const pairs = dependencyOrder(tablePairs().filter((pair) => pair.name !== getTableName(listingChanges)));
    const occupied: string[] = [];
    for (const pair of pairs) {
      const [row] = await target.db.select({ rows: count() }).from(pair.postgres as PgTable);
      if ((row?.rows ?? 0) > 0) occupied.push(pair.name);
    }
    if (occupied.length > 0) {
      throw new Error(
        `The target database already holds data (in ${occupied.join(', ')}): copy into an empty database.`,
      );
    }
    // One snapshot of the source: a running server may keep writing to it meanwhile.
    source.exec('begin');
    await target.db.transaction(async (tx) => {
      for (const pair of pairs) {
        let rows = reader
          .select()
          .from(pair.sqlite as SQLiteTable)
          .all() as Array<Record<string, unknown>>;
        if ('parentId' in (pair.postgres as unknown as Record<string, unknown>)) {
          rows = parentsFirst(rows as Array<{ id: number; parentId: number | null }>);
        }
        const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
        const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
        for (let start = 0; start < rows.length; start += chunk) {
          await tx.insert(pair.postgres as PgTable).values(rows.slice(start, start + chunk));
        }
        const identity = getTableConfig(pair.postgres as PgTable).columns.find((column) => column.generatedIdentity);
        if (identity) {
          // The next id a new row gets follows the highest copied one.
          const table = sql.identifier(pair.name);
          const column = sql.identifier(identity.name);
          await tx.execute(
            sql`select setval(pg_get_serial_sequence(${pair.name}, ${identity.name}), coalesce(max(${column}), 0) + 1, false) from ${table}`,
          );
        }
        say(`  ${pair.name}: ${rows.length} rows`);
      }
      // The keyword-search indexes are derived from the copied rows: built once they are all in.
      await rebuildIndex(tx, 'position');
      await rebuildIndex(tx, 'talent');
      say('  keyword-search indexes rebuilt');
      // Every server process loads the listings whole at its start: the change rows of the copy are not needed.
      await tx.delete(listingChanges);
    });
    source.exec('commit');
    const report = [];
    for (const pair of pairs) {
      const sourceRows =
        reader
          .select({ rows: count() })
          .from(pair.sqlite as SQLiteTable)
          .get()?.rows ?? 0;
      const [targetRow] = await target.db.select({ rows: count() }).from(pair.postgres as PgTable);
      report.push({ name: pair.name, source: sourceRows, target: targetRow?.rows ?? 0 });
    }
    return report;
  } finally {
    source.close();
    await target.close();
  }
}

/** Every file under `folder`, as storage keys (`/`-separated paths relative to it). */
export function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Copies the uploaded files of `DATA_DIR/storage` into another storage, and reads each back to check it. */
export async function copyFiles(folder: string, target: Storage, say: Say): Promise<number> {
  const keys = filesUnder(folder);
  for (const key of keys) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(folder, ...key.split('/'))));
    await target.put(key, bytes);
    const stored = await target.get(key);
    if (!stored || Buffer.compare(Buffer.from(stored), Buffer.from(bytes)) !== 0) {
      throw new Error(`The copy of ${key} does not read back the same`);
    }
  }
  say(`  files: ${keys.length}`);
  return keys.length;
}
