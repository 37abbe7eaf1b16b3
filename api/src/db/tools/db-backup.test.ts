// `npm run db:backup -- <file>` as an operator runs it, against an installation whose database is open and written to.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { userWithCompany } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/test-app';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const script = path.join(import.meta.dirname, 'db-backup.ts');

/** The script's exit code and output; the settings are only those given, as on a server with a clean environment. */
async function backup(args: string[], env: Record<string, string>) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', tsxLoader, script, ...args], {
      env,
    });
    return { code: 0, output: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr.trim() };
  }
}

// The SQLite tool: it runs once, in the `api` project.
describe.skipIf(Boolean(inject('postgres')))('npm run db:backup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await userWithCompany(t, { approved: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('copies the open database into a new file that opens with the same rows', async () => {
    const file = path.join(t.dataDir, 'backups', 'before-upgrade.sqlite');
    const { code, output } = await backup([file], { DATA_DIR: t.dataDir });
    expect({ code, output }).toEqual({
      code: 0,
      output: expect.stringMatching(new RegExp(`^Backed up .*benchlink\\.sqlite to ${file} \\(\\d+ pages\\)\\.$`)),
    });
    const copy = new Sqlite(file, { readonly: true });
    const rows = (database: Sqlite.Database) =>
      database.prepare('select (select count(*) from companies) companies, (select count(*) from skills) skills').get();
    expect(rows(copy)).toEqual(rows(t.engine.sqlite!));
    expect(rows(copy)).toMatchObject({ companies: 1 });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    copy.close();
  });

  it('never overwrites a file, and points PostgreSQL installations to pg_dump', async () => {
    const existing = path.join(t.dataDir, 'existing.sqlite');
    fs.writeFileSync(existing, 'keep me');
    expect(await backup([existing], { DATA_DIR: t.dataDir })).toEqual({
      code: 1,
      output: `${existing} exists: choose a new file name.`,
    });
    expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');
    expect(await backup([], { DATA_DIR: t.dataDir })).toEqual({
      code: 1,
      output: 'Usage: npm run db:backup -- <file>',
    });
    expect(
      await backup([path.join(t.dataDir, 'new.sqlite')], {
        DATA_DIR: t.dataDir,
        DATABASE_URL: 'postgres://db/benchlink',
      }),
    ).toEqual({ code: 1, output: 'DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README).' });
  });
});
