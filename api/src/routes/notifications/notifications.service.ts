import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { MarkNotificationsRead, Notification, NotificationPage } from '@benchlink/contracts/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { notFound } from '../../lib/errors';

export const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notification not found.';

type NotificationRow = typeof notifications.$inferSelect;

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** The reader's notifications, newest first, with how many are unread in all. */
export async function listNotifications(
  db: Db,
  userId: number,
  page: { offset: number; pageSize: number },
): Promise<NotificationPage> {
  const mine = eq(notifications.userId, userId);
  const [rows, [totals], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(page.pageSize)
      .offset(page.offset * page.pageSize),
    db.select({ total: count() }).from(notifications).where(mine),
    db
      .select({ total: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  const total = totals?.total ?? 0;
  return {
    content: rows.map(toNotification),
    totalPages: Math.ceil(total / page.pageSize),
    totalElements: total,
    unread: unread?.total ?? 0,
  };
}

/**
 * Marks the given notifications of the reader read, or all of them. An id that is not the reader's answers 404 and
 * marks nothing, whether it is missing or another user's.
 */
export async function markRead(db: Db, userId: number, request: MarkNotificationsRead) {
  const now = new Date();
  const mine = eq(notifications.userId, userId);
  if (!request.ids) {
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(mine, isNull(notifications.readAt)));
    return;
  }
  const ids = [...new Set(request.ids)];
  await db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(mine, inArray(notifications.id, ids)));
    if (owned.length !== ids.length) throw notFound(NOTIFICATION_NOT_FOUND_MESSAGE);
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(mine, inArray(notifications.id, ids), isNull(notifications.readAt)));
  });
}
