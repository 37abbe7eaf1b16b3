import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import type { Dialect } from '../db/dialect';
import { apiPath } from '../lib/paths';

/**
 * A migrations folder holding the engine's first `count` migrations only: the database an older release left. It is
 * a temporary folder, removed when the test ends; a test may keep its database file in it.
 */
export function olderMigrations(dialect: Dialect, count: number) {
  const migrations = apiPath('drizzle', dialect);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-migrations-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.slice(0, count);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries)
    fs.copyFileSync(path.join(migrations, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}
