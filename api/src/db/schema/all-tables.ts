// Every table, in both engines' definitions, paired by name: what the schema agreement test compares and what
// `npm run db:copy` copies.
import { getTableName, type Table } from 'drizzle-orm';
import * as pgApplications from './pg/applications';
import * as pgBench from './pg/bench';
import * as pgCompanies from './pg/companies';
import * as pgDemo from './pg/demo';
import * as pgJobs from './pg/jobs';
import * as pgListings from './pg/listings';
import * as pgMail from './pg/mail';
import * as pgNotifications from './pg/notifications';
import * as pgProjects from './pg/projects';
import * as pgReference from './pg/reference';
import * as pgSecurity from './pg/security';
import * as pgUsers from './pg/users';
import * as sqliteApplications from './sqlite/applications';
import * as sqliteBench from './sqlite/bench';
import * as sqliteCompanies from './sqlite/companies';
import * as sqliteDemo from './sqlite/demo';
import * as sqliteJobs from './sqlite/jobs';
import * as sqliteListings from './sqlite/listings';
import * as sqliteMail from './sqlite/mail';
import * as sqliteNotifications from './sqlite/notifications';
import * as sqliteProjects from './sqlite/projects';
import * as sqliteReference from './sqlite/reference';
import * as sqliteSecurity from './sqlite/security';
import * as sqliteUsers from './sqlite/users';

type Modules = Record<string, Record<string, unknown>>;

const postgresModules: Modules = {
  applications: pgApplications,
  bench: pgBench,
  companies: pgCompanies,
  demo: pgDemo,
  jobs: pgJobs,
  listings: pgListings,
  mail: pgMail,
  notifications: pgNotifications,
  projects: pgProjects,
  reference: pgReference,
  security: pgSecurity,
  users: pgUsers,
};
const sqliteModules: Modules = {
  applications: sqliteApplications,
  bench: sqliteBench,
  companies: sqliteCompanies,
  demo: sqliteDemo,
  jobs: sqliteJobs,
  listings: sqliteListings,
  mail: sqliteMail,
  notifications: sqliteNotifications,
  projects: sqliteProjects,
  reference: sqliteReference,
  security: sqliteSecurity,
  users: sqliteUsers,
};

export type TablePair = { name: string; file: string; postgres: Table; sqlite: Table | undefined };

/** Each PostgreSQL table with the SQLite table of the same export name and file (undefined when it has none). */
export function tablePairs(): TablePair[] {
  return Object.entries(postgresModules).flatMap(([file, exports]) =>
    Object.entries(exports).map(([exportName, table]) => ({
      name: getTableName(table as Table),
      file: `${file}.${exportName}`,
      postgres: table as Table,
      sqlite: sqliteModules[file]?.[exportName] as Table | undefined,
    })),
  );
}

/** Export names defined for SQLite only (the agreement test fails on any). */
export function sqliteOnlyTables(): string[] {
  return Object.entries(sqliteModules).flatMap(([file, exports]) =>
    Object.keys(exports)
      .filter((name) => !(name in (postgresModules[file] ?? {})))
      .map((name) => `${file}.${name}`),
  );
}
