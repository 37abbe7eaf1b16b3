import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import type { Logger } from '../lib/logger';

/** Delivers the outbox. Routes call `kick()` right after the transaction that queued mail has committed. */
export type Mailer = {
  /** Starts a delivery run soon (coalesced with a run in progress). */
  kick: () => void;
  /** Starts the periodic run that retries failed deliveries. */
  start: () => void;
  /** Stops the periodic run and waits for the run in progress. */
  stop: () => Promise<void>;
  /** Resolves when no delivery run is in progress or scheduled (tests wait on it). */
  flush: () => Promise<void>;
  /** Delivers every message that is due now; returns how many went out. */
  deliverDue: () => Promise<number>;
};

/** `now` is the clock due times are read on: the system's, read at each use (so a test's fake clock applies too). */
type Options = { db: Db; config: Config; logger: Logger; now?: () => number };

/** Retry delays after the 1st, 2nd, ... failed attempt; the last one repeats. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000];
/** How often the outbox is checked for retries that have come due. */
const POLL_INTERVAL_MS = 5_000;
const BATCH_SIZE = 20;
/**
 * How long a claimed message is left to the instance sending it before another may take it over (a crash mid-send):
 * longer than a slow SMTP exchange, short enough that mail is not held up for long.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

export const retryDelayMs = (attempts: number) =>
  RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0]!;

type Envelope = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  list?: { unsubscribe: string };
};
type Transport = { send: (message: Envelope) => Promise<void>; close: () => void };

/** SMTP when `SMTP_URL` is set; otherwise `.eml` files in `DATA_DIR/outbox/` and the links on the console. */
function createTransport(config: Config, logger: Logger): Transport {
  if (config.smtpUrl) {
    // A stalled exchange fails well within the claim lease (the URL's own settings still win): the message is then
    // retried by this instance instead of being taken over, and maybe sent twice, by another.
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      send: async (message) => {
        await smtp.sendMail(message);
      },
      close: () => smtp.close(),
    };
  }
  const folder = path.join(config.dataDir, 'outbox');
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await files.sendMail(message);
      fs.mkdirSync(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}.eml`;
      const file = path.join(folder, name);
      fs.writeFileSync(file, info.message as Buffer);
      // Without SMTP, the console is how a person running the app locally reaches the links.
      logger.info('Mail written to the outbox folder', {
        to: message.to,
        subject: message.subject,
        file,
        links: extractLinks(message.text),
      });
    },
    close: () => files.close(),
  };
}

export function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

export function createMailer({ db, config, logger, now = () => Date.now() }: Options): Mailer {
  const transport = createTransport(config, logger);
  let running: Promise<unknown> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  /**
   * Takes `mail` for this process: moves its next attempt a lease ahead, unless another process (or an earlier run of
   * this one) changed the row since it was read. Only the process whose update matched sends it; if that process dies
   * mid-send, the lease runs out and the message is due again.
   */
  async function claim(mail: typeof mailOutbox.$inferSelect): Promise<Date | null> {
    const leasedUntil = new Date(now() + CLAIM_LEASE_MS);
    const claimed = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: leasedUntil })
      .where(
        and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt), eq(mailOutbox.nextAttemptAt, mail.nextAttemptAt)),
      )
      .returning({ id: mailOutbox.id });
    return claimed.length > 0 ? leasedUntil : null;
  }

  async function deliverDue(): Promise<number> {
    let sent = 0;
    const due = await db
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, new Date(now()))))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
      .limit(BATCH_SIZE);
    for (const mail of due) {
      if (stopped) break;
      const leasedUntil = await claim(mail);
      // Another instance sharing the outbox took it first.
      if (!leasedUntil) continue;
      try {
        // Mail queued before HTML parts existed has none: it goes out as plain text.
        await transport.send({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          ...(mail.listUnsubscribe ? { list: { unsubscribe: mail.listUnsubscribe } } : {}),
        });
      } catch (error) {
        const attempts = mail.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        // The message stays queued: a mail server outage delays mail, it never loses it.
        logger.warn('Mail delivery failed; will retry', { mailId: mail.id, to: mail.to, attempts, error: message });
        // Only while the lease is still this instance's: once it ran out, another may have taken the message over.
        await db
          .update(mailOutbox)
          .set({ attempts, lastError: message.slice(0, 1000), nextAttemptAt: new Date(now() + retryDelayMs(attempts)) })
          .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt), eq(mailOutbox.nextAttemptAt, leasedUntil)));
        continue;
      }
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(now()), attempts: mail.attempts + 1, lastError: null })
        .where(eq(mailOutbox.id, mail.id));
      sent += 1;
    }
    return sent;
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          // A full batch means more may be waiting.
          const sent = await deliverDue();
          if (sent === BATCH_SIZE) again = true;
        } while (again && !stopped);
      } catch (error) {
        logger.error('Mail delivery run failed', {
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      } finally {
        running = null;
      }
    })();
  }

  return {
    kick: () => setImmediate(run),
    start: () => {
      if (timer) return;
      timer = setInterval(run, POLL_INTERVAL_MS);
      timer.unref();
      run();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      transport.close();
    },
    flush: async () => {
      // A kick is scheduled with setImmediate; let it start before waiting on it.
      await new Promise((resolve) => setImmediate(resolve));
      while (running) await running;
    },
    deliverDue,
  };
}
