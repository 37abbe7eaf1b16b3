// `npm run demo` fills its own database (DATA_DIR=./data-demo, or DATABASE_URL's) with the marketplace of
// demo-content.ts, once: through the product's own services and input schemas, so the demo holds nothing the product
// itself could not have written. Dates are then spread into the past, so sorting, freshness and expiry show.
import { count, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { applyInputSchema } from '@benchlink/contracts/applications';
import { ADMIN_USERNAME } from '@benchlink/contracts/auth';
import { companyInputSchema } from '@benchlink/contracts/companies';
import { filterInputSchema } from '@benchlink/contracts/filters';
import { partnerGroupInputSchema } from '@benchlink/contracts/partner-groups';
import { positionInputSchema } from '@benchlink/contracts/positions';
import { PROJECT_EXPIRY_DAYS, projectInputSchema } from '@benchlink/contracts/projects';
import { talentInputSchema } from '@benchlink/contracts/talents';
import { type Config, loadConfig } from '../config';
import { type Engine, openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { applications } from '../db/schema/applications';
import { talents } from '../db/schema/bench';
import { companies } from '../db/schema/companies';
import { demoAccounts } from '../db/schema/demo';
import { positions, projects } from '../db/schema/projects';
import { companyTypes, domains, locations, roles, seniorities, skills, workModes } from '../db/schema/reference';
import { users } from '../db/schema/users';
import type { Actor } from '../lib/audit';
import { syncProjectListing } from '../lib/listing';
import { createLogger } from '../lib/logger';
import { replaceKnownAdminPassword } from '../lib/admin-account';
import { hashPassword } from '../lib/password';
import { usernameSkeleton } from '../lib/usernames';
import { approveCompany } from '../routes/admin/admin.service';
import { apply, decide } from '../routes/applications/applications.service';
import { checkCv, type CheckedCv } from '../routes/applications/cv-check';
import { createCompany } from '../routes/companies/companies.service';
import { createFilter } from '../routes/filters/filters.service';
import { checkImage } from '../routes/images/image-check';
import { storeCompanyImage } from '../routes/images/images.service';
import { createPartnerGroup } from '../routes/partner-groups/partner-groups.service';
import { changePositionStatus, createPosition } from '../routes/positions/positions.service';
import { createProject } from '../routes/projects/projects.service';
import { createTalent, setPublicity, setTalentCv } from '../routes/talents/talents.service';
import { type Storage, storageFor } from '../storage/storage';
import { listDemoAccounts } from './demo-accounts';
import {
  DEMO_PASSWORD,
  type DemoCompany,
  type DemoPerson,
  type DemoTalent,
  demoApplications,
  demoCompanies,
  demoFilters,
  demoMorePositions,
  demoPartnerGroups,
  demoProjects,
  demoSignInAccounts,
  demoTalents,
} from './demo-content';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Position statuses of the seed data: a closed project's positions were filled or cancelled. */
const CLOSED_STATUSES = [2, 3, 4];

/** The seed data's ids by name; an unknown name is a mistake in demo-content.ts and stops the seeding. */
async function referenceIds(engine: Engine) {
  const { db } = engine;
  const byName = (rows: { id: number; name: string }[], kind: string) => {
    const map = new Map(rows.map((row) => [row.name, row.id]));
    return (name: string) => {
      const id = map.get(name);
      if (id === undefined) throw new Error(`The demo names an unknown ${kind}: ${name}`);
      return id;
    };
  };
  return {
    role: byName(await db.select({ id: roles.id, name: roles.name }).from(roles), 'role'),
    skill: byName(await db.select({ id: skills.id, name: skills.name }).from(skills), 'skill'),
    seniority: byName(await db.select({ id: seniorities.id, name: seniorities.label }).from(seniorities), 'seniority'),
    workMode: byName(await db.select({ id: workModes.id, name: workModes.name }).from(workModes), 'work mode'),
    location: byName(await db.select({ id: locations.id, name: locations.name }).from(locations), 'location'),
    domain: byName(await db.select({ id: domains.id, name: domains.name }).from(domains), 'domain'),
    companyType: byName(
      await db.select({ id: companyTypes.id, name: companyTypes.name }).from(companyTypes),
      'company type',
    ),
  };
}

/** A square logo with the company's initials, drawn here: the demo downloads nothing. */
export function logoSvg(company: Pick<DemoCompany, 'name' | 'colors'>): Uint8Array {
  const initials = company.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const [background, foreground] = company.colors;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<rect width="128" height="128" rx="28" fill="${background}"/>` +
    `<circle cx="104" cy="24" r="40" fill="${foreground}" fill-opacity="0.12"/>` +
    `<text x="64" y="80" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="48" ` +
    `font-weight="700" fill="${foreground}">${initials}</text></svg>`;
  return new TextEncoder().encode(svg);
}

/** A one-page CV of a talent, as a PDF. */
export function cvPdf(talent: DemoTalent, companyName: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${talent.reference} CV` } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.on('error', reject);
    document.fontSize(22).text(`${talent.seniority} ${talent.role}`);
    document.moveDown(0.3).fontSize(11).fillColor('#555').text(`${talent.reference} · ${companyName}`);
    document.moveDown().fillColor('#000').fontSize(12).text(talent.bio);
    document.moveDown().fontSize(14).text('Experience');
    document.fontSize(11).text(`${talent.years} years in the field.`);
    document.moveDown().fontSize(14).text('Skills');
    for (const [skill, months] of talent.skills) {
      document.fontSize(11).text(`• ${skill}: ${Math.round(months / 12) || 1} year${months >= 18 ? 's' : ''}`);
    }
    document.end();
  });
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
const emailOf = (person: DemoPerson, company: DemoCompany) => `${person.username}@${new URL(company.website).hostname}`;

