import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { withDocumentation } from '../lib/openapi';
import { consumeWriteLimit, type WriteLimitName } from '../lib/rate-limits';
import { clientIp } from '../lib/sessions';

/**
 * Counts the request against one of the write limits (lib/rate-limits.ts), per signed-in user and per address;
 * 429 with `Retry-After` once used up. Every attempt counts, refused ones too: a limit is about load and abuse.
 */
export const rateLimit = (name: WriteLimitName) =>
  withDocumentation(
    createMiddleware<AppEnv>(async (c, next) => {
      if (c.var.config.rateLimits !== 'off') {
        await consumeWriteLimit(c.var.db, name, { userId: c.var.user?.id, address: clientIp(c) });
      }
      await next();
    }),
    { session: false, errors: [429] },
  );
