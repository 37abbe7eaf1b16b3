import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { forbidden } from '../lib/errors';
import { withDocumentation } from '../lib/openapi';
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

/** The one origin the product is served from: `PUBLIC_URL`'s. The Host header is the client's to choose, so never ours. */
const ownOrigin = (c: Context<AppEnv>) => new URL(c.var.config.publicUrl).origin;

/**
 * Refuses cookie-authenticated writes that come from another site. The session cookie is SameSite=Lax, which
 * already keeps it off cross-site POSTs in current browsers; checking Origin (or Referer) covers older browsers
 * and same-site subdomains. Our own origin is PUBLIC_URL's only: behind a proxy, set PUBLIC_URL to the address
 * people open. A request with neither header is a non-browser client; it may write only without a session cookie.
 */
export const csrfProtection = createMiddleware<AppEnv>((c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
  if (origin === undefined) {
    if (getCookie(c, sessionCookieName(c.var.config))) throw forbidden(CSRF_MESSAGE);
    return next();
  }
  if (origin !== ownOrigin(c)) throw forbidden(CSRF_MESSAGE);
  return next();
});

/**
 * For the GETs that act (send a mail, reactivate a project), which docs/product.md keeps GET: refuses a browser's
 * cross-site request. `Sec-Fetch-Site` says where a browser's request comes from (`none` for an address typed or
 * opened from a mail); an older browser sends `Origin` on cross-site fetches. A request with neither is a
 * non-browser client, which no other site can send with someone's cookie.
 */
export const sameOriginOnly = (message = CSRF_MESSAGE) =>
  withDocumentation(
    createMiddleware<AppEnv>((c, next) => {
      const site = c.req.header('sec-fetch-site');
      if (site !== undefined && site !== 'same-origin' && site !== 'none') throw forbidden(message);
      const origin = originOf(c.req.header('origin'));
      if (origin !== undefined && origin !== ownOrigin(c)) throw forbidden(message);
      return next();
    }),
    { session: false, errors: [403] },
  );
