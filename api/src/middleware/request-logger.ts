import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';

/** A request that takes longer than this gets its access line at `warn`, whatever `ACCESS_LOG` and `LOG_LEVEL=warn` say. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Puts a logger bound to the request id on the context (`c.var.logger`), so every line written while handling the
 * request carries it, and writes one access line when the answer is ready: at `error` for a 5xx answer, at `warn` for
 * a slow one, at `info` for the others unless `accessLog` is `problems` (`ACCESS_LOG`). A 503 the handler meant to give
 * (`intendedUnavailable`: the health check while the server drains) is not a failure. Runs after `requestId()`.
 */
export const requestLogger = (logger: Logger, accessLog: Config['accessLog'] = 'all') =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const requestId = c.get('requestId');
    c.set('logger', logger.child({ requestId }));
    await next();
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const failed = status >= 500 && !c.get('intendedUnavailable');
    const level = failed ? 'error' : durationMs >= SLOW_REQUEST_MS ? 'warn' : accessLog === 'all' ? 'info' : undefined;
    // The path only: query strings carry confirmation and reset tokens, which must not end up in logs. The line goes
    // through the app's logger with the id as a field, so a request that logs nothing else makes no child logger.
    if (level) logger[level]('request', { requestId, method: c.req.method, path: c.req.path, status, durationMs });
  });
