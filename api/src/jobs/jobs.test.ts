import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@benchlink/contracts/companies';
import { applications } from '../db/schema/applications';
import { companyFilters } from '../db/schema/bench';
import { companies } from '../db/schema/companies';
import { jobRuns } from '../db/schema/jobs';
import { mailOutbox } from '../db/schema/mail';
import { positions, projects } from '../db/schema/projects';
import { createLogger } from '../lib/logger';
import { createTestApp, type TestApp } from '../test/test-app';
import { companyBody, send, userWithCompany } from '../test/companies';
import { createGroup, createPosition, createProject } from '../test/projects';
import { findJob, runJobAt } from './job';
import { createScheduler } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://benchlink.example.com' });
});
afterAll(async () => {
  await t?.close();
});

const MONDAY_9 = new Date('2030-12-02T09:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const job = (name: string) => findJob(name)!;
/** The job mails sent to `email` (the verification mails of company creation left out). */
const mailsTo = async (email: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id))).filter(
    (mail) => !/Verify your company/.test(mail.subject),
  );
const emailOf = async (cookie: string, id: number) =>
  ((await (await send(t, 'GET', `/api/companies/${id}`, cookie)).json()) as Company).email;

/** Moves a position's creation (and last change) to `at`, and keeps its project listed well past the test moments. */
async function backdate(positionId: number, at: Date, updatedAt = at) {
  const [position] = await t.db
    .update(positions)
    .set({ createdAt: at, updatedAt })
    .where(eq(positions.id, positionId))
    .returning({ projectId: positions.projectId });
  await t.db
    .update(projects)
    .set({ expiresAt: new Date(at.getTime() + 30 * DAY) })
    .where(eq(projects.id, position!.projectId));
}

/** A fresh moment per test, so the exactly-once record of one test never hides another's run. */
let weekOffset = 0;
const nextWeek = (moment: Date) => new Date(moment.getTime() + (weekOffset += 7) * DAY);

