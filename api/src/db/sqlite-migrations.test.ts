import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { describe, expect, it } from 'vitest';
import { olderMigrations } from '../test/migrations';
import { openSqlite } from './sqlite-client';

const noLogging = { logQuery: () => {} };

describe('SQLite migrations', () => {
  it('move each position’s one location to its list, rebuilding the table without losing what refers to it', async () => {
    const file = path.join(olderMigrations('sqlite', 0), 'benchlink.db');
    const older = new Sqlite(file);
    older.pragma('foreign_keys = ON');
    // 0008_demo: the last release before positions could name several locations.
    migrate(drizzle({ client: older }), { migrationsFolder: olderMigrations('sqlite', 9) });
    const now = Date.now();
    older.exec(`
      INSERT INTO roles (id, name) VALUES (1, 'Developer');
      INSERT INTO seniorities (id, label, level) VALUES (1, 'Senior', 4);
      INSERT INTO position_statuses (id, name) VALUES (1, 'Opened');
      INSERT INTO locations (id, name) VALUES (3, 'Sofia');
      INSERT INTO company_types (id, name) VALUES (1, 'Outsourcing');
      INSERT INTO skills (id, name, assignable) VALUES (1, 'Rust', 1);
      INSERT INTO companies (id, name, email, company_type_id) VALUES (1, 'Northwind', 'n@example.com', 1), (2, 'Contoso', 'c@example.com', 1);
      INSERT INTO projects (id, company_id, name, description, duration_months, expires_at) VALUES (1, 1, 'Telemetry', 'Events', 6, ${now});
      INSERT INTO positions (id, project_id, role_id, seniority_id, status_id, hours_per_week, description, owner_id,
        owner_approved, partner_only, date_posted, expires_at, location_id)
        VALUES (1, 1, 1, 1, 1, 40, 'Ingest events', 1, 1, 0, ${now}, ${now}, 3), (2, 1, 1, 1, 1, 40, 'Remote work', 1, 1, 0, ${now}, ${now}, NULL);
      INSERT INTO position_skills (position_id, skill_id, is_required, months, sort_order) VALUES (1, 1, 1, 24, 0);
      INSERT INTO applications (position_id, company_id, status, rate, available_from) VALUES (1, 2, 'IN_PROGRESS', 60, '2027-01-01');
    `);
    older.close();

    const engine = openSqlite(file, noLogging);
    const client = engine.sqlite!;
    expect(client.prepare('SELECT position_id, location_id FROM position_locations').all()).toEqual([
      { position_id: 1, location_id: 3 },
    ]);
    expect(client.prepare('SELECT count(*) AS n FROM applications').get()).toEqual({ n: 1 });
    expect(client.prepare('SELECT count(*) AS n FROM position_skills').get()).toEqual({ n: 1 });
    expect(client.prepare('SELECT id FROM positions ORDER BY id').all()).toEqual([{ id: 1 }, { id: 2 }]);
    const columns = client.pragma('table_info(positions)') as { name: string }[];
    expect(columns.map((column) => column.name)).not.toContain('location_id');
    // The search index was rebuilt with the place names, and its trigger still forgets a deleted position.
    expect(client.prepare(`SELECT rowid FROM position_search WHERE position_search MATCH 'sofia'`).all()).toEqual([
      { rowid: 1 },
    ]);
    expect(client.pragma('foreign_keys', { simple: true })).toBe(1);
    client.prepare('DELETE FROM positions WHERE id = 1').run();
    expect(client.prepare('SELECT count(*) AS n FROM position_search').get()).toEqual({ n: 1 });
    expect(client.prepare('SELECT count(*) AS n FROM applications').get()).toEqual({ n: 0 });
    await engine.close();
  });
});
