import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { forbidden } from '../lib/errors';
import { sessionCookieName } from '../lib/sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_MESSAGE = 'Cross-site request refused.';

/** The origin named by an Origin or Referer header; `undefined` when absent, a never-matching marker when unreadable. */
function originOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    // An opaque origin ("null", e.g. from a sandboxed frame) is unreadable, so it is refused.
    return new URL(value).origin;
  } catch {
    return 'unreadable';
  }
}

/**
 * Refuses cookie-authenticated writes that come from another site. The session cookie is SameSite=Lax, which
 * already keeps it off cross-site POSTs in current browsers; checking Origin (or Referer) covers older browsers
 * and same-site subdomains. Our own origin is the request's (Host header and protocol) or PUBLIC_URL's,
 * since a proxy in front may change the protocol or host the server sees.
 * A request with neither header is a non-browser client; it may write only without a session cookie.
 */
export const csrfProtection = createMiddleware<AppEnv>((c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
  if (origin === undefined) {
    if (getCookie(c, sessionCookieName(c.var.config))) throw forbidden(CSRF_MESSAGE);
    return next();
  }
  const allowed = [new URL(c.req.url).origin, new URL(c.var.config.publicUrl).origin];
  if (!allowed.includes(origin)) throw forbidden(CSRF_MESSAGE);
  return next();
});