describe('position-alerts', () => {
  it('mails companies whose enabled filters match visible positions: Monday covers 3 days, Tuesday 1 day', async () => {
    const monday = nextWeek(MONDAY_9);
    const tuesday = new Date(monday.getTime() + DAY);
    const owner = await userWithCompany(t, { approved: true });
    const reader = await userWithCompany(t);
    const readerEmail = await emailOf(reader.cookie, reader.company.id);
    await send(t, 'POST', '/api/companies/filters', reader.cookie, { name: 'Java', skills: [10] });
    const project = await createProject(t, owner.cookie, { name: 'Alerted project' });
    const saturday = await createPosition(t, owner.cookie, project.id, {
      requiredSkills: [{ skillId: 10, months: 1 }],
      optionalSkills: [],
    });
    const otherSkill = await createPosition(t, owner.cookie, project.id, {
      requiredSkills: [{ skillId: 21, months: 1 }],
      optionalSkills: [],
    });
    const modified = await createPosition(t, owner.cookie, project.id, {
      requiredSkills: [{ skillId: 21, months: 1 }],
      optionalSkills: [10],
    });
    await backdate(saturday.id, new Date(monday.getTime() - 2 * DAY));
    await backdate(otherSkill.id, new Date(monday.getTime() - 2 * DAY));
    await backdate(modified.id, new Date(monday.getTime() - 20 * DAY), new Date(monday.getTime() - HOUR));

    expect(await runJobAt(t.db, t.config, job('position-alerts'), monday)).toEqual({ ran: true, mailCount: 1 });
    const [mail] = await mailsTo(readerEmail);
    expect(mail?.subject).toMatch(/2 matching positions/);
    expect(mail?.text).toMatch(/New positions \(1\)/);
    expect(mail?.text).toMatch(/Updated positions \(1\)/);
    expect(mail?.text).toContain(`https://benchlink.example.com/project/${project.id}`);
    expect(mail?.html).toContain('Alerted project');
    expect(mail?.listUnsubscribe).toBe('https://benchlink.example.com/company/filters');

    // Tuesday's window is Monday 09:00 → Tuesday 09:00: the Saturday position is old news.
    expect(await runJobAt(t.db, t.config, job('position-alerts'), tuesday)).toEqual({ ran: true, mailCount: 0 });
    expect(await mailsTo(readerEmail)).toHaveLength(1);
  });

  it('respects visibility, disabled filters and the Default filter', async () => {
    const monday = nextWeek(MONDAY_9);
    const owner = await userWithCompany(t, { approved: true });
    const partner = await userWithCompany(t, { approved: true, body: companyBody({ skills: [] }) });
    const stranger = await userWithCompany(t, { approved: true, body: companyBody({ skills: [] }) });
    const quiet = await userWithCompany(t);
    const group = await createGroup(t, owner.cookie, 'Alerts group', [partner.company.id]);
    // The Default filter of a company without skills stands for its own skills: give them skills afterwards.
    for (const member of [partner, stranger]) {
      const body = companyBody({ skills: [10] });
      await send(t, 'PUT', '/api/companies', member.cookie, {
        ...body,
        email: await emailOf(member.cookie, member.company.id),
      });
    }
    const filter = (await (
      await send(t, 'POST', '/api/companies/filters', quiet.cookie, { name: 'Off', skills: [10] })
    ).json()) as { id: number };
    await send(t, 'PUT', `/api/companies/filters/${filter.id}`, quiet.cookie, { isEnabled: false });

    const shared = await createProject(t, owner.cookie, { partnerOnly: true, partnerGroups: [group.id] });
    const position = await createPosition(t, owner.cookie, shared.id, {
      requiredSkills: [{ skillId: 10, months: 1 }],
      optionalSkills: [],
    });
    await backdate(position.id, new Date(monday.getTime() - DAY));

    await runJobAt(t.db, t.config, job('position-alerts'), monday);
    expect(await mailsTo(await emailOf(partner.cookie, partner.company.id))).toHaveLength(1);
    expect(await mailsTo(await emailOf(stranger.cookie, stranger.company.id))).toHaveLength(0);
    expect(await mailsTo(await emailOf(quiet.cookie, quiet.company.id))).toHaveLength(0);
    expect(await mailsTo(await emailOf(owner.cookie, owner.company.id))).toHaveLength(0);

    // With its Default filter off too, the partner gets nothing.
    const defaults = await t.db.select().from(companyFilters).where(eq(companyFilters.companyId, partner.company.id));
    expect(defaults.some((f) => f.isDefault)).toBe(true);
    await t.db.update(companyFilters).set({ isEnabled: false }).where(eq(companyFilters.companyId, partner.company.id));
    await runJobAt(t.db, t.config, job('position-alerts'), new Date(monday.getTime() + DAY));
    expect(await mailsTo(await emailOf(partner.cookie, partner.company.id))).toHaveLength(1);
  });
});

describe('expiry-reminders', () => {
  it('reminds an ACTIVE project expiring within 48 hours once per expiry date, and again after reactivation', async () => {
    const moment = nextWeek(new Date('2030-12-02T08:00:00Z'));
    const owner = await userWithCompany(t, { approved: true });
    const email = await emailOf(owner.cookie, owner.company.id);
    const project = await createProject(t, owner.cookie, { name: 'Soon over' });
    await createPosition(t, owner.cookie, project.id);
    const idle = await createProject(t, owner.cookie, { name: 'No positions' });
    for (const id of [project.id, idle.id]) {
      await t.db
        .update(projects)
        .set({ expiresAt: new Date(moment.getTime() + 30 * HOUR) })
        .where(eq(projects.id, id));
    }

    expect((await runJobAt(t.db, t.config, job('expiry-reminders'), moment)).mailCount).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain('Soon over');
    expect(mail?.text).toContain(`https://benchlink.example.com/project/${project.id}/edit`);
    expect((await runJobAt(t.db, t.config, job('expiry-reminders'), new Date(moment.getTime() + DAY))).mailCount).toBe(
      0,
    );

    await t.db
      .update(projects)
      .set({ expiresAt: new Date(moment.getTime() + DAY + 40 * HOUR) })
      .where(eq(projects.id, project.id));
    expect(
      (await runJobAt(t.db, t.config, job('expiry-reminders'), new Date(moment.getTime() + 2 * DAY))).mailCount,
    ).toBe(1);
    expect(await mailsTo(email)).toHaveLength(2);
  });
});

