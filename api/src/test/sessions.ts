import { users } from '../db/schema/users';
import { hashToken, newToken, sessionCookieName } from '../lib/sessions';
import { usernameSkeleton } from '../lib/usernames';
import { sessions } from '../db/schema/users';
import type { TestApp } from './test-app';

type NewUser = Partial<typeof users.$inferInsert>;

/** A fresh session for an existing user, started at the current (possibly faked) time: its `Cookie` header value. */
export async function newSession(t: TestApp, userId: number) {
  const token = newToken();
  const now = Date.now();
  await t.db.insert(sessions).values({
    id: hashToken(token),
    userId,
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + t.config.session.absoluteMs),
  });
  return `${sessionCookieName(t.config)}=${token}`;
}

let counter = 0;

/**
 * Inserts a confirmed user (no password) and returns it with a `Cookie` header value of a fresh session,
 * and `headers` (Cookie and a same-origin Origin) for writes that pass the CSRF check.
 */
export async function createSignedInUser(t: TestApp, overrides: NewUser = {}) {
  counter += 1;
  const username = overrides.username ?? `user${counter}`;
  const [user] = await t.db
    .insert(users)
    .values({
      username,
      usernameSkeleton: usernameSkeleton(username),
      firstName: 'Test',
      lastName: 'User',
      email: `user${counter}@example.com`,
      emailConfirmedAt: new Date(),
      ...overrides,
    })
    .returning();
  const cookie = await newSession(t, user!.id);
  // Writes with a session cookie must come from our origin (CSRF check): spread `headers` into requests.
  return { user: user!, cookie, headers: { Cookie: cookie, Origin: t.config.publicUrl } };
}
