import { z } from 'zod';
import { idSchema, pagedSchema } from './common';
import { listQuerySchema } from './paging';

/** What a notification tells of; each is written in the same transaction as its cause. */
export const NOTIFICATION_TYPES = [
  /** To the position's company: an application arrived (the applicant stays unnamed until acceptance). */
  'APPLICATION_RECEIVED',
  /** To the applying company. */
  'APPLICATION_ACCEPTED',
  'APPLICATION_DENIED',
  /** To the position's company: the applicant withdrew. */
  'APPLICATION_CANCELLED',
  /** To the applying company: the position closed while its application was in progress. */
  'POSITION_CLOSED',
  /** To the company's members. */
  'COMPANY_APPROVED',
  'COMPANY_REFUSED',
  /** To the members of a company another company added to one of its partner groups. */
  'PARTNER_GROUP_ADDED',
  /** To the administrator: a company was created, or saved again after a refusal, and waits for approval. */
  'COMPANY_AWAITING_APPROVAL',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The bell's panel shows this many at most; the unread count reads "15+" past 15, as the product formats counts. */
export const NOTIFICATIONS_PAGE_SIZE = { default: 10, max: 50 } as const;

/** GET /api/notifications: newest first. */
export const notificationListQuerySchema = listQuerySchema({
  sortKeys: ['createdAt'],
  defaultSort: 'createdAt',
  defaultAscending: false,
  pageSize: NOTIFICATIONS_PAGE_SIZE,
}).pick({ offset: true, pageSize: true });

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  /** A path of the product where the reader acts on it. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The page, and how many of the reader's notifications are unread in all. */
export const notificationPageSchema = pagedSchema(notificationSchema).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** POST /api/notifications/read: `{ids}` marks those read, `{}` all of them. */
export const markNotificationsReadSchema = z.strictObject({
  ids: z.array(idSchema, { error: 'must be a list of notification ids' }).min(1).max(100).optional(),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;