describe('application-digest', () => {
  it('lists the in-progress applications each company received since the previous run, Monday covering Friday', async () => {
    const monday = nextWeek(new Date('2030-12-02T10:00:00Z'));
    const owner = await userWithCompany(t, { approved: true });
    // The digest is for companies that chose it; the others got a mail per application, or none.
    await t.db.update(companies).set({ applicationMail: 'DAILY_DIGEST' }).where(eq(companies.id, owner.company.id));
    const applicant = await userWithCompany(t, { approved: true });
    const project = await createProject(t, owner.cookie);
    const position = await createPosition(t, owner.cookie, project.id);
    const talent = (await (
      await send(t, 'POST', '/api/companies/talents', applicant.cookie, {
        workModes: [3],
        experience: {
          patternId: 2,
          seniorityId: 3,
          totalTime: { years: 1, months: 0 },
          skills: [{ skillId: 10, months: 6 }],
        },
      })
    ).json()) as { id: number };
    const second = (await (
      await send(t, 'POST', '/api/companies/talents', applicant.cookie, {
        workModes: [3],
        experience: {
          patternId: 2,
          seniorityId: 3,
          totalTime: { years: 1, months: 0 },
          skills: [{ skillId: 10, months: 6 }],
        },
      })
    ).json()) as { id: number };
    const today = new Date().toISOString().slice(0, 10);
    for (const talentId of [talent.id, second.id]) {
      const applied = await send(t, 'POST', '/api/companies/apply', applicant.cookie, {
        positionId: position.id,
        talentId,
        rate: 40,
        availableFrom: today,
      });
      expect(applied.status).toBe(201);
    }
    const rows = await t.db
      .select()
      .from(applications)
      .where(eq(applications.positionId, position.id))
      .orderBy(asc(applications.id));
    await t.db
      .update(applications)
      .set({ createdAt: new Date(monday.getTime() - 2 * DAY) })
      .where(eq(applications.id, rows[0]!.id));
    await t.db
      .update(applications)
      .set({ createdAt: new Date(monday.getTime() - 4 * DAY) })
      .where(eq(applications.id, rows[1]!.id));

    expect((await runJobAt(t.db, t.config, job('application-digest'), monday)).mailCount).toBe(1);
    const [mail] = await mailsTo(await emailOf(owner.cookie, owner.company.id));
    expect(mail?.text).toMatch(/– 1 application\n/);
    expect(mail?.text).toContain(`https://benchlink.example.com/position/${position.id}/applications`);
  });
});

describe('exactly once', () => {
  it('sends nothing twice for a repeat, a restart or two servers on one database', async () => {
    const moment = nextWeek(MONDAY_9);
    const owner = await userWithCompany(t, { approved: true });
    const reader = await userWithCompany(t);
    await send(t, 'POST', '/api/companies/filters', reader.cookie, { name: 'Once', skills: [10] });
    const project = await createProject(t, owner.cookie);
    const position = await createPosition(t, owner.cookie, project.id);
    await backdate(position.id, new Date(moment.getTime() - HOUR));
    const email = await emailOf(reader.cookie, reader.company.id);

    // Two processes (the CLI twice, at once) on the same database: the test's SQLite file or PostgreSQL database.
    const cli = path.resolve(import.meta.dirname, 'cli.ts');
    const tsx = path.resolve(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');
    const env = {
      // eslint-disable-next-line no-restricted-properties -- the child processes need the parent's environment (PATH, HOME)
      ...process.env,
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.config.databaseUrl ?? '',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: t.config.publicUrl,
    };
    const run = () => promisify(execFile)(tsx, [cli, 'position-alerts', '--at', moment.toISOString()], { env });
    const outputs = await Promise.all([run(), run()]);
    expect(outputs.filter((output) => /mail\(s\) queued/.test(output.stdout))).toHaveLength(1);
    expect(outputs.filter((output) => /already ran/.test(output.stdout))).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);

    // A repeat by hand, and a restarted scheduler catching up the same moment, send nothing more.
    expect(await runJobAt(t.db, t.config, job('position-alerts'), moment)).toEqual({ ran: false, mailCount: 0 });
    const rows = await t.db.select().from(jobRuns).where(eq(jobRuns.scheduledFor, moment));
    expect(rows.filter((row) => row.job === 'position-alerts')).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await t.db.select().from(companies).where(eq(companies.id, reader.company.id))).toHaveLength(1);
    const scheduler = createScheduler({ db: t.db, config: t.config, logger: createLogger('silent') });
    await scheduler.start();
    await scheduler.stop();
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
