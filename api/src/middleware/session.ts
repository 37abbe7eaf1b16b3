import { and, eq, sql } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { sessions, users } from '../db/schema/users';
import { forbidden, unauthorized } from '../lib/errors';
import { withDocumentation } from '../lib/openapi';
import { clearSessionCookie, hashToken, revokeSession, sessionCookieName } from '../lib/sessions';
import { SESSION_USER_COLUMNS, type SessionUser, toSessionUser } from '../lib/users';

/** Refreshing `lastSeenAt` on every request would write on every read; once a minute is precise enough for the idle timeout. */
const TOUCH_INTERVAL_MS = 60_000;

/** Whether `path` is `prefix` itself or below it (`/api/skills/3` is below `/api/skills`, `/api/skillsets` is not). */
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Reads the session cookie on every request except those under `options.skip` (full paths, `/api/...`): routes there
 * never read the session, so they go on signed out without a database lookup, whatever cookie they carry (a stale
 * one is neither an error nor cleared there). Elsewhere an unknown, expired or idle session is dropped (cookie
 * cleared) and the request goes on signed out: public routes keep working, protected ones answer 401.
 */
export const loadSession = ({ skip = [] }: { skip?: readonly string[] } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    const path = c.req.path;
    if (!skip.some((prefix) => isUnder(path, prefix))) await readSession(c);
    await next();
  });

const sessionQuery = preparedQuery((db) =>
  db
    .select({
      session: { expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt },
      user: Object.fromEntries(SESSION_USER_COLUMNS.map((column) => [column, users[column]])) as Pick<
        typeof users,
        (typeof SESSION_USER_COLUMNS)[number]
      >,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_by_id'),
);

/**
 * The session of a cookie's token: `user` when it is valid, `isStale` when it exists but has expired or been idle too
 * long. Reads only; what to do about a stale one is the caller's business.
 */
export async function lookUpSession(db: Db, config: Config, token: string) {
  const id = hashToken(token);
  const [row] = await sessionQuery(db).execute({ id });
  const now = Date.now();
  const isValid =
    row && row.session.expiresAt.getTime() > now && row.session.lastSeenAt.getTime() + config.session.idleMs > now;
  return {
    id,
    user: isValid ? toSessionUser(row.user) : null,
    isStale: Boolean(row) && !isValid,
    lastSeenAt: row?.session.lastSeenAt,
  };
}

async function readSession(c: Context<AppEnv>) {
  const { db, config } = c.var;
  const token = getCookie(c, sessionCookieName(config));
  if (!token) return;
  const { id, user, isStale, lastSeenAt } = await lookUpSession(db, config, token);
  if (!user) {
    if (isStale) await revokeSession(db, id);
    clearSessionCookie(c, config);
    return;
  }
  const now = Date.now();
  if (lastSeenAt && now - lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(sessions.id, id)));
  }
  c.set('sessionId', id);
  c.set('user', user);
}

/** 401 unless signed in. */
export const requireSession = withDocumentation(
  createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
    if (!c.var.user) throw unauthorized('Your session has expired or you are not signed in. Please sign in.');
    await next();
  }),
  { session: true, errors: [401] },
);

/** 403 unless the signed-in user is the administrator (username `admin`). */
export const requireAdmin = withDocumentation(
  createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
    if (!c.var.user) throw unauthorized('Your session has expired or you are not signed in. Please sign in.');
    if (!c.var.user.isAdmin) throw forbidden('Only the administrator can do this.');
    await next();
  }),
  { session: true, errors: [401, 403] },
);

/** 403 unless the signed-in user belongs to a company; sets `companyId`. */
export const requireCompany = withDocumentation(
  createMiddleware<AppEnv & { Variables: { user: SessionUser; companyId: number } }>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthorized('Your session has expired or you are not signed in. Please sign in.');
    if (user.companyId === null) throw forbidden('Create your company profile first.');
    c.set('companyId', user.companyId);
    await next();
  }),
  { session: true, errors: [401, 403] },
);
