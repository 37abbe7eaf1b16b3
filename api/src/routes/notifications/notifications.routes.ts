import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  markNotificationsReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
} from '@benchlink/contracts/notifications';
import { type ApiTagDefinition, jsonResponse, routeDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { requireSession } from '../../middleware/session';
import * as notificationsService from './notifications.service';

const notificationsTag: ApiTagDefinition = {
  name: 'Notifications',
  description:
    'What happened that the signed-in user should know of (behind the bell): applications received, decided and ' +
    'withdrawn, positions closed, the company approved or refused, a new partner. Each is written with its cause.',
};

/** Mounted at `/api/notifications`: the signed-in user's own notifications. */
export const notificationRoutes = new Hono<AppEnv>()
  .get(
    '/',
    routeDoc({
      tag: notificationsTag,
      summary: 'The signed-in user’s notifications, newest first, a page at a time',
      description: '`unread` counts every unread notification of the user, on any page.',
      responses: { 200: jsonResponse('A page of notifications, and the unread count', notificationPageSchema) },
    }),
    requireSession,
    validate('query', notificationListQuerySchema),
    async (c) =>
      c.json(await notificationsService.listNotifications(c.var.db, c.var.user.id, c.req.valid('query')), 200),
  )
  .post(
    '/read',
    routeDoc({
      tag: notificationsTag,
      summary: 'Mark notifications read',
      description:
        '`{ids}` marks those, `{}` every notification of the user. An id that is not one of the user’s answers 404 ' +
        'and marks nothing.',
      responses: { 204: { description: 'Marked' } },
      errors: [404],
    }),
    requireSession,
    validate('json', markNotificationsReadSchema),
    async (c) => {
      await notificationsService.markRead(c.var.db, c.var.user.id, c.req.valid('json'));
      return c.body(null, 204);
    },
  );
