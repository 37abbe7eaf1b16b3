import { Cron } from 'croner';

/** A cron pattern read in the configured time zone. */
export type Schedule = { pattern: string; description: string };

/** The scheduled moments of `schedule` in (from, to], oldest first. */
export function momentsBetween(schedule: Schedule, timeZone: string, from: Date, to: Date): Date[] {
  const cron = new Cron(schedule.pattern, { timezone: timeZone, paused: true });
  const moments: Date[] = [];
  let next = cron.nextRun(from);
  while (next && next.getTime() <= to.getTime()) {
    moments.push(next);
    next = cron.nextRun(next);
  }
  return moments;
}

/**
 * The scheduled moment before `moment`: the start of the window a run covers (Monday's run, after a weekend
 * without runs, covers Friday to Monday). Weekly patterns repeat within 8 days.
 */
export function previousMoment(schedule: Schedule, timeZone: string, moment: Date): Date {
  const before = momentsBetween(
    schedule,
    timeZone,
    new Date(moment.getTime() - 8 * 86_400_000),
    new Date(moment.getTime() - 1),
  );
  return before.at(-1) ?? new Date(moment.getTime() - 86_400_000);
}
