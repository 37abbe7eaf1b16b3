import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { sendJson } from '../test/auth';
import { createTestApp, type TestApp } from '../test/test-app';
import { ensureAdminAccount } from './admin-account';
import type { Logger } from './logger';

let t: TestApp | undefined;
afterEach(() => t?.close());

function recordingLogger() {
  const lines: string[] = [];
  const record = (message: string) => void lines.push(message);
  const logger: Logger = { debug: record, info: record, warn: record, error: record };
  return { logger, lines };
}

const admins = (app: TestApp) => app.db.select().from(users).where(sql`lower(${users.username}) = 'admin'`).all();
const signIn = (app: TestApp, password: string) => sendJson(app, 'POST', '/api/auth/login', { usernameOrEmail: 'admin', password });

describe('ensureAdminAccount', () => {
  it('creates a confirmed admin with ADMIN_PASSWORD who can sign in as administrator', async () => {
    t = createTestApp({ adminPassword: 'chosen-secret' });
    const { logger, lines } = recordingLogger();
    expect(await ensureAdminAccount(t.db, t.config, logger)).toEqual({ created: true, generatedPassword: undefined });
    expect(lines.join('\n')).not.toContain('chosen-secret');
    const response = await signIn(t, 'chosen-secret');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: 'admin', email: 'admin@benchlink.local', isAdmin: true });
  });

  it('generates a password and prints it once when ADMIN_PASSWORD is not set', async () => {
    t = createTestApp();
    const { logger, lines } = recordingLogger();
    const { generatedPassword } = await ensureAdminAccount(t.db, t.config, logger);
    expect(generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(lines.filter((line) => line.includes(generatedPassword!))).toHaveLength(1);
    expect((await signIn(t, generatedPassword!)).status).toBe(200);
  });

  it('leaves an existing admin alone on the next start', async () => {
    t = createTestApp({ adminPassword: 'first-secret' });
    const { logger, lines } = recordingLogger();
    await ensureAdminAccount(t.db, t.config, logger);
    const again = await ensureAdminAccount(t.db, { ...t.config, adminPassword: 'second-secret' }, logger);
    expect(again).toEqual({ created: false });
    expect(admins(t)).toHaveLength(1);
    expect(lines).toHaveLength(1);
    expect((await signIn(t, 'first-secret')).status).toBe(200);
  });

  it('refuses to start without an administrator when ADMIN_EMAIL belongs to another account', async () => {
    t = createTestApp({ adminPassword: 'chosen-secret', adminEmail: 'taken@example.com' });
    t.db.insert(users).values({ username: 'someone', firstName: 'Some', lastName: 'One', email: 'taken@example.com' }).run();
    await expect(ensureAdminAccount(t.db, t.config, recordingLogger().logger)).rejects.toThrow(/taken@example\.com is used by another account/);
  });
});
