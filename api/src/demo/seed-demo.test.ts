import { count, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../db/schema/applications';
import { talents } from '../db/schema/bench';
import { companies } from '../db/schema/companies';
import { notifications } from '../db/schema/notifications';
import { positions, projects } from '../db/schema/projects';
import { users } from '../db/schema/users';
import { demoAccounts } from '../db/schema/demo';
import { replaceKnownAdminPassword } from '../lib/admin-account';
import { createLogger } from '../lib/logger';
import { verifyPassword } from '../lib/password';
import { newPasswordProblem } from '../lib/password-rules';
import { createAccount, sendJson, sessionCookieFrom, signIn } from '../test/auth';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { demoCompanies } from './demo-content';
import { seedDemo } from './seed-demo';

const total = async (t: TestApp, query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0;
const demoAccountsOf = async (t: TestApp) =>
  (await (await t.app.request('/api/auth/demo-accounts')).json()) as {
    password?: string;
    accounts: { username: string; description: string }[];
  };

describe('npm run demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The admin account the server would have created on start.
    await t.db.insert(users).values({
      username: 'admin',
      firstName: 'Benchlink',
      lastName: 'Administrator',
      email: 'admin@benchlink.test',
    });
    expect(await seedDemo(t.engine, t.config, t.storage)).toBe(true);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('fills a marketplace: companies (one waiting), projects, positions, benches and applications in every status', async () => {
    const db = t.db;
    expect(await total(t, db.select({ total: count() }).from(companies))).toBe(demoCompanies.length);
    expect(await total(t, db.select({ total: count() }).from(companies).where(eq(companies.approved, false)))).toBe(1);
    expect(await total(t, db.select({ total: count() }).from(companies).where(isNotNull(companies.imageKey)))).toBe(
      demoCompanies.length,
    );
    expect(await total(t, db.select({ total: count() }).from(projects))).toBe(30);
    expect(await total(t, db.select({ total: count() }).from(positions))).toBe(80);
    expect(await total(t, db.select({ total: count() }).from(talents))).toBe(60);
    const statuses = await db
      .select({ status: applications.status, total: count() })
      .from(applications)
      .groupBy(applications.status);
    expect(Object.fromEntries(statuses.map((row) => [row.status, row.total]))).toEqual({
      IN_PROGRESS: 20,
      ACCEPTED: 10,
      DENIED: 10,
    });
    expect(await total(t, db.select({ total: count() }).from(applications).where(isNotNull(applications.cvKey)))).toBe(
      40,
    );
    expect(await total(t, db.select({ total: count() }).from(notifications))).toBeGreaterThan(40);
    // Spread over time: some listings ran out, some positions closed, several projects offer referral terms.
    expect(
      await total(t, db.select({ total: count() }).from(projects).where(lt(projects.expiresAt, new Date()))),
    ).toBeGreaterThanOrEqual(4);
    expect(
      await total(
        t,
        db
          .select({ total: count() })
          .from(positions)
          .where(sql`${positions.statusId} <> 1`),
      ),
    ).toBeGreaterThanOrEqual(4);
    expect(
      await total(t, db.select({ total: count() }).from(positions).where(eq(positions.withReferral, true))),
    ).toBeGreaterThan(10);
  });

  it('offers its accounts on the sign-in page, and they sign in with the demo password', async () => {
    const offered = await demoAccountsOf(t);
    expect(offered.password).toBe(DEMO_PASSWORD);
    expect(offered.accounts.map((account) => account.username)).toEqual([
      'maria.petrova',
      'ivan.georgiev',
      'luka.horvat',
      'boris.vasilev',
    ]);
    expect(offered.accounts[0]!.description).toBe('Owner at Nordlight Software');
    expect(offered.accounts[1]!.description).toBe('Member at Nordlight Software');
    expect(offered.accounts[3]!.description).toBe('Owner at Fjord Data Labs (waiting for approval)');
    const response = await sendJson(t, 'POST', '/api/auth/login', {
      usernameOrEmail: 'ivan.georgiev',
      password: DEMO_PASSWORD,
    });
    expect(response.status).toBe(200);
    const cookie = sessionCookieFrom(t, response)!;
    const received = await t.app.request('/api/companies/applications', { headers: { Cookie: cookie } });
    expect(received.status).toBe(200);
    expect(((await received.json()) as unknown[]).length).toBeGreaterThanOrEqual(9);
  });

  it('runs once: a second run keeps the data, and a database with other companies is refused', async () => {
    expect(await seedDemo(t.engine, t.config, t.storage)).toBe(false);
    expect(await total(t, t.db.select({ total: count() }).from(positions))).toBe(80);
    const other = await createTestApp();
    try {
      await other.db.insert(companies).values({ name: 'Someone', email: 'someone@example.com', companyTypeId: 1 });
      await expect(seedDemo(other.engine, other.config, other.storage)).rejects.toThrow(/already holds 1 companies/);
      expect((await demoAccountsOf(other)).accounts).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('the demo and the administrator', () => {
  it('never offers the administrator, even where an older demo listed it', async () => {
    const t = await createTestApp();
    try {
      await t.db.insert(demoAccounts).values([
        { username: 'admin', sortOrder: 0 },
        { username: 'member1', sortOrder: 1 },
      ]);
      await createAccount(t, { username: 'member1' });
      const offered = await demoAccountsOf(t);
      expect(offered.accounts.map((account) => account.username)).toEqual(['member1']);
      // Only the administrator listed: nothing is offered, not even the password.
      await t.db.delete(demoAccounts).where(eq(demoAccounts.username, 'member1'));
      expect(await demoAccountsOf(t)).toEqual({ accounts: [] });
    } finally {
      await t.close();
    }
  });

  it('gives an older demo’s administrator, whose password was the demo’s, a generated one printed once', async () => {
    const t = await createTestApp();
    try {
      expect(t.config.adminPassword).toBeUndefined();
      await createAccount(t, { username: 'admin', password: DEMO_PASSWORD });
      const adminCookie = await signIn(t, 'admin', DEMO_PASSWORD);
      const printed: string[] = [];
      const logger = createLogger('silent');
      expect(await replaceKnownAdminPassword(t.db, t.config, logger, DEMO_PASSWORD, (text) => printed.push(text))).toBe(
        true,
      );
      const generated = /new, generated password is: (\S+)/.exec(printed.join('\n'))?.[1];
      expect(generated).toMatch(/^[\w-]{16}$/);
      const [admin] = await t.db.select().from(users).where(eq(users.username, 'admin'));
      await expect(verifyPassword(DEMO_PASSWORD, admin!.passwordHash!)).resolves.toBe(false);
      await expect(verifyPassword(generated!, admin!.passwordHash!)).resolves.toBe(true);
      // Signed out everywhere; a second run finds nothing to replace and prints nothing.
      expect((await t.app.request('/api/user', { headers: { Cookie: adminCookie } })).status).toBe(401);
      expect(await replaceKnownAdminPassword(t.db, t.config, logger, DEMO_PASSWORD, (text) => printed.push(text))).toBe(
        false,
      );
      expect(printed).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('keeps the demo password acceptable to every demo account (not common, no username or e-mail in it)', async () => {
    for (const company of demoCompanies) {
      for (const person of [company.owner, ...(company.members ?? [])]) {
        const email = `${person.username}@${new URL(company.website).hostname}`;
        await expect(newPasswordProblem(DEMO_PASSWORD, { username: person.username, email })).resolves.toBeUndefined();
      }
    }
  });
});

describe('GET /api/auth/demo-accounts without the demo', () => {
  it('offers no accounts and no password', async () => {
    const t = await createTestApp();
    try {
      expect(await demoAccountsOf(t)).toEqual({ accounts: [] });
    } finally {
      await t.close();
    }
  });
});
