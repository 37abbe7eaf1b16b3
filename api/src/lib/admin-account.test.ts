import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { sendJson } from '../test/auth';
import { captureLogs } from '../test/logs';
import { createTestApp, type TestApp } from '../test/test-app';
import { ensureAdminAccount } from './admin-account';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** What the start-up writes: JSON log lines and the text printed straight to the console. */
function recordingOutput(level: 'debug' | 'silent' = 'debug') {
  const { logger, lines } = captureLogs(level);
  const printed: string[] = [];
  const print = (text: string) => void printed.push(text);
  return { logger, print, printed, logText: () => JSON.stringify(lines), lines };
}

const admins = (app: TestApp) =>
  app.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = 'admin'`);
const signIn = (app: TestApp, password: string) =>
  sendJson(app, 'POST', '/api/auth/login', { usernameOrEmail: 'admin', password });

describe('ensureAdminAccount', () => {
  it('creates a confirmed admin with ADMIN_PASSWORD who can sign in as administrator', async () => {
    t = await createTestApp({ adminPassword: 'chosen-secret' });
    const out = recordingOutput();
    expect(await ensureAdminAccount(t.db, t.config, out.logger, out.print)).toEqual({
      created: true,
      generatedPassword: undefined,
    });
    expect(out.logText()).not.toContain('chosen-secret');
    expect(out.printed).toEqual([]);
    expect(out.lines).toMatchObject([{ level: 'info', username: 'admin' }]);
    const response = await signIn(t, 'chosen-secret');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: 'admin', email: 'admin@benchlink.local', isAdmin: true });
  });

  it('generates a password and prints it once to the console, never into the logs, when ADMIN_PASSWORD is not set', async () => {
    t = await createTestApp();
    const out = recordingOutput();
    const { generatedPassword } = await ensureAdminAccount(t.db, t.config, out.logger, out.print);
    expect(generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(out.printed.filter((text) => text.includes(generatedPassword!))).toHaveLength(1);
    expect(out.logText()).not.toContain(generatedPassword!);
    expect(out.lines).toMatchObject([{ level: 'warn', username: 'admin' }]);
    expect((await signIn(t, generatedPassword!)).status).toBe(200);
  });

  it('prints the generated password even when LOG_LEVEL silences every log line', async () => {
    t = await createTestApp();
    const out = recordingOutput('silent');
    const { generatedPassword } = await ensureAdminAccount(t.db, t.config, out.logger, out.print);
    expect(out.lines).toEqual([]);
    expect(out.printed.join('\n')).toContain(generatedPassword!);
  });

  it('leaves an existing admin alone on the next start', async () => {
    t = await createTestApp({ adminPassword: 'first-secret' });
    const out = recordingOutput();
    await ensureAdminAccount(t.db, t.config, out.logger, out.print);
    const again = await ensureAdminAccount(
      t.db,
      { ...t.config, adminPassword: 'second-secret' },
      out.logger,
      out.print,
    );
    expect(again).toEqual({ created: false });
    expect(await admins(t)).toHaveLength(1);
    expect(out.lines).toHaveLength(1);
    expect(out.printed).toEqual([]);
    expect((await signIn(t, 'first-secret')).status).toBe(200);
  });

  it('refuses to start without an administrator when ADMIN_EMAIL belongs to another account', async () => {
    t = await createTestApp({ adminPassword: 'chosen-secret', adminEmail: 'taken@example.com' });
    await t.db
      .insert(users)
      .values({ username: 'someone', firstName: 'Some', lastName: 'One', email: 'taken@example.com' });
    await expect(ensureAdminAccount(t.db, t.config, recordingOutput().logger)).rejects.toThrow(
      /taken@example\.com is used by another account/,
    );
  });
});
