import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Company } from '@benchlink/contracts/companies';
import { createLogger } from '../lib/logger';
import { send, userWithCompany } from '../test/companies';
import { createPosition, createProject } from '../test/projects';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';
import { createTestApp, type TestApp } from '../test/test-app';
import { createScheduler, type Scheduler, TICK_MS } from './scheduler';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Moves the fake clock on by `ms`, one tick at a time, letting each tick's queries end before the next: on PostgreSQL
 * they wait on the network, and the fake clock would otherwise run past ticks that find the last one still running.
 */
async function advance(scheduler: Scheduler, ms: number) {
  for (let passed = 0; passed < ms; passed += TICK_MS) {
    await vi.advanceTimersByTimeAsync(Math.min(TICK_MS, ms - passed));
    await scheduler.flush();
  }
}

describe('the scheduler', () => {
  it('fires position-alerts at Monday 09:00 on the wall clock, once, and the mail reaches the SMTP server', async () => {
    // Only the clock and the scheduler's interval are faked: the mailer and SMTP keep their real timers.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2031-03-03T08:58:00Z')); // a Monday

    const owner = await userWithCompany(t, { approved: true });
    const reader = await userWithCompany(t);
    const readerEmail = (
      (await (await send(t, 'GET', `/api/companies/${reader.company.id}`, reader.cookie)).json()) as Company
    ).email;
    await send(t, 'POST', '/api/companies/filters', reader.cookie, { name: 'Alerts', skills: [10] });
    const project = await createProject(t, owner.cookie, { name: 'Scheduled project' });
    await createPosition(t, owner.cookie, project.id, {
      requiredSkills: [{ skillId: 10, months: 1 }],
      optionalSkills: [],
    });

    const scheduler = createScheduler({ db: t.db, config: t.config, logger: createLogger('silent'), mailer: t.mailer });
    await scheduler.start();
    await advance(scheduler, 60_000);
    expect(smtp.received.filter((mail) => /matching/.test(mail.subject))).toHaveLength(0);

    // Past 09:00: the next tick runs the job.
    await advance(scheduler, 2 * 60_000 + TICK_MS);
    await t.mailer.flush();
    const mail = await smtp.waitForMail(readerEmail, /matching position/);
    expect(mail.text).toContain(`${t.config.publicUrl}/project/${project.id}`);

    // Later ticks and a restarted scheduler send it no second time.
    await advance(scheduler, 10 * TICK_MS);
    await scheduler.stop();
    const restarted = createScheduler({ db: t.db, config: t.config, logger: createLogger('silent'), mailer: t.mailer });
    await restarted.start();
    await restarted.stop();
    await t.mailer.flush();
    expect(smtp.received.filter((received) => /matching/.test(received.subject))).toHaveLength(1);
  });

  it('follows a clock moved forward: the moments it passed run at the next tick', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2031-03-10T07:00:00Z'));
    const ran: string[] = [];
    const scheduler = createScheduler({
      db: t.db,
      config: t.config,
      logger: createLogger('silent'),
      jobs: [
        {
          name: 'probe',
          schedule: { pattern: '0 8 * * *', description: 'daily 08:00' },
          run: async ({ moment }) => (ran.push(moment.toISOString()), 0),
        },
      ],
    });
    await scheduler.start();
    // At start, the moment missed within the last 24 hours is caught up once.
    expect(ran).toEqual(['2031-03-09T08:00:00.000Z']);
    vi.setSystemTime(new Date('2031-03-12T09:00:00Z'));
    await advance(scheduler, TICK_MS);
    await scheduler.stop();
    // Three 08:00 moments were passed; only the one within the last 24 hours runs, the older two are skipped (and logged).
    expect(ran).toEqual(['2031-03-09T08:00:00.000Z', '2031-03-12T08:00:00.000Z']);
  });
});
