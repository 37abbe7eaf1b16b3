import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/mail';
import { users } from '../db/schema/users';
import { hashPassword } from '../lib/password';
import { sessionCookieName } from '../lib/sessions';
import { usernameSkeleton } from '../lib/usernames';
import type { TestApp } from './test-app';

export const DEFAULT_PASSWORD = 'correct horse';

/** Sends JSON from our own origin (as the browser app does). */
export function sendJson(
  t: TestApp,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: t.config.publicUrl, ...headers },
    body: JSON.stringify(body),
  });
}

export const registration = (overrides: Record<string, unknown> = {}) => ({
  username: 'jane.doe',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: DEFAULT_PASSWORD,
  repeatedPassword: DEFAULT_PASSWORD,
  ...overrides,
});

let counter = 0;
/** Hashing is deliberately slow; the default password is hashed once per test file. */
let defaultHash: Promise<string> | undefined;
const hashOf = (password: string) =>
  password === DEFAULT_PASSWORD ? (defaultHash ??= hashPassword(password)) : hashPassword(password);

/** Inserts an account with a real password hash (and its username skeleton); confirmed unless told otherwise. */
export async function createAccount(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  counter += 1;
  const { password = DEFAULT_PASSWORD, ...values } = overrides;
  const username = values.username ?? `member${counter}`;
  const [user] = await t.db
    .insert(users)
    .values({
      username,
      // As every account has after start (lib/usernames.ts), so that look-alike checks see it.
      usernameSkeleton: usernameSkeleton(username),
      firstName: 'Member',
      lastName: 'Person',
      email: `member${counter}@example.com`,
      passwordHash: await hashOf(password),
      emailConfirmedAt: new Date(),
      ...values,
    })
    .returning();
  return user!;
}

/** The session cookie (`name=value`) a response set, or undefined. */
export function sessionCookieFrom(t: TestApp, response: Response): string | undefined {
  const name = sessionCookieName(t.config);
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  const pair = header?.split(';')[0];
  return pair && pair !== `${name}=` ? pair : undefined;
}

/** Signs in through the API and returns the session cookie. */
export async function signIn(t: TestApp, usernameOrEmail: string, password = DEFAULT_PASSWORD): Promise<string> {
  const response = await sendJson(t, 'POST', '/api/auth/login', { usernameOrEmail, password });
  const cookie = sessionCookieFrom(t, response);
  if (response.status !== 200 || !cookie)
    throw new Error(`Sign-in failed with ${response.status}: ${await response.text()}`);
  return cookie;
}

/** The links of the newest queued mail to `email`. */
export async function queuedLinks(t: TestApp, email: string): Promise<string[]> {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail?.text.match(/https?:\/\/\S+/g) ?? [];
}

/** The token query parameter of a mailed link. */
export const tokenOf = (link: string | undefined) => new URL(link ?? 'http://invalid/').searchParams.get('token') ?? '';