export type DemoSummary = { seeded: boolean; accounts: { username: string; description: string }[] };

/** Whether the database holds the demo (the sign-in page then offers its accounts). */
export async function hasDemo(engine: Engine) {
  const [row] = await engine.db.select({ total: count() }).from(demoAccounts);
  return (row?.total ?? 0) > 0;
}

/**
 * Fills the database with the demo unless it already holds it; refuses a database that holds other companies.
 */
export async function seedDemo(engine: Engine, config: Config, storage: Storage, now = new Date()): Promise<boolean> {
  const { db } = engine;
  if (await hasDemo(engine)) return false;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(companies);
  if (total > 0) {
    throw new Error(
      `The database already holds ${total} companies: the demo fills a database of its own (DATA_DIR=./data-demo).`,
    );
  }
  const ids = await referenceIds(engine);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin')).limit(1);
  const actor: Actor = {
    user: admin ? { id: admin.id, username: admin.username, companyId: null } : null,
    ip: '127.0.0.1',
  };

  // Accounts and companies.
  const companyIds = new Map<string, number>();
  const ownerIds = new Map<string, number>();
  const companyNames = new Map<string, string>();
  const insertPerson = async (person: DemoPerson, company: DemoCompany, daysAgo: number) => {
    const [row] = await db
      .insert(users)
      .values({
        username: person.username,
        usernameSkeleton: usernameSkeleton(person.username),
        firstName: person.firstName,
        lastName: person.lastName,
        email: emailOf(person, company),
        passwordHash,
        emailConfirmedAt: daysFrom(now, -daysAgo),
        createdAt: daysFrom(now, -daysAgo),
      })
      .returning({ id: users.id });
    return row!.id;
  };
  for (const [index, company] of demoCompanies.entries()) {
    const ownerId = await insertPerson(company.owner, company, 120 - index * 5);
    const created = await createCompany(
      db,
      config,
      ownerId,
      companyInputSchema.parse({
        name: company.name,
        email: emailOf(company.owner, company),
        companyTypeId: ids.companyType(company.type),
        domainId: ids.domain(company.domain),
        website: company.website,
        description: company.description,
        skills: company.skills.map(ids.skill),
      }),
      daysFrom(now, -(120 - index * 5)),
    );
    for (const member of company.members ?? []) {
      const memberId = await insertPerson(member, company, 90 - index * 5);
      await db.update(users).set({ companyId: created.id, companyRole: 'MEMBER' }).where(eq(users.id, memberId));
    }
    await storeCompanyImage(db, storage, created.id, 'image', await checkImage(logoSvg(company), 'image'));
    if (!company.pending) await approveCompany(db, config, created.id, actor, daysFrom(now, -(110 - index * 5)));
    companyIds.set(company.key, created.id);
    ownerIds.set(company.key, ownerId);
    companyNames.set(company.key, company.name);
  }
  const companyOf = (key: string) => {
    const id = companyIds.get(key);
    if (id === undefined) throw new Error(`The demo names an unknown company: ${key}`);
    return { companyId: id, isAdmin: false };
  };

  // Partner groups, saved filters and the benches' sharing.
  const groupIds = new Map<string, number>();
  for (const group of demoPartnerGroups) {
    const owner = companyOf(group.owner);
    const created = await createPartnerGroup(
      db,
      owner.companyId,
      partnerGroupInputSchema.parse({
        name: group.name,
        companyIds: group.members.map((key) => companyOf(key).companyId),
      }),
      actor,
    );
    groupIds.set(`${group.owner}/${group.name}`, created.id);
  }
  const groupOf = (owner: string, name: string) => {
    const id = groupIds.get(`${owner}/${name}`);
    if (id === undefined) throw new Error(`The demo names an unknown partner group: ${owner}/${name}`);
    return id;
  };
  for (const filter of demoFilters) {
    await createFilter(
      db,
      companyOf(filter.owner).companyId,
      filterInputSchema.parse({ name: filter.name, skills: filter.skills.map(ids.skill) }),
    );
  }
  for (const company of demoCompanies) {
    if (!company.privateBenchGroups) continue;
    await setPublicity(db, companyOf(company.key).companyId, {
      public: false,
      partnerGroupIds: company.privateBenchGroups.map((name) => groupOf(company.key, name)),
    });
  }

  // Benches: every other talent keeps a CV, and availability was confirmed some days ago.
  const talentIds = new Map<string, { id: number; talent: DemoTalent; cv: CheckedCv }>();
  for (const [index, talent] of demoTalents.entries()) {
    const owner = companyOf(talent.owner);
    const created = await createTalent(
      db,
      owner,
      talentInputSchema.parse({
        reference: talent.reference,
        availableFrom: talent.availableIn > 0 ? isoDate(daysFrom(now, talent.availableIn)) : null,
        description: talent.bio,
        workModes: talent.modes.map(ids.workMode),
        locations: (talent.locations ?? []).map(ids.location),
        experience: {
          patternId: ids.role(talent.role),
          seniorityId: ids.seniority(talent.seniority),
          totalTime: { years: talent.years, months: 0 },
          skills: talent.skills.map(([skill, months]) => ({ skillId: ids.skill(skill), months })),
        },
        minRate: talent.rate[0],
        maxRate: talent.rate[1],
      }),
    );
    const cv = await checkCv(await cvPdf(talent, companyNames.get(talent.owner)!));
    if (index % 2 === 0) await setTalentCv(db, storage, owner.companyId, created.id, cv);
    await db
      .update(talents)
      .set({ availabilityConfirmedAt: daysFrom(now, -talent.confirmedDaysAgo) })
      .where(eq(talents.id, created.id));
    talentIds.set(talent.reference, { id: created.id, talent, cv });
  }

  // Projects and their positions.
  const projectIds = new Map<string, { id: number; owner: string; startDate: string }>();
  const positionIds: { project: string; role: string; id: number }[] = [];
  const addPosition = async (projectName: string, position: (typeof demoProjects)[number]['positions'][number]) => {
    const project = projectIds.get(projectName);
    if (!project) throw new Error(`The demo names an unknown project: ${projectName}`);
    const source = demoProjects.find((candidate) => candidate.name === projectName)!;
    const created = await createPosition(
      db,
      companyOf(project.owner),
      positionInputSchema.parse({
        projectId: project.id,
        patternId: ids.role(position.role),
        seniority: ids.seniority(position.seniority),
        workMode: position.modes.map(ids.workMode),
        locations: (position.locations ?? []).map(ids.location),
        rate: position.rate ? { min: position.rate[0], max: position.rate[1] } : {},
        requiredSkills: position.required.map(([skill, months]) => ({ skillId: ids.skill(skill), months })),
        optionalSkills: (position.optional ?? []).map(ids.skill),
        minYearsExperience: position.minYears,
        hoursPerWeek: position.hours ?? 40,
        responsibilities: position.responsibilities ?? [],
        description:
          `${position.focus}\n\nAbout the project: ${source.description}\n\n` +
          `The engagement runs ${source.months} months at ${position.hours ?? 40} hours a week, with a team that ` +
          'reviews every change and ships weekly.',
      }),
    );
    positionIds.push({ project: projectName, role: position.role, id: created.id });
  };
  for (const project of demoProjects) {
    const owner = companyOf(project.owner);
    const start = daysFrom(now, project.startsIn);
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + project.months);
    const groups = (project.groups ?? []).map((name) => groupOf(project.owner, name));
    const created = await createProject(
      db,
      owner,
      projectInputSchema.parse({
        name: project.name,
        description: project.description,
        partnerOnly: groups.length > 0,
        partnerGroups: groups,
        startDate: isoDate(start),
        endDate: isoDate(end),
        referral: project.referral ?? null,
      }),
      actor,
    );
    projectIds.set(project.name, { id: created.id, owner: project.owner, startDate: isoDate(start) });
    for (const position of project.positions) await addPosition(project.name, position);
  }
  for (const extra of demoMorePositions) await addPosition(extra.project, extra.position);

  // Applications, sent with the talent's CV and decided by the position's company.
  for (const application of demoApplications) {
    const talent = talentIds.get(application.talent);
    if (!talent) throw new Error(`The demo names an unknown talent: ${application.talent}`);
    const position = positionIds.find(
      (candidate) => candidate.project === application.project && candidate.role === application.role,
    );
    if (!position) throw new Error(`The demo names an unknown position: ${application.project} / ${application.role}`);
    const project = projectIds.get(application.project)!;
    const today = isoDate(now);
    const sent = await apply(
      db,
      storage,
      config,
      { companyId: companyOf(talent.talent.owner).companyId, userId: ownerIds.get(talent.talent.owner)! },
      applyInputSchema.parse({
        positionId: position.id,
        talentId: talent.id,
        rate: talent.talent.rate[0],
        availableFrom: project.startDate > today ? project.startDate : today,
      }),
      talent.cv,
    );
    if (application.status !== 'IN_PROGRESS') {
      await decide(
        db,
        config,
        { companyId: companyOf(project.owner).companyId, userId: ownerIds.get(project.owner)! },
        sent.id,
        application.status,
        actor,
        application.denyReason,
      );
    }
    const at = daysFrom(now, -application.daysAgo);
    await db.update(applications).set({ createdAt: at, updatedAt: at }).where(eq(applications.id, sent.id));
  }

  // Spread the projects over time: posted days or weeks ago, expiring soon, expired or closed.
  for (const project of demoProjects) {
    const { id, owner } = projectIds.get(project.name)!;
    const posted = daysFrom(now, -project.postedDaysAgo);
    const expiresAt =
      project.state === 'expired'
        ? daysFrom(now, -Math.max(1, project.postedDaysAgo - PROJECT_EXPIRY_DAYS))
        : daysFrom(posted, PROJECT_EXPIRY_DAYS);
    await db
      .update(projects)
      .set({
        datePosted: posted,
        dateUpdated: posted,
        expiresAt,
      })
      .where(eq(projects.id, id));
    await db.update(positions).set({ createdAt: posted, updatedAt: posted }).where(eq(positions.projectId, id));
    if (project.state === 'closed') {
      const open = positionIds.filter((position) => position.project === project.name);
      for (const [index, position] of open.entries()) {
        await changePositionStatus(db, companyOf(owner), position.id, {
          statusId: CLOSED_STATUSES[index % CLOSED_STATUSES.length]!,
        });
      }
    }
    await syncProjectListing(db, id);
  }

  await db.insert(demoAccounts).values(demoSignInAccounts.map((username, sortOrder) => ({ username, sortOrder })));
  return true;
}

