import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/mail';
import { users } from '../db/schema/users';
import { registration, sendJson } from '../test/auth';
import { captureLogs } from '../test/logs';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';
import { createTestApp, type TestApp } from '../test/test-app';
import { createMailer, retryDelayMs } from './mailer';
import { enqueueMail } from './outbox';

let t: TestApp | undefined;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  t?.close();
  await smtp?.close();
  t = undefined;
  smtp = undefined;
});

const register = (app: TestApp, overrides: Record<string, unknown> = {}) =>
  sendJson(app, 'POST', '/api/auth/register', registration(overrides));
const outbox = (app: TestApp) => app.db.select().from(mailOutbox).all();

/** A port that nothing listens on (any longer). */
async function freePort() {
  const probe = await startSmtpServer();
  await probe.close();
  return probe.port;
}

describe('mail over SMTP', () => {
  it('delivers the confirmation e-mail after sign-up; its link confirms the account for sign-in', async () => {
    smtp = await startSmtpServer();
    t = createTestApp({ smtpUrl: smtp.url });
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
    expect(outbox(t)[0]).toMatchObject({ attempts: 1, lastError: null });
    expect(outbox(t)[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the account and the mail through an SMTP outage and delivers once the server is back', async () => {
    const port = await freePort();
    t = createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    expect((await register(t, { email: 'patient@example.com' })).status).toBe(201);
    await t.mailer.flush();
    expect(t.db.select().from(users).where(eq(users.email, 'patient@example.com')).get()).toBeDefined();
    const [failed] = outbox(t);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed?.lastError).toBeTruthy();
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: a run now sends nothing.
    smtp = await startSmtpServer(port);
    expect(await t.mailer.deliverDue()).toBe(0);
    t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1) })
      .run();
    expect(await t.mailer.deliverDue()).toBe(1);
    const mail = await smtp.waitForMail('patient@example.com');
    expect(mail.links[0]).toContain('/api/auth/register/confirm?token=');
    expect(outbox(t)[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it('sends queued mail oldest first and skips mail already sent', async () => {
    smtp = await startSmtpServer();
    t = createTestApp({ smtpUrl: smtp.url });
    enqueueMail(t.db, { to: 'first@example.com', subject: 'One', text: 'one', html: '<p>one</p>' });
    enqueueMail(t.db, { to: 'second@example.com', subject: 'Two', text: 'two', html: '<p>two</p>' });
    expect(await t.mailer.deliverDue()).toBe(2);
    expect(await t.mailer.deliverDue()).toBe(0);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['One', 'Two']);
  });
});

describe('mail without SMTP', () => {
  it('writes each message to DATA_DIR/outbox as an .eml file with a text and an HTML part, and logs its links', async () => {
    t = createTestApp();
    const { logger, lines } = captureLogs();
    const mailer = createMailer({ db: t.db, config: t.config, logger });
    enqueueMail(t.db, {
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
