import { desc, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema/jobs';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { type Job, jobs as allJobs, runJobAt } from './job';
import { momentsBetween } from './schedule';

/** Moments missed for longer than this (the server was down) are skipped, not caught up. */
export const CATCH_UP_MS = 24 * 3_600_000;
/**
 * How often the clock is read. The schedule is re-read from the wall clock at every tick instead of sleeping until
 * the next moment, so a clock moved forward (or a machine waking up) fires the moments it passed.
 */
export const TICK_MS = 15_000;

export type Scheduler = {
  /** Catches up what was missed while the server was down, then ticks; resolves when the catch-up is done. */
  start: () => Promise<void>;
  /** Stops ticking and waits for a run in progress. */
  stop: () => Promise<void>;
  /** Runs the moments passed since the last tick (a tick already in progress is waited for instead). */
  tick: () => Promise<void>;
  /** Resolves when no run is in progress (tests wait on it). */
  flush: () => Promise<void>;
};

type Options = { db: Db; config: Config; logger: Logger; mailer?: Mailer; jobs?: Job[] };

export function createScheduler({ db, config, logger, mailer, jobs = allJobs }: Options): Scheduler {
  let timer: NodeJS.Timeout | null = null;
  let checkedUpTo = new Date();
  /** The catch-up or tick in progress: runs never overlap, so a slow one is not started again beside itself. */
  let running: Promise<void> | null = null;

  async function lastRun(job: Job): Promise<Date | undefined> {
    const [last] = await db
      .select({ at: jobRuns.scheduledFor })
      .from(jobRuns)
      .where(eq(jobRuns.job, job.name))
      .orderBy(desc(jobRuns.scheduledFor))
      .limit(1);
    return last?.at;
  }

  /** Runs every moment of every job in (from, now]; moments older than the catch-up window are logged and skipped. */
  async function runDue(due: Job[], from: Date, now: Date) {
    const catchUpFrom = new Date(now.getTime() - CATCH_UP_MS);
    let queued = 0;
    for (const job of due) {
      const moments = momentsBetween(job.schedule, config.timeZone, from, now);
      const skipped = moments.filter((moment) => moment < catchUpFrom);
      if (skipped.length > 0) {
        logger.warn('Skipped scheduled runs missed for more than 24 hours', {
          job: job.name,
          moments: skipped.map((m) => m.toISOString()),
        });
      }
      for (const moment of moments.filter((m) => m >= catchUpFrom)) {
        try {
          const result = await runJobAt(db, config, job, moment);
          if (result.ran)
            logger.info('Scheduled job ran', { job: job.name, moment: moment.toISOString(), mails: result.mailCount });
          queued += result.mailCount;
        } catch (error) {
          logger.error('Scheduled job failed', { job: job.name, moment: moment.toISOString(), error: String(error) });
        }
      }
    }
    if (queued > 0) mailer?.kick();
  }

  /** Runs `work` unless a run is in progress (then waits for that one); never rejects: failures are logged. */
  function exclusively(work: () => Promise<void>): Promise<void> {
    if (running) return running;
    const current = (async () => {
      try {
        await work();
      } catch (error) {
        logger.error('Scheduler run failed', {
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      } finally {
        running = null;
      }
    })();
    running = current;
    return current;
  }

  const tick = () =>
    exclusively(async () => {
      const now = new Date();
      if (now > checkedUpTo) await runDue(jobs, checkedUpTo, now);
      checkedUpTo = now;
    });

  return {
    start() {
      const now = new Date();
      checkedUpTo = now;
      // Ticks while the catch-up is still running find it in progress and leave (checkedUpTo) for the next one.
      timer = setInterval(() => void tick(), TICK_MS);
      timer.unref();
      // At start, catch up what was missed while the server was down: from each job's last run (at most 24 hours back).
      return exclusively(async () => {
        for (const job of jobs) await runDue([job], (await lastRun(job)) ?? new Date(now.getTime() - CATCH_UP_MS), now);
      });
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    tick,
    flush: async () => {
      while (running) await running;
    },
  };
}
