import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

/** Stored sessions are keyed by the token's SHA-256, so a leaked database holds no usable cookie. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

const usesHttps = (config: Config) => config.publicUrl.startsWith('https://');

/** `__Host-` pins the cookie to our origin when served over HTTPS (it requires Secure and Path=/). */
export const sessionCookieName = (config: Config) => (usesHttps(config) ? '__Host-benchlink_session' : 'benchlink_session');

/** Starts a new session (a new id at every sign-in) and sets its cookie. */
export function startSession(c: Context, db: Db, config: Config, userId: number) {
  const token = newToken();
  const now = Date.now();
  db.insert(sessions)
    .values({
      id: hashToken(token),
      userId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + config.session.absoluteMs),
      userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
      ip: clientIp(c),
    })
    .run();
  setCookie(c, sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: usesHttps(config),
    path: '/',
    maxAge: Math.floor(config.session.absoluteMs / 1000),
  });
  return token;
}

export function clearSessionCookie(c: Context, config: Config) {
  deleteCookie(c, sessionCookieName(config), { path: '/', secure: usesHttps(config) });
}

export function revokeSession(db: Db, sessionId: string) {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

export function revokeAllSessions(db: Db, userId: number) {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}

/** The caller's address as seen by this server (a proxy in front must be trusted explicitly). */
export function clientIp(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
