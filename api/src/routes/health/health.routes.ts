import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import packageJson from '../../../package.json' with { type: 'json' };

export const healthRoutes = new Hono<AppEnv>().get('/health', (c) => {
  let database: 'ok' | 'error' = 'ok';
  try {
    c.var.db.get(sql`select 1`);
  } catch {
    database = 'error';
  }
  const status = database === 'ok' ? 'ok' : 'degraded';
  c.header('Cache-Control', 'no-store');
  return c.json({ status, version: packageJson.version, database }, database === 'ok' ? 200 : 503);
});
