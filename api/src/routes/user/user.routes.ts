import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { User } from '../../contracts';
import { requireSession } from '../../middleware/session';

export const userRoutes = new Hono<AppEnv>().get('/user', requireSession, (c) => {
  // `loadSession` read the user with the session on this request; `companyId` is omitted until there is a company.
  const { companyId, ...user } = c.var.user;
  const body: User = { ...user, ...(companyId !== null ? { companyId } : {}) };
  return c.json(body, 200);
});
