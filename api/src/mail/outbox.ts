import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import type { RenderedMail } from './templates/render';

/** A rendered template (`templates/`) and its recipient. */
export type MailMessage = { to: string; listUnsubscribe?: string } & RenderedMail;

/** A database or an open transaction: mail is queued in the same transaction as the change it reports. */
type Writer = Pick<Db, 'insert'>;

/**
 * Queues a message in the outbox. It is delivered after the surrounding transaction commits
 * (see the mail delivery module), and retried until it goes out.
 */
export async function enqueueMail(db: Writer, message: MailMessage) {
  await db.insert(mailOutbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    listUnsubscribe: message.listUnsubscribe ?? null,
  });
}
