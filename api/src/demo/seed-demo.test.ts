import { count, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../db/schema/applications';
import { talents } from '../db/schema/bench';
import { companies } from '../db/schema/companies';
import { notifications } from '../db/schema/notifications';
import { positions, projects } from '../db/schema/projects';
import { users } from '../db/schema/users';
import { sendJson, sessionCookieFrom } from '../test/auth';
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
      'admin',
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
