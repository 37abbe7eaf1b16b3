import { or, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { AppEnv } from '../app-env';
import { users } from '../db/schema';
import { tooManyRequests } from '../lib/errors';
import { clientIp } from '../lib/sessions';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_IP = 20;

export const tooManyFailuresMessage = (minutes: number) =>
  `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/**
 * The account a sign-in targets: its id when the identifier names one (so username and e-mail share one budget),
 * else the lower-cased identifier. Hono caches the parsed body, so the validator reads it again for free.
 */
async function accountKey(c: Context<AppEnv>): Promise<string> {
  let identifier = '';
  try {
    const body = (await c.req.json()) as { usernameOrEmail?: unknown };
    if (typeof body?.usernameOrEmail === 'string') identifier = body.usernameOrEmail.trim().toLowerCase();
  } catch {
    // Malformed JSON: the validator answers 400; it counts against the empty identifier and the address.
  }
  const user = identifier
    ? c.var.db
        .select({ id: users.id })
        .from(users)
        .where(or(sql`lower(${users.username}) = ${identifier}`, sql`lower(${users.email}) = ${identifier}`))
        .get()
    : undefined;
  return user ? `user:${user.id}` : `name:${identifier}`;
}

function rejectWithRetry(c: Context) {
  const info = c.get('rateLimit' as never) as { resetTime?: Date } | undefined;
  const seconds = info?.resetTime ? Math.max(1, Math.ceil((info.resetTime.getTime() - Date.now()) / 1000)) : LOGIN_WINDOW_MS / 1000;
  throw tooManyRequests(tooManyFailuresMessage(Math.ceil(seconds / 60)), seconds);
}

/**
 * Limits failed sign-ins per account and per address. hono-rate-limiter can count failures only
 * (`skipSuccessfulRequests`: a response under 400 gives its hit back), which is what a sign-in limit needs:
 * a user who signs in many times a day is never blocked. The counters live in memory, per app instance;
 * they reset when the server restarts, which is acceptable for a single-process server.
 * Call once per app so tests (and apps) do not share counters.
 */
export function createLoginRateLimit(): { perIp: MiddlewareHandler<AppEnv>; perAccount: MiddlewareHandler<AppEnv> } {
  const common = {
    windowMs: LOGIN_WINDOW_MS,
    standardHeaders: false,
    skipSuccessfulRequests: true,
    handler: rejectWithRetry,
  } as const;
  return {
    perIp: rateLimiter<AppEnv>({ ...common, limit: LOGIN_FAILURES_PER_IP, keyGenerator: (c) => `ip:${clientIp(c)}` }),
    perAccount: rateLimiter<AppEnv>({ ...common, limit: LOGIN_FAILURES_PER_ACCOUNT, keyGenerator: accountKey }),
  };
}
