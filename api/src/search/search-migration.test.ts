// The migration that indexes the words unstemmed fills that index for the listings an older release left, on either
// engine, and a deleted listing leaves both indexes.
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { drizzle as sqliteDrizzle } from 'drizzle-orm/better-sqlite3';
import { migrate as sqliteMigrate } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as postgresDrizzle } from 'drizzle-orm/node-postgres';
import { migrate as postgresMigrate } from 'drizzle-orm/node-postgres/migrator';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Engine, openDatabase } from '../db/client';
import { talents } from '../db/schema/bench';
import { positions } from '../db/schema/projects';
import { olderMigrations } from '../test/migrations';
import { createTestDatabase } from '../test/postgres';
import { parseSearch, rankedSearch } from './search-index';

/** A listing of each kind and what it needs, written as the older release wrote them, index rows included. */
const listings = (now: string) => `
  INSERT INTO roles (id, name) VALUES (1, 'Developer');
  INSERT INTO seniorities (id, label, level) VALUES (1, 'Senior', 4);
  INSERT INTO position_statuses (id, name) VALUES (1, 'Opened');
  INSERT INTO company_types (id, name) VALUES (1, 'Outsourcing');
  INSERT INTO companies (id, name, email, company_type_id) VALUES (1, 'Northwind', 'n@example.com', 1);
  INSERT INTO projects (id, company_id, name, description, duration_months, expires_at)
    VALUES (1, 1, 'Ledgers', 'Books', 6, ${now});
  INSERT INTO positions (id, project_id, role_id, seniority_id, status_id, hours_per_week, description, owner_id,
    owner_approved, partner_only, date_posted, expires_at)
    VALUES (1, 1, 1, 1, 1, 40, 'Test automation for the quarterly books', 1, true, false, ${now}, ${now});
  INSERT INTO talents (id, company_id, description, role_id, seniority_id, total_months)
    VALUES (1, 1, 'Can zorbulate any report', 1, 1, 60);
`;

/**
 * A database of the release before the unstemmed index, holding the listings, opened by this release (which runs the
 * migrations left) on the test project's engine.
 */
async function upgraded(): Promise<Engine> {
  const postgres = await createTestDatabase({ empty: true });
  if (postgres) {
    const pool = new pg.Pool({ connectionString: postgres.url });
    // Up to 0008_sharing_changes.
    await postgresMigrate(postgresDrizzle(pool), { migrationsFolder: olderMigrations('postgres', 9) });
    await pool.query(listings('now()'));
    await pool.query(`
      INSERT INTO position_search (position_id, document) SELECT position_id, document FROM position_search_source;
      INSERT INTO talent_search (talent_id, document) SELECT talent_id, document FROM talent_search_source;
    `);
    await pool.end();
    const engine = await openDatabase({ databaseUrl: postgres.url, databaseFile: '' });
    return {
      ...engine,
      close: async () => {
        await engine.close();
        await postgres.drop();
      },
    };
  }
  const file = path.join(olderMigrations('sqlite', 0), 'benchlink.db');
  const older = new Sqlite(file);
  // Up to 0011_sharing_changes.
  sqliteMigrate(sqliteDrizzle({ client: older }), { migrationsFolder: olderMigrations('sqlite', 12) });
  older.exec(listings(String(Date.now())));
  older.exec(`
    INSERT INTO position_search (rowid, title, owner, body) SELECT position_id, title, owner, body FROM position_search_source;
    INSERT INTO talent_search (rowid, title, body) SELECT talent_id, title, body FROM talent_search_source;
  `);
  older.close();
  return openDatabase({ databaseFile: file });
}

describe('the unstemmed words migration', () => {
  it('indexes the existing listings’ words, and a deleted listing leaves both indexes', async () => {
    const engine = await upgraded();
    try {
      const found = (kind: 'position' | 'talent', text: string) => rankedSearch(engine.db, kind, parseSearch(text)!);
      // Prefixes longer than the stems ("autom", "zorbul"), found in the words as written only.
      expect(await found('position', 'automat')).toEqual([1]);
      expect(await found('position', 'quarterl book')).toEqual([1]);
      expect(await found('talent', 'zorbulat')).toEqual([1]);
      // The stemmed index still answers.
      expect(await found('position', 'automated')).toEqual([1]);

      await engine.db.delete(positions).where(eq(positions.id, 1));
      await engine.db.delete(talents).where(eq(talents.id, 1));
      expect(await found('position', 'automat')).toEqual([]);
      expect(await found('position', 'automated')).toEqual([]);
      expect(await found('talent', 'zorbulat')).toEqual([]);
    } finally {
      await engine.close();
    }
  });
});
