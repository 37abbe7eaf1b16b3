import { eq, inArray, sql } from 'drizzle-orm';
import type { NotificationType } from '@benchlink/contracts/notifications';
import type { Tx } from '../db/client';
import { notifications } from '../db/schema/notifications';
import { users } from '../db/schema/users';
import { ADMIN_USERNAME } from '@benchlink/contracts/auth';

/** One notification's content; its text says only what its readers may see (texts.ts). */
export type NotificationContent = { type: NotificationType; title: string; body: string; link: string };

/**
 * Tells every member of the companies, in the transaction of the change it reports: it exists exactly when the
 * change does, whichever server process made it.
 */
export async function notifyCompanies(tx: Tx, companyIds: number[], content: NotificationContent) {
  if (companyIds.length === 0) return;
  const members = await tx
    .select({ id: users.id })
    .from(users)
    .where(companyIds.length === 1 ? eq(users.companyId, companyIds[0]!) : inArray(users.companyId, companyIds));
  if (members.length === 0) return;
  const createdAt = new Date();
  await tx.insert(notifications).values(members.map((member) => ({ userId: member.id, ...content, createdAt })));
}

export const notifyCompany = (tx: Tx, companyId: number, content: NotificationContent) =>
  notifyCompanies(tx, [companyId], content);

/**
 * Tells the administrator account(s) (the username `admin`, whatever its case), in the transaction of the change it
 * reports; returns them, for the caller to mail them too.
 */
export async function notifyAdmins(tx: Tx, content: NotificationContent) {
  const admins = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.username}) = ${ADMIN_USERNAME}`);
  if (admins.length === 0) return admins;
  const createdAt = new Date();
  await tx.insert(notifications).values(admins.map((admin) => ({ userId: admin.id, ...content, createdAt })));
  return admins;
}
