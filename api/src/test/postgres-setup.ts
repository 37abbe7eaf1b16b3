// Global setup of the `api-postgres` test project: one PostgreSQL server for the run, and a template database with
// the migrations and reference data that every test app's database is copied from.
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedReferenceData } from '../db/seed';
import { startPostgresServer } from './postgres-server';

const TEMPLATE = 'benchlink_template';

export default async function setup(project: TestProject) {
  const server = await startPostgresServer();
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: server.url() });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  const engine = await openDatabase({ databaseUrl: server.url(TEMPLATE), databaseFile: '' });
  await seedReferenceData(engine.db);
  await engine.close();
  project.provide('postgres', {
    adminUrl: server.url(),
    template: TEMPLATE,
    urlOf: server.url('{database}'),
  });
  return () => server.stop();
}
