import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the `api-postgres` project's global setup: the server and the migrated, seeded template database. */
    postgres?: { adminUrl: string; template: string; urlOf: string };
  }
}

/**
 * A fresh database for one test app, copied from the template the global setup migrated and seeded (a copy takes
 * milliseconds; migrating and seeding each time would not); with `empty`, one without tables, as a new installation
 * gets it. Undefined outside the `api-postgres` project.
 */
export async function createTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const server = inject('postgres');
  if (!server) return undefined;
  const name = `test_${randomBytes(8).toString('hex')}`;
  const template = options.empty ? 'template0' : server.template;
  await withAdmin(server.adminUrl, (client) => client.query(`create database ${name} template ${template}`));
  return {
    url: server.urlOf.replace('{database}', name),
    drop: async () => {
      await withAdmin(server.adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
