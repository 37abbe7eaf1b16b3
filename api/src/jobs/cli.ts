// `npm run job -- <name> [--at <ISO date-time>]` runs one job for one moment against DATA_DIR, with the code the
// scheduler calls; `npm run job -- --list` prints the jobs, their schedules and their last runs.
import { asc, desc, eq, gt } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { jobRuns } from '../db/schema/jobs';
import { mailOutbox } from '../db/schema/mail';
import { findJob, jobs, runJobAt } from './job';
import { momentsBetween } from './schedule';

const config = loadConfig();
const engine = await openDatabase(config);
const { db } = engine;
const args = process.argv.slice(2);

async function list() {
  console.log(`Jobs (times in ${config.timeZone}):`);
  for (const job of jobs) {
    const [last] = await db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.job, job.name))
      .orderBy(desc(jobRuns.scheduledFor))
      .limit(1);
    const [next] = momentsBetween(job.schedule, config.timeZone, new Date(), new Date(Date.now() + 8 * 86_400_000));
    console.log(`- ${job.name}: '${job.schedule.pattern}' — ${job.schedule.description}`);
    console.log(
      `    last run: ${last ? `${last.scheduledFor.toISOString()} (ran at ${last.ranAt.toISOString()}, ${last.mailCount} mail(s))` : 'never'}`,
    );
    console.log(`    next run: ${next?.toISOString() ?? 'none within a week'}`);
  }
}

async function run(name: string, atText: string | undefined) {
  const job = findJob(name);
  if (!job) {
    console.error(`Unknown job "${name}". Jobs: ${jobs.map((j) => j.name).join(', ')}`);
    process.exit(2);
  }
  const moment = atText ? new Date(atText) : new Date();
  if (Number.isNaN(moment.getTime())) {
    console.error(`--at must be an ISO date-time, e.g. 2026-11-30T09:00:00Z (got "${atText}")`);
    process.exit(2);
  }
  const [newest] = await db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  const before = newest?.id ?? 0;
  const result = await runJobAt(db, config, job, moment);
  if (!result.ran) {
    console.log(`${job.name} already ran for ${moment.toISOString()}: nothing sent again.`);
    return;
  }
  const queued = await db.select().from(mailOutbox).where(gt(mailOutbox.id, before)).orderBy(asc(mailOutbox.id));
  console.log(`${job.name} for ${moment.toISOString()}: ${result.mailCount} mail(s) queued.`);
  for (const mail of queued) console.log(`- to ${mail.to}: ${mail.subject}`);
  if (queued.length > 0) console.log('The running server delivers queued mail within seconds (or at its next start).');
}

if (args[0] === '--list' || args.length === 0) await list();
else {
  const at = args.indexOf('--at');
  await run(args[0]!, at >= 0 ? args[at + 1] : undefined);
}
await engine.close();
