import { Hono, type TypedResponse } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { engineOf } from '../../db/client';
import { completeAnswer } from '../../lib/answers';
import { apiTags, jsonResponse, routeDoc } from '../../lib/openapi';
import packageJson from '../../../package.json' with { type: 'json' };

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'draining']),
  version: z.string(),
  database: z.enum(['ok', 'error']),
});
type Health = z.infer<typeof healthSchema>;

/** A database that has not answered by then counts as down: a monitor must not wait on a hung connection. */
const PING_TIMEOUT_MS = 2_000;

async function databaseAnswers(ping: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
  try {
    return await Promise.race([ping().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const answer = (health: Omit<Health, 'version'>) => JSON.stringify({ ...health, version: packageJson.version });
const healthy = answer({ status: 'ok', database: 'ok' });
const degraded = answer({ status: 'degraded', database: 'error' });
const draining = answer({ status: 'draining', database: 'ok' });
const healthHeaders = { 'content-type': 'application/json', 'cache-control': 'no-store' };

/**
 * Mounted at `/api/health`. Never cached: it says how the server is now. 503 while the database does not answer, and
 * while the process is shutting down (it still serves then, so that a load balancer can take it out of rotation).
 */
export const healthRoutes = new Hono<AppEnv>().get(
  '/',
  routeDoc({
    tag: apiTags.system,
    summary: 'Whether the API and its database answer',
    responses: {
      200: jsonResponse('Healthy', healthSchema),
      503: jsonResponse('The database does not answer, or this server is shutting down', healthSchema),
    },
  }),
  async (c) => {
    const isUp = await databaseAnswers(engineOf(c.get('db')).ping);
    const isDraining = isUp && c.get('lifecycle').draining;
    // Draining is on purpose; a database that does not answer is a failure.
    if (isDraining) c.set('intendedUnavailable', true);
    const [body, status] = !isUp
      ? ([degraded, 503] as const)
      : isDraining
        ? ([draining, 503] as const)
        : ([healthy, 200] as const);
    return completeAnswer(c, body, status, healthHeaders) as Response & TypedResponse<Health, 200 | 503, 'json'>;
  },
);
