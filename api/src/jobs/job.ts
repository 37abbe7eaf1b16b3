import { and, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { jobRuns } from '../db/schema/jobs';
import { runApplicationDigest } from './application-digest';
import { runAvailabilityReminders } from './availability-reminders';
import { runExpiryReminders } from './expiry-reminders';
import { runPositionAlerts } from './position-alerts';
import { previousMoment, type Schedule } from './schedule';

/**
 * What a job run gets: the open transaction its mails are queued in, the moment it is for, and the start of the
 * window it covers (the previous scheduled moment, so Monday's run covers the weekend).
 */
export type JobContext = { tx: Tx; config: Config; moment: Date; windowStart: Date };

export type Job = { name: string; schedule: Schedule; run: (context: JobContext) => Promise<number> };

/** The scheduled jobs; their moments are read in `TIME_ZONE`. */
export const jobs: Job[] = [
  {
    name: 'position-alerts',
    schedule: {
      pattern: '0 9 * * 1-5',
      description: 'Monday 09:00 covering the last 3 days, Tuesday to Friday 09:00 covering the last day',
    },
    run: runPositionAlerts,
  },
  {
    name: 'expiry-reminders',
    schedule: {
      pattern: '0 8 * * *',
      description: 'daily 08:00: ACTIVE projects expiring within 48 hours, once per expiry date',
    },
    run: runExpiryReminders,
  },
  {
    name: 'application-digest',
    schedule: {
      pattern: '0 10 * * 1-5',
      description: 'Monday to Friday 10:00: applications received since the previous run',
    },
    run: runApplicationDigest,
  },
  {
    name: 'availability-reminders',
    schedule: {
      pattern: '0 8 * * 1',
      description: 'Monday 08:00: active talents whose availability was not confirmed for 14 days',
    },
    run: runAvailabilityReminders,
  },
];

export const findJob = (name: string) => jobs.find((job) => job.name === name);

export type JobRunResult = { ran: boolean; mailCount: number };

/**
 * Runs `job` for `moment` at most once: the run is recorded in the same transaction as the mail it queues, and a
 * moment already recorded runs nothing. Two servers on one database queue up on the run's key instead of racing: the
 * second waits for the first's transaction and finds the moment taken (SQLite takes the write lock at its start;
 * PostgreSQL makes the second wait on the key, and retries it if it lost a serialization conflict).
 */
export async function runJobAt(db: Db, config: Config, job: Job, moment: Date): Promise<JobRunResult> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(jobRuns)
      .values({ job: job.name, scheduledFor: moment, ranAt: new Date(), mailCount: 0 })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return { ran: false, mailCount: 0 };
    const mailCount = await job.run({
      tx,
      config,
      moment,
      windowStart: previousMoment(job.schedule, config.timeZone, moment),
    });
    await tx
      .update(jobRuns)
      .set({ mailCount })
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.scheduledFor, moment)));
    return { ran: true, mailCount };
  });
}
