import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/users';

/** Stored sessions are keyed by the token's SHA-256, so a leaked database holds no usable cookie. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

const usesHttps = (config: Config) => config.publicUrl.startsWith('https://');

/** `__Host-` pins the cookie to our origin when served over HTTPS (it requires Secure and Path=/). */
export const sessionCookieName = (config: Config) =>
  usesHttps(config) ? '__Host-benchlink_session' : 'benchlink_session';

/** Starts a new session (a new id at every sign-in) and sets its cookie. */
export async function startSession(c: Context, db: Db, config: Config, userId: number) {
  const token = newToken();
  const now = Date.now();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + config.session.absoluteMs),
    userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
    ip: clientIp(c),
  });
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

export async function revokeSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** `TRUST_PROXY` compiled once per configuration. */
const compiledTrust = new WeakMap<Config, ReturnType<typeof proxyaddr.compile>>();

/**
 * The caller's address: the socket's peer, or, when that peer is one of the proxies listed in `TRUST_PROXY`, the
 * nearest address in `X-Forwarded-For` that is not itself a trusted proxy (proxy-addr, as Express reads it). Without
 * `TRUST_PROXY` the header is never read, so a client cannot pick its own address.
 */
export function clientIp(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress;
  if (!peer) return 'unknown';
  const config = (c.var as { config?: Config }).config;
  if (!config || config.trustProxy.length === 0) return peer;
  let trust = compiledTrust.get(config);
  if (!trust) {
    trust = proxyaddr.compile(config.trustProxy);
    compiledTrust.set(config, trust);
  }
  const request = {
    socket: { remoteAddress: peer },
    headers: { 'x-forwarded-for': c.req.header('x-forwarded-for') ?? '' },
  };
  return proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trust);
}
