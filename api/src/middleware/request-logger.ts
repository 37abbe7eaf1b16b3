import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { Logger } from '../lib/logger';

/**
 * Puts a logger bound to the request id on the context (`c.var.logger`), so every line written while handling the
 * request carries it, and writes one access line when the response is ready. Runs after `requestId()`.
 */
export const requestLogger = (logger: Logger) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const log = logger.child({ requestId: c.var.requestId });
    c.set('logger', log);
    await next();
    // The path only: query strings carry confirmation and reset tokens, which must not end up in logs.
    log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  });
