import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { userSchema } from '@benchlink/contracts/auth';
import { apiTags, jsonResponse, routeDoc } from '../../lib/openapi';
import { toUser } from '../../lib/users';
import { requireSession } from '../../middleware/session';

/** Mounted at `/api/user`. */
export const userRoutes = new Hono<AppEnv>().get(
  '/',
  routeDoc({
    tag: apiTags.user,
    summary: 'The signed-in user',
    description: 'A 401 means nobody is signed in.',
    responses: { 200: jsonResponse('The user', userSchema) },
  }),
  requireSession,
  // `loadSession` read the user with the session on this request.
  (c) => c.json(toUser(c.var.user), 200),
);
