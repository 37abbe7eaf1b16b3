// `npm run db:backup -- <file>`: a consistent copy of the SQLite database in DATA_DIR, taken while the server runs
// (SQLite's online backup API, page by page). PostgreSQL installations use pg_dump; see the README, "Backups".
import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { loadConfig } from '../../config';

const [target] = process.argv.slice(2);
try {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README).');
  if (!target) throw new Error('Usage: npm run db:backup -- <file>');
  const file = path.resolve(target);
  if (fs.existsSync(file)) throw new Error(`${file} exists: choose a new file name.`);
  if (!fs.existsSync(config.databaseFile)) throw new Error(`No database at ${config.databaseFile}: check DATA_DIR.`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const source = new Sqlite(config.databaseFile, { fileMustExist: true });
  source.pragma('busy_timeout = 5000');
  const { totalPages } = await source.backup(file);
  source.close();
  console.log(`Backed up ${config.databaseFile} to ${file} (${totalPages} pages).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