if (process.argv[1]?.endsWith('seed-demo.ts')) {
  const config = loadConfig();
  const engine = await openDatabase(config);
  const logger = createLogger('warn');
  try {
    // The administrator as `npm start` makes it (ADMIN_PASSWORD, else a generated password printed once), never with
    // the demo's password, which the sign-in page shows to every visitor; an older demo's administrator that still
    // has it gets a new one.
    await prepareDatabase(engine, config, logger);
    await replaceKnownAdminPassword(engine.db, config, logger, DEMO_PASSWORD);
    const started = Date.now();
    const seeded = await seedDemo(engine, config, await storageFor(config));
    const where = config.databaseUrl ? 'the PostgreSQL database' : config.dataDir;
    console.log(
      seeded
        ? `Filled ${where} with the demo in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
            `${demoCompanies.length} companies, ${demoProjects.length} projects, ` +
            `${demoProjects.reduce((sum, project) => sum + project.positions.length, 0) + demoMorePositions.length} positions, ` +
            `${demoTalents.length} talents, ${demoApplications.length} applications.`
        : `Using the demo already in ${where}.`,
    );
    const { accounts } = await listDemoAccounts(engine.db);
    console.log(`\nOpen ${config.publicUrl} and sign in with the password "${DEMO_PASSWORD}" as:`);
    for (const account of accounts) console.log(`  ${account.username.padEnd(18)} ${account.description}`);
    console.log(
      `The administrator "${ADMIN_USERNAME}" has a password of its own: ADMIN_PASSWORD's, or the one printed when ` +
        'the account was created.',
    );
    console.log('');
  } finally {
    await engine.close();
  }
}
