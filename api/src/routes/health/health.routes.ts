import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { apiTags, jsonResponse, routeDoc } from '../../lib/openapi';
import packageJson from '../../../package.json' with { type: 'json' };

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), version: z.string(), database: z.enum(['ok', 'error']) });

/** Mounted at `/api/health`. */
export const healthRoutes = new Hono<AppEnv>().get(
  '/',
  routeDoc({
    tag: apiTags.system,
    summary: 'Whether the API and its database answer',
    responses: { 200: jsonResponse('Healthy', healthSchema), 503: jsonResponse('The database does not answer', healthSchema) },
  }),
  (c) => {
    let database: 'ok' | 'error' = 'ok';
    try {
      c.var.db.get(sql`select 1`);
    } catch {
      database = 'error';
    }
    const status = database === 'ok' ? 'ok' : 'degraded';
    c.header('Cache-Control', 'no-store');
    return c.json({ status, version: packageJson.version, database }, database === 'ok' ? 200 : 503);
  },
);
