import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { users } from '../db/schema/users';
import { createLogger } from '../lib/logger';
import { registration, sendJson } from '../test/auth';
import { captureLogs } from '../test/logs';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';
import { createTestApp, type TestApp } from '../test/test-app';
import { CLAIM_LEASE_MS, createMailer, retryDelayMs } from './mailer';
import { enqueueMail } from './outbox';

let t: TestApp | undefined;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = undefined;
  smtp = undefined;
});

const register = (app: TestApp, overrides: Record<string, unknown> = {}) =>
  sendJson(app, 'POST', '/api/auth/register', registration(overrides));
const outbox = (app: TestApp) => app.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

/** A port that nothing listens on (any longer). */
async function freePort() {
  const probe = await startSmtpServer();
  await probe.close();
  return probe.port;
}

describe('mail over SMTP', () => {
  it('delivers the confirmation e-mail after sign-up; its link confirms the account for sign-in', async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    expect((await register(t)).status).toBe(201);
    const mail = await smtp.waitForMail('jane@example.com', /Confirm your Benchlink account/);
    expect(mail.contentType).toBe('multipart/alternative');
    expect(mail.text).toContain('Hello Jane,');
    expect(mail.html).toContain('Hello Jane,');
    const [link] = mail.links;
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/register\/confirm\?token=/);
    expect(mail.html).toContain(`href="${link}"`);

    const beforeConfirm = await sendJson(t, 'POST', '/api/auth/login', {
      usernameOrEmail: 'jane.doe',
      password: 'correct horse',
    });
    expect(beforeConfirm.status).toBe(401);
    const url = new URL(link!);
    const confirmed = await t.app.request(url.pathname + url.search);
    expect(confirmed.headers.get('location')).toBe('http://localhost:3000/?confirmEmail=true');
    const afterConfirm = await sendJson(t, 'POST', '/api/auth/login', {
      usernameOrEmail: 'jane.doe',
      password: 'correct horse',
    });
    expect(afterConfirm.status).toBe(200);

    await t.mailer.flush();
    const [sent] = await outbox(t);
    expect(sent).toMatchObject({ attempts: 1, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the account and the mail through an SMTP outage and delivers once the server is back', async () => {
    const port = await freePort();
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    expect((await register(t, { email: 'patient@example.com' })).status).toBe(201);
    await t.mailer.flush();
    expect(await t.db.select().from(users).where(eq(users.email, 'patient@example.com'))).toHaveLength(1);
    const [failed] = await outbox(t);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed?.lastError).toBeTruthy();
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: a run now sends nothing.
    smtp = await startSmtpServer(port);
    expect(await t.mailer.deliverDue()).toBe(0);
    await t.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1) });
    expect(await t.mailer.deliverDue()).toBe(1);
    const mail = await smtp.waitForMail('patient@example.com');
    expect(mail.links[0]).toContain('/api/auth/register/confirm?token=');
    expect((await outbox(t))[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it('sends queued mail oldest first and skips mail already sent', async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    await enqueueMail(t.db, { to: 'first@example.com', subject: 'One', text: 'one', html: '<p>one</p>' });
    await enqueueMail(t.db, { to: 'second@example.com', subject: 'Two', text: 'two', html: '<p>two</p>' });
    expect(await t.mailer.deliverDue()).toBe(2);
    expect(await t.mailer.deliverDue()).toBe(0);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['One', 'Two']);
  });
});

describe('several instances sharing one outbox', () => {
  it('delivers each queued message once when two mailers on the same database run at the same time', async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    // A second connection to the same database, as another server process has.
    const other = await openDatabase(t.config);
    const first = createMailer({ db: t.db, config: t.config, logger: createLogger('silent') });
    const second = createMailer({ db: other.db, config: t.config, logger: createLogger('silent') });
    try {
      // More than one batch, so that both mailers read the same due rows more than once.
      const subjects = Array.from({ length: 45 }, (_, index) => `Message ${index + 1}`);
      for (const subject of subjects)
        await enqueueMail(t.db, { to: 'many@example.com', subject, text: subject, html: `<p>${subject}</p>` });

      let sent = 0;
      for (;;) {
        const [byFirst, bySecond] = await Promise.all([first.deliverDue(), second.deliverDue()]);
        if (byFirst + bySecond === 0) break;
        sent += byFirst + bySecond;
      }

      expect(sent).toBe(subjects.length);
      expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
      const rows = await outbox(t);
      expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    } finally {
      await first.stop();
      await second.stop();
      await other.close();
    }
  });

  it('leaves a message claimed by another instance alone until its lease runs out', async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    await enqueueMail(t.db, { to: 'claimed@example.com', subject: 'Claimed', text: 'claimed', html: '<p>claimed</p>' });
    // What a claim leaves behind when its instance dies while sending.
    await t.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() + CLAIM_LEASE_MS) });
    expect(await t.mailer.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(0);

    const later = createMailer({
      db: t.db,
      config: t.config,
      logger: createLogger('silent'),
      now: () => Date.now() + CLAIM_LEASE_MS + 1_000,
    });
    expect(await later.deliverDue()).toBe(1);
    await later.stop();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Claimed']);
  });
});

describe('mail without SMTP', () => {
  it('writes each message to DATA_DIR/outbox as an .eml file with a text and an HTML part, and logs its links', async () => {
    t = await createTestApp();
    const { logger, lines } = captureLogs();
    const mailer = createMailer({ db: t.db, config: t.config, logger });
    await enqueueMail(t.db, {
      to: 'local@example.com',
      subject: 'Confirm',
      text: 'Open http://localhost:3000/api/auth/register/confirm?token=abc to confirm.',
      html: '<p><a href="http://localhost:3000/api/auth/register/confirm?token=abc">Confirm</a></p>',
    });
    expect(await mailer.deliverDue()).toBe(1);
    const folder = path.join(t.dataDir, 'outbox');
    const files = fs.readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(folder, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: local@example\.com$/m);
    expect(eml).toMatch(/^Subject: Confirm$/m);
    const parsed = await simpleParser(eml);
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(parsed.text).toContain('http://localhost:3000/api/auth/register/confirm?token=abc');
    expect(parsed.html).toContain('<a href="http://localhost:3000/api/auth/register/confirm?token=abc">Confirm</a>');
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'info',
        to: 'local@example.com',
        links: ['http://localhost:3000/api/auth/register/confirm?token=abc'],
      }),
    );
    await mailer.stop();
  });
});

describe('retry delays', () => {
  it('backs off from 5 seconds up to a 30 minute ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelayMs)).toEqual([
      5_000, 30_000, 120_000, 600_000, 1_800_000, 1_800_000, 1_800_000,
    ]);
  });
});
