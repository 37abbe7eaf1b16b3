import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received message: its parts as parsed, `contentType` of the whole message (`multipart/alternative`, …). */
export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  contentType: string;
  links: string[];
};

export type TestSmtpServer = {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves with the next (or an already received) message to `to` that matches `subject`. */
  waitForMail: (to: string, subject?: RegExp, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/** A real SMTP server in this process (plain text, no auth), collecting parsed messages. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const text = mail.text ?? '';
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          const html = typeof mail.html === 'string' ? mail.html : '';
          const contentType = (mail.headers.get('content-type') as { value?: string } | undefined)?.value ?? '';
          received.push({
            to,
            subject: mail.subject ?? '',
            text,
            html,
            contentType,
            links: text.match(/https?:\/\/\S+/g) ?? [],
          });
          waiters.forEach((wake) => wake());
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  const find = (to: string, subject?: RegExp) =>
    received.find(
      (mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)),
    );

  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    waitForMail: (to, subject, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const mail = find(to, subject);
          if (!mail) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
