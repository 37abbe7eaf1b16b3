import { asc, eq } from 'drizzle-orm';
import type { CompanyInput } from '@benchlink/contracts/companies';
import { companies, companySkills } from '../db/schema/companies';
import { mailOutbox } from '../db/schema/mail';
import { users } from '../db/schema/users';
import { createSignedInUser } from './sessions';
import type { TestApp } from './test-app';

/** Same-origin header the CSRF check expects on writes: PUBLIC_URL's origin. */
export const originOf = (t: TestApp) => new URL(t.config.publicUrl).origin;

let nameCounter = 0;

/** A valid company body; each call gets a unique name. */
export function companyBody(overrides: Partial<CompanyInput> & Record<string, unknown> = {}): Record<string, unknown> {
  nameCounter += 1;
  return {
    name: `Acme ${nameCounter}`,
    email: `office${nameCounter}@acme.example.com`,
    companyTypeId: 1,
    domainId: 2,
    website: 'https://acme.example.com',
    linkedIn: 'https://www.linkedin.com/company/acme',
    description: 'We build things.',
    skills: [10, 12],
    ...overrides,
  };
}

/** A JSON request with the session cookie and a same-origin `Origin`. */
export function send(t: TestApp, method: string, url: string, cookie?: string, body?: unknown) {
  const headers: Record<string, string> = { Origin: originOf(t) };
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return t.app.request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** A signed-in user who created a company through the API; `approved` is set directly in the database. */
export async function userWithCompany(
  t: TestApp,
  options: { approved?: boolean; body?: Record<string, unknown>; username?: string } = {},
) {
  const { user, cookie } = await createSignedInUser(t, options.username ? { username: options.username } : {});
  const res = await send(t, 'POST', '/api/companies', cookie, options.body ?? companyBody());
  if (res.status !== 201) throw new Error(`Company creation failed: ${res.status} ${await res.text()}`);
  const company = (await res.json()) as { id: number; name: string };
  if (options.approved) await t.db.update(companies).set({ approved: true }).where(eq(companies.id, company.id));
  return { user, cookie, company };
}

/** The admin's cookie (username `admin`). */
export async function signInAdmin(t: TestApp) {
  await t.db.delete(users).where(eq(users.username, 'admin'));
  return createSignedInUser(t, { username: 'admin', email: 'admin@benchlink.example.com' });
}

/** Mail queued to an address, oldest first. */
export const mailTo = (t: TestApp, to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));

/**
 * Inserts `count` companies straight into the database, each with a domain and two skills, named
 * `${prefix} 01`, `${prefix} 02`, …; faster than the API when a test needs many rows.
 */
export async function insertCompanies(
  t: TestApp,
  count: number,
  options: { prefix: string; approved: boolean; createdAt?: (index: number) => Date },
) {
  const rows: Array<typeof companies.$inferSelect> = [];
  for (let index = 0; index < count; index += 1) {
    const number = String(index + 1).padStart(2, '0');
    const [row] = await t.db
      .insert(companies)
      .values({
        name: `${options.prefix} ${number}`,
        email: `${options.prefix.toLowerCase().replace(/\W+/g, '-')}-${number}@example.com`,
        companyTypeId: 1,
        domainId: 2,
        approved: options.approved,
        ...(options.createdAt ? { createdAt: options.createdAt(index) } : {}),
      })
      .returning();
    await t.db.insert(companySkills).values([
      { companyId: row!.id, skillId: 10 },
      { companyId: row!.id, skillId: 12 },
    ]);
    rows.push(row!);
  }
  return rows;
}
