// `npm run db:copy -- --to postgres://… [--files-to s3://…]`: moves the installation in DATA_DIR (its SQLite file and,
// with --files-to, its uploaded files) to PostgreSQL and an S3-compatible bucket. Stop the server first, or it may
// write after the copy's snapshot. See the README, "Running on several machines".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { bucketHoldsObjects, createS3Storage } from '../../storage/s3-storage';
import { copyDatabase, copyFiles } from './copy-installation';

const { values } = parseArgs({ options: { to: { type: 'string' }, 'files-to': { type: 'string' } } });
const say = (line: string) => console.log(line);

try {
  if (!values.to?.match(/^postgres(ql)?:\/\//))
    throw new Error('Usage: npm run db:copy -- --to postgres://… [--files-to s3://…]');
  const filesTo = values['files-to'];
  if (filesTo !== undefined && !filesTo.startsWith('s3://')) throw new Error('--files-to must be an s3://bucket?… URL');
  const config = loadConfig();
  if (filesTo && (await bucketHoldsObjects(filesTo))) {
    throw new Error('The target bucket already holds objects: copy into an empty bucket (or prefix).');
  }
  say(`Copying ${config.databaseFile} to PostgreSQL…`);
  const tables = await copyDatabase(config.databaseFile, values.to, say);
  const wrong = tables.filter((table) => table.source !== table.target);
  for (const table of wrong)
    say(`  MISMATCH ${table.name}: ${table.source} rows in SQLite, ${table.target} in PostgreSQL`);
  if (wrong.length > 0) throw new Error('The row counts differ: the copy is incomplete.');
  const rows = tables.reduce((sum, table) => sum + table.source, 0);
  say(`Copied ${tables.length} tables, ${rows} rows; every table's row count matches.`);
  if (filesTo) {
    say(`Copying the uploaded files to ${filesTo.split('?')[0]}…`);
    const files = await copyFiles(path.join(config.dataDir, 'storage'), createS3Storage(filesTo), say);
    say(`Copied ${files} files; each reads back the same.`);
  }
  say('Done. Start the server with DATABASE_URL' + (filesTo ? ' and STORAGE_URL' : '') + ' set to the targets.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
