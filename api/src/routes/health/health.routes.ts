import { Hono, type TypedResponse } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { completeAnswer } from '../../lib/answers';
import { apiTags, jsonResponse, routeDoc } from '../../lib/openapi';
import packageJson from '../../../package.json' with { type: 'json' };

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['ok', 'error']),
});
type Health = z.infer<typeof healthSchema>;

/**
 * `select 1`, prepared once per database: preparing it cost more than running it, and monitors ask often. A closed or
 * broken database still fails it, which is what the check is for.
 */
const pings = new WeakMap<Db, { get: () => unknown }>();
function pingDatabase(db: Db) {
  let ping = pings.get(db);
  if (!ping) {
    ping = db.$client.prepare('select 1');
    pings.set(db, ping);
  }
  ping.get();
}

const healthy = JSON.stringify({ status: 'ok', version: packageJson.version, database: 'ok' } satisfies Health);
const degraded = JSON.stringify({
  status: 'degraded',
  version: packageJson.version,
  database: 'error',
} satisfies Health);
const healthHeaders = { 'content-type': 'application/json', 'cache-control': 'no-store' };

/** Mounted at `/api/health`. Never cached: it says how the server is now. */
export const healthRoutes = new Hono<AppEnv>().get(
  '/',
  routeDoc({
    tag: apiTags.system,
    summary: 'Whether the API and its database answer',
    responses: {
      200: jsonResponse('Healthy', healthSchema),
      503: jsonResponse('The database does not answer', healthSchema),
    },
  }),
  (c) => {
    let isUp = true;
    try {
      pingDatabase(c.get('db'));
    } catch {
      isUp = false;
    }
    return completeAnswer(c, isUp ? healthy : degraded, isUp ? 200 : 503, healthHeaders) as Response &
      TypedResponse<Health, 200 | 503, 'json'>;
  },
);
