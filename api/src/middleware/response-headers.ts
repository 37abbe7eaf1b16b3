import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { isCompleteAnswer, securityHeaders } from '../lib/answers';

const answered = async () => {};

/**
 * Gives every API answer the security headers (`secureHeaders`, run on the answer once it is ready) and, unless its
 * route chose a cache rule, `Cache-Control: no-store`. An answer from `completeAnswer` already has both and is left
 * as it is. Runs after the handler whatever it did, error answers and 404s included.
 */
export const responseHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (isCompleteAnswer(c.res)) return;
  await securityHeaders(c, answered);
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
});
