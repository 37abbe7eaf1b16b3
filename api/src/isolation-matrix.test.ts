// The authorisation matrix: every route of the app (read from `app.routes`) × eight roles, against a world of real
// data, with the status each role must get and a scan of every answer for other companies' private data.
//
// Roles: anonymous; noCompany (signed in, no company yet); unapproved (a company the admin has not approved); other
// (an approved company in none of the owner's partner groups, and the APPLICANT: it applied to the owner's public
// position, one application in progress with a CV, one accepted, one denied, one CV-only); partner (an approved company in the
// owner's partner group); owner (the approved company whose data the table mostly aims at); member (a member of the
// owner's company who is not an owner, joined through an invitation: what any member may do it does as the owner,
// and the owner-only team actions are 403 to it); admin (the `admin`
// account created by ensureAdminAccount with ADMIN_PASSWORD, signed in through the API; it has no company).
//
// The table states who may do what (blind review, unapproved companies invisible to other companies, the
// application's talent route, the audit trail; docs/security.md). A route the app has and the table lacks,
// or the other way round, fails the test, as does every cell answering another status and every leak.
//
// Writes never touch the shared world: a cell that may succeed (or that would do harm if authorisation were broken)
// gets a throwaway row made for it just before the call (`prepare`), of the same visibility class as the fixture it
// stands for. Sign-in and sign-out run on a fresh session of the role; the audit trail is read, then companies are
// created, after everything else. A route may have several cases (e.g. one talent per visibility class), so the
// summary's call count is 8 × cases, more than 8 × routes.
import { randomBytes } from 'node:crypto';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, afterAll, expect, it } from 'vitest';
import { OPENED_STATUS_ID } from '@benchlink/contracts/enums';
import { companyEmailTokens } from './db/schema/companies';
import { mailOutbox } from './db/schema/mail';
import { projects } from './db/schema/projects';
import { users } from './db/schema/users';
import { ensureAdminAccount } from './lib/admin-account';
import { createLogger } from './lib/logger';
import { createAccount, registration, sendJson, signIn } from './test/auth';
import { companyBody } from './test/companies';
import { createSignedInUser, newSession } from './test/sessions';
import { DESCRIPTION, positionBody, projectBody } from './test/projects';
import { talentBody } from './test/talents';
import { createTestApp, type TestApp } from './test/test-app';

const ROLES = ['anonymous', 'noCompany', 'unapproved', 'other', 'partner', 'owner', 'member', 'admin'] as const;
type Role = (typeof ROLES)[number];
type SignedInRole = Exclude<Role, 'anonymous'>;
type CompanyRole = 'unapproved' | 'other' | 'partner' | 'owner';
const COMPANY_ROLES: readonly CompanyRole[] = ['unapproved', 'other', 'partner', 'owner'];
const isCompanyRole = (role: Role): role is CompanyRole => (COMPANY_ROLES as readonly string[]).includes(role);
/** The company a role acts for: the member acts for the owner's. */
const companyRoleOf = (role: Role): CompanyRole | undefined =>
  role === 'member' ? 'owner' : isCompanyRole(role) ? role : undefined;
/** The owner's company, through either of its members in the table. */
const isOwnerSide = (role: Role) => role === 'owner' || role === 'member';

// ---------------------------------------------------------------------------------------------------------------
// Sentinels: unique, random-looking strings planted in the world; finding one where it must not be is a leak.
// ---------------------------------------------------------------------------------------------------------------

const TAG = randomBytes(5).toString('hex');
const mark = (what: string) => `zq${TAG}${what}`;

const S = {
  ownerMemberEmail: `${mark('ownmbr')}@owner.example.com`,
  teamMemberEmail: `${mark('teammbr')}@owner.example.com`,
  ownerCompanyEmail: `${mark('ownoffice')}@owner.example.com`,
  partnerProjectName: `Partners only ${mark('prvproj')}`,
  partnerProjectText: mark('prvprojtext'),
  partnerPositionText: mark('prvpostext'),
  inactiveTalentBio: mark('inactivebio'),
  sharedTalentBio: mark('sharedbio'),
  cvMarker: mark('cvbytes'),
  groupName: mark('grp'),
  filterName: mark('flt'),
  applicantName: `Applicant ${mark('applname')}`,
  applicantEmail: `${mark('applofc')}@applicant.example.com`,
  applicantTalentBio: mark('appltalentbio'),
  acceptedTalentBio: mark('acctalentbio'),
  unapprovedName: `Pending ${mark('unapname')}`,
  unapprovedEmail: `${mark('unapofc')}@pending.example.com`,
  unapprovedTalentBio: mark('unaptalentbio'),
  unapprovedLogo: mark('unaplogo'),
  unapprovedProjectName: `Pending project ${mark('unapproj')}`,
} as const;

const ADMIN_PASSWORD = `admin-pw-${TAG}`;
/** A password typed wrong once during setup: the audit trail records the failure, never what was typed. */
const MISTYPED_PASSWORD = `typo-${mark('mistyped')}`;
const passwordOf = (role: string) => `pw-${role}-${TAG}`;

/** A 1×1 PNG; the marker after IEND rides along in the stored bytes (file-type still reads a PNG). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pngWith = (text: string) => Buffer.concat([PNG, Buffer.from(text)]);
const CV = Buffer.from(
  `%PDF-1.4\n% ${S.cvMarker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
);
const today = () => new Date().toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------------------------
// The world.
// ---------------------------------------------------------------------------------------------------------------

type Actor = { userId: number; email: string; password: string; cookie: string; token: string };
type CompanyOf = { id: number; name: string; email: string; body: Record<string, unknown>; image: Buffer };
type World = {
  actors: Record<SignedInRole, Actor>;
  company: Record<CompanyRole, CompanyOf>;
  bystander: number;
  /** The owner's fixtures. */
  group: number;
  publicProject: number;
  publicPosition: number;
  partnerProject: number;
  partnerPosition: number;
  sharedTalent: number;
  inactiveTalent: number;
  filter: number;
  /** The applicant's (other's) fixtures: its own group and talents, its applications to the owner's public position. */
  applicantGroup: number;
  applicantTalent: number;
  acceptedTalent: number;
  appInProgress: number;
  appAccepted: number;
  appCvOnly: number;
  deniedTalent: number;
  /** The unapproved company's fixtures. */
  unapprovedTalent: number;
  unapprovedProject: number;
  unapprovedPosition: number;
  loginAccount: { email: string; password: string };
  /** Every token mailed during setup (confirmation, verification, reset links). */
  mailedTokens: string[];
};

let t: TestApp;
let w: World;
let origin: string;

type Body = { json?: unknown; form?: FormData };

function request(method: string, url: string, cookie: string | undefined, body: Body = {}) {
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  // Writes come from our own origin, as the browser app sends them; reads carry no Origin or Sec-Fetch-* at all.
  if (method !== 'GET' && method !== 'HEAD') headers.Origin = origin;
  let payload: BodyInit | undefined;
  if (body.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body.form) payload = body.form;
  return t.app.request(url, { method, headers, body: payload });
}

/** A setup call that must answer `status`; its JSON. */
async function must<T = Record<string, unknown>>(
  status: number,
  method: string,
  url: string,
  cookie: string | undefined,
  body: Body = {},
): Promise<T> {
  const res = await request(method, url, cookie, body);
  const text = await res.text();
  if (res.status !== status)
    throw new Error(`Setup ${method} ${url} answered ${res.status} (wanted ${status}): ${text.slice(0, 300)}`);
  return (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
}

function form(fields: Record<string, string>, files: Record<string, [Buffer, string, string]> = {}) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  for (const [name, [bytes, fileName, type]] of Object.entries(files))
    data.set(name, new File([new Uint8Array(bytes)], fileName, { type }));
  return data;
}

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

async function member(key: string, email: string): Promise<Actor> {
  const password = passwordOf(key);
  const user = await createAccount(t, { username: `${key}${TAG}`, email, password });
  const cookie = await signIn(t, email, password);
  return { userId: user.id, email, password, cookie, token: tokenOf(cookie) };
}

async function createCompany(actor: Actor, body: Record<string, unknown>, image: Buffer): Promise<CompanyOf> {
  const company = await must<{ id: number; name: string; email: string }>(201, 'POST', '/api/companies', actor.cookie, {
    json: body,
  });
  return { id: company.id, name: company.name, email: company.email, body, image };
}

const idOf = (value: { id: number }) => value.id;

async function buildWorld(): Promise<World> {
  const logger = createLogger('silent');
  await ensureAdminAccount(t.db, t.config, logger);
  const adminCookie = await signIn(t, 'admin', ADMIN_PASSWORD);
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const adminId = admin!.id;

  const [owner, teamMember, partner, other, unapproved, noCompany, login] = await Promise.all([
    member('owner', S.ownerMemberEmail),
    member('member', S.teamMemberEmail),
    member('partner', `${mark('partnermbr')}@partner.example.com`),
    member('other', `${mark('applmbr')}@applicant.example.com`),
    member('unapproved', `${mark('unapmbr')}@pending.example.com`),
    member('nocompany', `${mark('nocompmbr')}@nowhere.example.com`),
    member('login', `login-${TAG}@example.com`),
  ]);
  const actors: Record<SignedInRole, Actor> = {
    noCompany,
    unapproved,
    other,
    partner,
    owner,
    member: teamMember,
    admin: {
      userId: adminId,
      email: t.config.adminEmail,
      password: ADMIN_PASSWORD,
      cookie: adminCookie,
      token: tokenOf(adminCookie),
    },
  };

  const company: Record<CompanyRole, CompanyOf> = {
    owner: await createCompany(
      owner,
      companyBody({ name: `Owner ${TAG} Consulting`, email: S.ownerCompanyEmail }),
      pngWith(`owner logo ${TAG}`),
    ),
    partner: await createCompany(
      partner,
      companyBody({ name: `Partner ${TAG} Labs`, email: `office-${TAG}@partner.example.com` }),
      pngWith('partner logo'),
    ),
    other: await createCompany(
      other,
      companyBody({ name: S.applicantName, email: S.applicantEmail }),
      pngWith('applicant logo'),
    ),
    unapproved: await createCompany(
      unapproved,
      companyBody({ name: S.unapprovedName, email: S.unapprovedEmail }),
      pngWith(S.unapprovedLogo),
    ),
  };
  const bystanderUser = await createSignedInUser(t);
  const bystander = (
    await must<{ id: number }>(201, 'POST', '/api/companies', bystanderUser.cookie, {
      json: companyBody({ name: `Bystander ${TAG}` }),
    })
  ).id;
  // Approval through the admin's own route, which also updates the browse listing columns.
  for (const id of [company.owner.id, company.partner.id, company.other.id, bystander]) {
    await must(200, 'POST', `/api/admin/approve/${id}`, adminCookie);
  }

  // The owner's colleague: invited by the owner at its own address, it joins as a member (not an owner).
  await must(201, 'POST', '/api/companies/team/invitations', owner.cookie, { json: { email: teamMember.email } });
  const [invitationMail] = await t.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, teamMember.email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const invitationLink = invitationMail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!invitationLink) throw new Error('Setup: no invitation mailed to the team member');
  await must(200, 'POST', '/api/invitations/accept', teamMember.cookie, {
    json: { token: new URL(invitationLink).searchParams.get('token') },
  });

  // Every company's logo; the unapproved company's carries a marker.
  for (const role of COMPANY_ROLES) {
    await must(200, 'POST', '/api/companies/images/set', actors[role].cookie, {
      form: form({}, { image: [company[role].image, 'logo.png', 'image/png'] }),
    });
  }

  // The owner: a partner group with the partner, a public and a partner-only project each with a position, a bench
  // shared only with the group (one active talent, one inactive), a saved filter.
  const oc = owner.cookie;
  const group = idOf(
    await must<{ id: number }>(201, 'POST', '/api/companies/partners', oc, {
      json: { name: S.groupName, companyIds: [company.partner.id] },
    }),
  );
  const publicProject = idOf(
    await must<{ id: number }>(201, 'POST', '/api/projects', oc, { json: projectBody({ name: `Public ${TAG}` }) }),
  );
  const publicPosition = idOf(
    await must<{ id: number }>(201, 'POST', '/api/positions', oc, { json: positionBody(publicProject) }),
  );
  const partnerProject = idOf(
    await must<{ id: number }>(201, 'POST', '/api/projects', oc, {
      json: projectBody({
        name: S.partnerProjectName,
        description: `${DESCRIPTION} ${S.partnerProjectText}`,
        partnerOnly: true,
        partnerGroups: [group],
      }),
    }),
  );
  const partnerPosition = idOf(
    await must<{ id: number }>(201, 'POST', '/api/positions', oc, {
      json: positionBody(partnerProject, { description: `${DESCRIPTION} ${S.partnerPositionText}` }),
    }),
  );
  await must(200, 'PUT', '/api/companies/my-talents/publicity', oc, {
    json: { public: false, partnerGroupIds: [group] },
  });
  const sharedTalent = idOf(
    await must<{ id: number }>(201, 'POST', '/api/companies/talents', oc, {
      json: talentBody({ description: `Shared ${S.sharedTalentBio}` }),
    }),
  );
  const inactiveTalent = idOf(
    await must<{ id: number }>(201, 'POST', '/api/companies/talents', oc, {
      json: talentBody({ description: `Resting ${S.inactiveTalentBio}`, active: false }),
    }),
  );
  const filter = idOf(
    await must<{ id: number }>(201, 'POST', '/api/companies/filters', oc, {
      json: { name: S.filterName, skills: [10] },
    }),
  );

  // The applicant (other): a bench shared only with a group of its own (the bystander), so that nothing but its
  // applications can show its talents to the owner; an application in progress with a CV, one accepted, one CV-only.
  const ac = other.cookie;
  const applicantGroup = idOf(
    await must<{ id: number }>(201, 'POST', '/api/companies/partners', ac, {
      json: { name: `Applicant circle ${TAG}`, companyIds: [bystander] },
    }),
  );
  await must(200, 'PUT', '/api/companies/my-talents/publicity', ac, {
    json: { public: false, partnerGroupIds: [applicantGroup] },
  });
  const applicantTalent = idOf(
    await must<{ id: number }>(201, 'POST', '/api/companies/talents', ac, {
      json: talentBody({ description: `Applying ${S.applicantTalentBio}` }),
    }),
  );
  const acceptedTalent = idOf(
    await must<{ id: number }>(201, 'POST', '/api/companies/talents', ac, {
      json: talentBody({ description: `Hired ${S.acceptedTalentBio}` }),
    }),
  );
  const appInProgress = idOf(
    await must<{ id: number }>(201, 'POST', '/api/companies/apply', ac, {
      form: form(
        { positionId: String(publicPosition), talentId: String(applicantTalent), rate: '45', availableFrom: today() },
        { file: [CV, 'cv.pdf', 'application/pdf'] },
      ),
    }),
  );
  const appAccepted = idOf(
    await must<{ id: number }>(201, 'POST', '/api/companies/apply', ac, {
      json: { positionId: publicPosition, talentId: acceptedTalent, rate: 50, availableFrom: today() },
    }),
  );
  await must(200, 'PUT', `/api/companies/applications/accept/${appAccepted}`, oc);
  const appCvOnly = idOf(
    await must<{ id: number }>(201, 'POST', '/api/companies/apply', ac, {
      form: form(
        { positionId: String(publicPosition), rate: '40', availableFrom: today() },
        { file: [CV, 'cv.pdf', 'application/pdf'] },
      ),
    }),
  );
  const deniedTalent = idOf(
    await must<{ id: number }>(201, 'POST', '/api/companies/talents', ac, {
      json: talentBody({ description: 'Turned down once' }),
    }),
  );
  const appDenied = idOf(
    await must<{ id: number }>(201, 'POST', '/api/companies/apply', ac, {
      json: { positionId: publicPosition, talentId: deniedTalent, rate: 60, availableFrom: today() },
    }),
  );
  await must(200, 'PUT', `/api/companies/applications/reject/${appDenied}`, oc);

  // The unapproved company: a talent on its (public) bench, a public project with an open position.
  const uc = unapproved.cookie;
  const unapprovedTalent = idOf(
    await must<{ id: number }>(201, 'POST', '/api/companies/talents', uc, {
      json: talentBody({ description: `Waiting ${S.unapprovedTalentBio}` }),
    }),
  );
  const unapprovedProject = idOf(
    await must<{ id: number }>(201, 'POST', '/api/projects', uc, {
      json: projectBody({ name: S.unapprovedProjectName }),
    }),
  );
  const unapprovedPosition = idOf(
    await must<{ id: number }>(201, 'POST', '/api/positions', uc, { json: positionBody(unapprovedProject) }),
  );

  // A failed sign-in (for the audit trail) and a password reset link (a token in the outbox).
  const failed = await sendJson(t, 'POST', '/api/auth/login', {
    usernameOrEmail: login.email,
    password: MISTYPED_PASSWORD,
  });
  if (failed.status !== 401) throw new Error(`Setup: a wrong password answered ${failed.status}`);
  await must(200, 'GET', `/api/auth/password-recovery?email=${encodeURIComponent(login.email)}`, undefined);
  const mailedTokens = (await t.db.select({ text: mailOutbox.text }).from(mailOutbox).orderBy(asc(mailOutbox.id)))
    .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
    .map((link) => new URL(link).searchParams.get('token'))
    .filter((token): token is string => Boolean(token));

  return {
    actors,
    company,
    bystander,
    group,
    publicProject,
    publicPosition,
    partnerProject,
    partnerPosition,
    sharedTalent,
    inactiveTalent,
    filter,
    applicantGroup,
    applicantTalent,
    acceptedTalent,
    appInProgress,
    appAccepted,
    appCvOnly,
    deniedTalent,
    unapprovedTalent,
    unapprovedProject,
    unapprovedPosition,
    loginAccount: { email: login.email, password: login.password },
    mailedTokens,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Throwaway copies for the cells that write (made by the owner or the applicant through the API, per call).
// ---------------------------------------------------------------------------------------------------------------

let serial = 0;
const next = () => (serial += 1);

/** A partner-only project of the owner shared with its group (readable by the partner, not by other companies). */
async function throwawayPartnerProject(): Promise<Made> {
  const name = `${S.partnerProjectName} copy ${next()}`;
  const project = await must<{ id: number }>(201, 'POST', '/api/projects', w.actors.owner.cookie, {
    json: projectBody({
      name,
      description: `${DESCRIPTION} ${S.partnerProjectText}`,
      partnerOnly: true,
      partnerGroups: [w.group],
    }),
  });
  return { project: project.id, name };
}

async function throwawayPartnerPosition(): Promise<Made> {
  const { project } = await throwawayPartnerProject();
  const position = await must<{ id: number }>(201, 'POST', '/api/positions', w.actors.owner.cookie, {
    json: positionBody(project as number, { description: `${DESCRIPTION} ${S.partnerPositionText}` }),
  });
  return { project: project as number, position: position.id };
}

/** A partner-only project with an open position whose three weeks have run out: it may be reactivated. */
async function throwawayExpiredProject(): Promise<Made> {
  const made = await throwawayPartnerPosition();
  await t.db
    .update(projects)
    .set({ expiresAt: new Date(Date.now() - 86_400_000) })
    .where(eq(projects.id, made.project as number));
  return made;
}

async function throwawayGroup(): Promise<Made> {
  const name = `${S.groupName}-copy${next()}`;
  const group = await must<{ id: number }>(201, 'POST', '/api/companies/partners', w.actors.owner.cookie, {
    json: { name, companyIds: [w.bystander] },
  });
  return { group: group.id, name };
}

/** An active talent on the owner's bench (shared with the partner group only). */
async function throwawaySharedTalent(): Promise<Made> {
  const talent = await must<{ id: number }>(201, 'POST', '/api/companies/talents', w.actors.owner.cookie, {
    json: talentBody({ description: `Copy ${S.sharedTalentBio}` }),
  });
  return { talent: talent.id };
}

/** A shared talent of the owner with a stored CV (carrying the CV marker other companies must never receive). */
async function throwawayTalentWithCv(): Promise<Made> {
  const made = await throwawaySharedTalent();
  await must(200, 'PUT', `/api/companies/talents/${made.talent}/cv`, w.actors.owner.cookie, {
    form: form({}, { file: [CV, 'cv.pdf', 'application/pdf'] }),
  });
  return made;
}

async function throwawayFilter(): Promise<Made> {
  const filter = await must<{ id: number }>(201, 'POST', '/api/companies/filters', w.actors.owner.cookie, {
    json: { name: `${S.filterName}-copy${next()}`, skills: [10] },
  });
  return { filter: filter.id };
}

/** An application in progress (talent and CV) from the applicant to the owner's public position. */
async function throwawayApplication(): Promise<Made> {
  const ac = w.actors.other.cookie;
  const talent = await must<{ id: number }>(201, 'POST', '/api/companies/talents', ac, {
    json: talentBody({ description: `Throwaway applicant ${next()}` }),
  });
  const application = await must<{ id: number }>(201, 'POST', '/api/companies/apply', ac, {
    form: form(
      { positionId: String(w.publicPosition), talentId: String(talent.id), rate: '45', availableFrom: today() },
      { file: [CV, 'cv.pdf', 'application/pdf'] },
    ),
  });
  return { application: application.id };
}

/** A talent of the acting role's own bench, for applying (none for roles without a company). */
async function ownTalentOf(role: Role): Promise<Made> {
  if (role === 'anonymous' || !companyRoleOf(role)) return { talent: 1 };
  const talent = await must<{ id: number }>(201, 'POST', '/api/companies/talents', w.actors[role].cookie, {
    json: talentBody({ description: `Applicant of the matrix ${next()}` }),
  });
  return { talent: talent.id };
}

/** A pending invitation of the owner's company, with its mailed link's token. */
async function throwawayInvitation(
  email = `invitee-${next()}-${TAG}@example.com`,
): Promise<{ id: number; token: string }> {
  const invitation = await must<{ id: number }>(201, 'POST', '/api/companies/team/invitations', w.actors.owner.cookie, {
    json: { email },
  });
  const [mail] = await t.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  return { id: invitation.id, token: new URL(link!).searchParams.get('token')! };
}

/** A member of the owner's company (a new account that joined through an invitation): its user id. */
async function throwawayTeamMember(): Promise<Made> {
  // Only the invited address may accept: the new account has it, confirmed.
  const colleague = await createSignedInUser(t);
  const { token } = await throwawayInvitation(colleague.user.email);
  await must(200, 'POST', '/api/invitations/accept', colleague.cookie, { json: { token } });
  return { member: colleague.user.id };
}

async function throwawayUnapprovedCompany(): Promise<Made> {
  const user = await createSignedInUser(t);
  const company = await must<{ id: number }>(201, 'POST', '/api/companies', user.cookie, {
    json: companyBody({ name: `Waiting room ${TAG} ${next()}` }),
  });
  return { company: company.id };
}

// ---------------------------------------------------------------------------------------------------------------
// The table.
// ---------------------------------------------------------------------------------------------------------------

type Status = number | readonly number[];
type Expect = Record<Role, Status>;
type Made = Record<string, number | string>;
type Ctx = { role: Role; made: Made };
type Case = {
  label?: string;
  /** Makes the throwaway rows this call works on (per role, just before the call). */
  prepare?: (role: Role) => Promise<Made> | Made;
  params?: (c: Ctx) => Record<string, string | number>;
  query?: (c: Ctx) => Record<string, string | number>;
  json?: (c: Ctx) => unknown;
  form?: (c: Ctx) => FormData;
  expect: Expect;
  /** Further assertions on the answer: each returned string is a failure. */
  check?: (c: Ctx & { status: number; body: unknown }) => string[];
  /** Runs on a new session of the role (sign-in and sign-out end the session they run on). */
  freshSession?: boolean;
  /** Runs after every other case, in this order (the audit trail is read once the rest has happened; company creation changes who the actors are). */
  last?: number;
};

const every = (status: Status): Expect => Object.fromEntries(ROLES.map((role) => [role, status])) as Expect;
/** Anyone signed in. */
const signedIn = (status: Status, overrides: Partial<Expect> = {}): Expect => ({
  ...every(status),
  anonymous: 401,
  ...overrides,
});
/** Members of a company, each acting on its own company's data (the admin has none). */
const companyMembers = (status: Status, overrides: Partial<Expect> = {}): Expect => ({
  ...every(status),
  anonymous: 401,
  noCompany: 403,
  admin: 403,
  ...overrides,
});
const adminOnly = (status: Status): Expect => ({ ...every(403), anonymous: 401, admin: status });
/** A read by id: the roles named get `status`, every other signed-in role 404 (it does not exist for them). */
const readers = (who: readonly Role[], status: Status = 200): Expect => ({
  ...every(404),
  anonymous: 401,
  ...Object.fromEntries(who.map((role) => [role, status])),
});
/** A change to one of the owner's rows: the owner gets `status`; how each other company is refused is given. */
const ownerChange = (status: Status, others: Record<'partner' | 'other' | 'unapproved', Status>): Expect => ({
  anonymous: 401,
  noCompany: 403,
  admin: 403,
  owner: status,
  member: status,
  ...others,
});
/** Another company's row, readable by them or not, is as unknown to them as a missing id: 404, never 403. */
const NOT_THEIRS = { partner: 404, other: 404, unapproved: 404 } as const;
/** The two parties of an application (owner of the position, applicant); to other companies it does not exist. */
const parties = (status: Status): Expect => ({
  anonymous: 401,
  noCompany: 403,
  admin: 403,
  owner: status,
  member: status,
  other: status,
  partner: 404,
  unapproved: 404,
});

const COMPANIES_WITH_VISIBLE_OWNER = [
  'noCompany',
  'unapproved',
  'other',
  'partner',
  'owner',
  'member',
  'admin',
] as const;
const ALL_COMPANIES_AND_ADMIN = ['unapproved', 'other', 'partner', 'owner', 'member', 'admin'] as const;
const OWNER_AND_PARTNER = ['owner', 'member', 'partner', 'admin'] as const;
const UNAPPROVED_ITSELF = ['unapproved', 'admin'] as const;

/** The logo a role's company had from the start (a plain PNG for roles without a company). */
const imageOf = (role: Role) => {
  const own = companyRoleOf(role);
  return own ? w.company[own].image : PNG;
};

const keysOf = (value: unknown) => (value && typeof value === 'object' ? Object.keys(value) : []);
const has = (value: unknown, key: string) => keysOf(value).includes(key);

/** The talent of an application as the owner reviews it before acceptance: nothing naming it or its company. */
const blindTalent = (c: Ctx & { body: unknown }) =>
  isOwnerSide(c.role)
    ? [
        ...['id', 'companyId', 'companyName']
          .filter((key) => has(c.body, key))
          .map((key) => `blind review: talent carries \`${key}\``),
        // The moment of the last confirmation would single the talent out among listings: the day only.
        ...(/^\d{4}-\d{2}-\d{2}$/.test(
          String((c.body as { availabilityConfirmedAt?: unknown }).availabilityConfirmedAt),
        )
          ? []
          : ['blind review: talent carries `availabilityConfirmedAt` finer than a day']),
      ]
    : [];

function buildTable(): Record<string, Case | Case[]> {
  const reference = (id?: number): Case => ({
    params: (): Record<string, number> => (id === undefined ? {} : { id }),
    expect: every(200),
  });

  return {
    // Public reference data and system routes.
    'GET /api/health': reference(),
    'GET /api/skills': reference(),
    'GET /api/skills/:id': reference(10),
    'GET /api/patterns': reference(),
    'GET /api/seniorities': reference(),
    'GET /api/seniorities/:id': reference(3),
    'GET /api/domains': reference(),
    'GET /api/domains/:id': reference(2),
    'GET /api/company-types': reference(),
    'GET /api/company-types/:id': reference(1),
    'GET /api/locations': reference(),
    'GET /api/workmodes': reference(),
    'GET /api/position-statuses': reference(),
    'GET /api/currencies': reference(),
    'GET /api/responsibilities': reference(),
    'GET /api/openapi.json': reference(),
    'GET /api/docs': reference(),
    'GET /api/docs/:file': { params: () => ({ file: 'index.css' }), expect: every(200) },

    // Accounts.
    'POST /api/auth/register': {
      json: ({ role }) =>
        registration({ username: `reg${role}${TAG}`.slice(0, 40), email: `reg-${role}-${TAG}@example.com` }),
      expect: every(201),
    },
    'GET /api/auth/register/confirm': { expect: every(302) },
    'GET /api/auth/register/resend-confirmation': {
      query: () => ({ email: `nobody-${TAG}@example.com` }),
      expect: every(200),
    },
    'POST /api/auth/login': {
      freshSession: true,
      json: () => ({ usernameOrEmail: w.loginAccount.email, password: w.loginAccount.password }),
      expect: every(200),
    },
    'POST /api/auth/logout': { freshSession: true, expect: every(200) },
    'GET /api/auth/password-recovery': { query: () => ({ email: `nobody-${TAG}@example.com` }), expect: every(200) },
    'GET /api/auth/password-reset/check': { query: () => ({ token: `not-a-token-${TAG}` }), expect: every(400) },
    'POST /api/auth/set-new-password': {
      json: () => ({
        token: `not-a-token-${TAG}`,
        newPassword: 'another password',
        repeatPassword: 'another password',
      }),
      expect: every(400),
    },
    'GET /api/auth/providers': reference(),
    // Public: the demo's accounts (none on this database), offered on the sign-in page.
    'GET /api/auth/demo-accounts': reference(),
    'GET /api/auth/oauth2/authorize': { expect: every(404) },
    'GET /api/auth/oauth2/success': { expect: every(302) },
    'GET /api/user': { expect: signedIn(200) },
    // Each caller's own notifications: no id in the path, so nobody reaches another's.
    'GET /api/notifications': { expect: signedIn(200) },
    'POST /api/notifications/read': { json: () => ({}), expect: signedIn(204) },
    // The caller's own account (no id in the path: nobody reaches another's). The password change is refused on a
    // wrong current password, and the e-mail only mails a link (each role gives its own password), so no actor's
    // sign-in changes.
    'PUT /api/user': { json: () => ({ firstName: 'Matrix', lastName: 'Member' }), expect: signedIn(200) },
    'POST /api/user/email': {
      json: ({ role }) => ({
        email: `moving-${role}-${next()}-${TAG}@example.com`,
        currentPassword: role === 'anonymous' ? 'no password' : w.actors[role].password,
      }),
      expect: signedIn(200),
    },
    'POST /api/user/email-changes': { json: () => ({ token: `not-a-token-${TAG}` }), expect: every(400) },
    'POST /api/user/email-change-cancellations': {
      json: () => ({ token: `not-a-token-${TAG}` }),
      expect: every(400),
    },
    'PUT /api/user/password': {
      json: () => ({
        currentPassword: 'not the password',
        password: 'another password',
        repeatedPassword: 'another password',
      }),
      expect: signedIn(400),
    },

    // Teams: each company's own people; another company's invitation or member is 404 to every other company.
    'GET /api/companies/team': { expect: companyMembers(200) },
    'POST /api/companies/team/invitations': {
      json: ({ role }) => ({ email: `invitee-${role}-${next()}-${TAG}@example.com` }),
      // A company awaiting approval mails nobody.
      expect: companyMembers(201, { unapproved: 403 }),
    },
    'DELETE /api/companies/team/invitations/:id': {
      prepare: async () => ({ invitation: (await throwawayInvitation()).id }),
      params: ({ made }) => ({ id: made.invitation! }),
      expect: ownerChange(204, NOT_THEIRS),
    },
    // Only an owner removes another member or makes one an owner.
    'DELETE /api/companies/team/members/:userId': {
      prepare: throwawayTeamMember,
      params: ({ made }) => ({ userId: made.member! }),
      expect: { ...ownerChange(204, NOT_THEIRS), member: 403 },
    },
    'POST /api/companies/team/members/:userId/owner': {
      prepare: throwawayTeamMember,
      params: ({ made }) => ({ userId: made.member! }),
      expect: { ...ownerChange(200, NOT_THEIRS), member: 403 },
    },
    // An invitation's link is the secret: whoever holds it may read it.
    'GET /api/invitations': [
      { label: 'unknown link', query: () => ({ token: `not-a-token-${TAG}` }), expect: every(400) },
      {
        label: 'the owner’s invitation',
        prepare: async () => ({ token: (await throwawayInvitation()).token }),
        query: ({ made }) => ({ token: made.token! }),
        expect: every(200),
      },
    ],
    'POST /api/invitations/accept': [
      {
        label: 'unknown link',
        json: () => ({ token: `not-a-token-${TAG}` }),
        expect: signedIn(400, { admin: 403 }),
      },
      {
        // The link is bound to the invited address, which no role has (joining is tested in team.test.ts).
        label: 'the owner’s invitation',
        last: 3,
        prepare: async () => ({ token: (await throwawayInvitation()).token }),
        json: ({ made }) => ({ token: made.token }),
        expect: signedIn(403),
      },
    ],

    // Companies.
    'GET /api/companies': { query: () => ({ pageSize: 100 }), expect: signedIn(200) },
    'POST /api/companies': {
      last: 2,
      json: ({ role }) => companyBody({ name: `Late ${TAG} ${role}` }),
      expect: { ...every(409), anonymous: 401, noCompany: 201, admin: 201 },
    },
    'PUT /api/companies': {
      json: ({ role }) => {
        const own = companyRoleOf(role);
        return own ? w.company[own].body : companyBody();
      },
      expect: companyMembers(200),
    },
    'GET /api/companies/others': {
      query: () => ({ pageSize: 100 }),
      expect: companyMembers(200),
      // A company awaiting approval has nobody to pick as a partner.
      check: ({ role, body }) =>
        role === 'unapproved' && (body as { totalElements?: number }).totalElements !== 0
          ? ['the unapproved company gets other companies']
          : [],
    },
    'GET /api/companies/confirm-email': { expect: every(302) },
    'GET /api/companies/resend-email-confirmation': {
      // Every company's address is unverified; the 90 s since the last mail have passed.
      prepare: async () => {
        await t.db.update(companyEmailTokens).set({ createdAt: new Date(Date.now() - 3_600_000) });
        return {};
      },
      expect: companyMembers(200),
    },
    'GET /api/companies/:id': [
      { label: 'owner', params: () => ({ id: w.company.owner.id }), expect: signedIn(200) },
      {
        label: 'unapproved company',
        params: () => ({ id: w.company.unapproved.id }),
        expect: readers(UNAPPROVED_ITSELF),
      },
    ],
    'GET /api/companies/:id/projects': [
      { label: 'owner', params: () => ({ id: w.company.owner.id }), expect: signedIn(200) },
      { label: 'unapproved company', params: () => ({ id: w.company.unapproved.id }), expect: signedIn(200) },
    ],
    'GET /api/companies/:id/:kind': [
      { label: 'owner logo', params: () => ({ id: w.company.owner.id, kind: 'image' }), expect: signedIn(200) },
      {
        label: 'unapproved logo',
        params: () => ({ id: w.company.unapproved.id, kind: 'image' }),
        expect: readers(UNAPPROVED_ITSELF),
      },
    ],
    'POST /api/companies/images/set': {
      form: ({ role }) => form({}, { image: [imageOf(role), 'logo.png', 'image/png'] }),
      expect: companyMembers(200),
    },
    'DELETE /api/companies/images/:kind': {
      // Each company removes a banner of its own, uploaded for the purpose.
      prepare: async (role) => {
        if (role !== 'anonymous' && companyRoleOf(role)) {
          await must(200, 'POST', '/api/companies/images/set', w.actors[role].cookie, {
            form: form({}, { banner: [PNG, 'banner.png', 'image/png'] }),
          });
        }
        return {};
      },
      params: () => ({ kind: 'banner' }),
      expect: companyMembers(204),
    },
    'POST /api/upload-image': {
      query: () => ({ company_id: w.company.owner.id }),
      form: ({ role }) => form({}, { file: [imageOf(role), 'logo.png', 'image/png'] }),
      expect: ownerChange(201, NOT_THEIRS),
    },
    'POST /api/upload-banner': {
      query: () => ({ company_id: w.company.owner.id }),
      form: () => form({}, { file: [PNG, 'banner.png', 'image/png'] }),
      expect: ownerChange(201, NOT_THEIRS),
    },
    'GET /api/get-image/:id': [
      { label: 'owner', params: () => ({ id: w.company.owner.id }), expect: signedIn(200) },
      {
        label: 'unapproved company',
        params: () => ({ id: w.company.unapproved.id }),
        expect: readers(UNAPPROVED_ITSELF),
      },
    ],
    'GET /api/get-banner/:id': [
      { label: 'owner', params: () => ({ id: w.company.owner.id }), expect: signedIn(200) },
      {
        label: 'unapproved company',
        params: () => ({ id: w.company.unapproved.id }),
        expect: readers(UNAPPROVED_ITSELF),
      },
    ],

    // Partner groups.
    'GET /api/companies/partners': { expect: companyMembers(200) },
    'POST /api/companies/partners': [
      {
        label: 'own group',
        json: ({ role }) => ({ name: `Circle ${role} ${next()}`, companyIds: [w.bystander] }),
        // A company awaiting approval adds no partners (400).
        expect: companyMembers(201, { unapproved: 400 }),
      },
      {
        // An unapproved company is as unknown as a missing one (for itself: it adds no partners before approval).
        label: 'with the unapproved company',
        json: ({ role }) => ({ name: `Circle ${role} ${next()}`, companyIds: [w.company.unapproved.id] }),
        expect: companyMembers(404, { unapproved: 400 }),
      },
    ],
    'DELETE /api/companies/partners': {
      prepare: throwawayGroup,
      query: ({ made }) => ({ partnerGroupId: made.group! }),
      expect: ownerChange(204, NOT_THEIRS),
    },
    'GET /api/companies/partners/:id': { params: () => ({ id: w.group }), expect: ownerChange(200, NOT_THEIRS) },
    'PUT /api/companies/partners/:id': [
      {
        label: 'own members',
        prepare: throwawayGroup,
        params: ({ made }) => ({ id: made.group! }),
        json: ({ made }) => ({ name: made.name, companyIds: [w.bystander] }),
        expect: ownerChange(200, NOT_THEIRS),
      },
      {
        label: 'with the unapproved company',
        prepare: throwawayGroup,
        params: ({ made }) => ({ id: made.group! }),
        json: ({ made }) => ({ name: made.name, companyIds: [w.company.unapproved.id] }),
        expect: ownerChange(404, NOT_THEIRS),
      },
    ],

    // Talents.
    'GET /api/companies/talents': [
      { label: 'browse', query: () => ({ pageSize: 100 }), expect: companyMembers(200) },
      {
        label: 'ranked for the owner’s public position',
        query: () => ({ pageSize: 100, positionId: w.publicPosition, sort: 'match' }),
        expect: ownerChange(200, NOT_THEIRS),
      },
    ],
    'POST /api/companies/talents': {
      json: () => talentBody({ description: `Matrix talent ${next()}` }),
      expect: companyMembers(201),
    },
    'GET /api/companies/talents/:id': [
      {
        label: 'owner, shared with the group',
        params: () => ({ id: w.sharedTalent }),
        expect: readers(OWNER_AND_PARTNER),
      },
      {
        label: 'owner, inactive',
        params: () => ({ id: w.inactiveTalent }),
        expect: readers(['owner', 'member', 'admin']),
      },
      {
        label: 'applicant, in progress',
        params: () => ({ id: w.applicantTalent }),
        expect: readers(['other', 'admin']),
      },
      {
        label: 'applicant, accepted',
        params: () => ({ id: w.acceptedTalent }),
        expect: readers(['other', 'owner', 'member', 'admin']),
      },
      { label: 'applicant, denied', params: () => ({ id: w.deniedTalent }), expect: readers(['other', 'admin']) },
      { label: 'unapproved company', params: () => ({ id: w.unapprovedTalent }), expect: readers(UNAPPROVED_ITSELF) },
    ],
    'PUT /api/companies/talents/:id': {
      prepare: throwawaySharedTalent,
      params: ({ made }) => ({ id: made.talent! }),
      json: () => talentBody({ description: `Copy ${S.sharedTalentBio}` }),
      expect: ownerChange(200, NOT_THEIRS),
    },
    'DELETE /api/companies/talents/:id': {
      prepare: throwawaySharedTalent,
      params: ({ made }) => ({ id: made.talent! }),
      expect: ownerChange(204, NOT_THEIRS),
    },
    'POST /api/companies/talents/:id/confirm-availability': {
      prepare: throwawaySharedTalent,
      params: ({ made }) => ({ id: made.talent! }),
      expect: ownerChange(200, NOT_THEIRS),
    },
    'PUT /api/companies/talents/:id/cv': {
      prepare: throwawaySharedTalent,
      params: ({ made }) => ({ id: made.talent! }),
      form: () => form({}, { file: [CV, 'cv.pdf', 'application/pdf'] }),
      expect: ownerChange(200, NOT_THEIRS),
    },
    'GET /api/companies/talents/:id/cv': {
      prepare: throwawayTalentWithCv,
      params: ({ made }) => ({ id: made.talent! }),
      expect: ownerChange(200, NOT_THEIRS),
    },
    'DELETE /api/companies/talents/:id/cv': {
      prepare: throwawayTalentWithCv,
      params: ({ made }) => ({ id: made.talent! }),
      expect: ownerChange(204, NOT_THEIRS),
    },
    // The one-click link of the availability reminder: the token is the proof, so anyone may try one (400 when wrong).
    'POST /api/talents/availability-confirmations': { json: () => ({ token: `wrong-${next()}` }), expect: every(400) },
    'GET /api/companies/my-talents': { query: () => ({ pageSize: 100 }), expect: companyMembers(200) },
    'GET /api/companies/my-talents/partial': [
      { label: 'all', expect: companyMembers(200) },
      {
        label: 'ranked for the owner’s partners-only position',
        query: () => ({ positionId: w.partnerPosition }),
        expect: { ...companyMembers(200), other: 404, unapproved: 404 },
      },
    ],
    'GET /api/companies/my-talents/publicity': { expect: companyMembers(200) },
    'PUT /api/companies/my-talents/publicity': [
      {
        label: 'own setting again',
        json: ({ role }) =>
          isOwnerSide(role)
            ? { public: false, partnerGroupIds: [w.group] }
            : role === 'other'
              ? { public: false, partnerGroupIds: [w.applicantGroup] }
              : { public: true, partnerGroupIds: [] },
        expect: companyMembers(200),
      },
      {
        label: "shared with the owner's group",
        json: () => ({ public: false, partnerGroupIds: [w.group] }),
        expect: ownerChange(200, NOT_THEIRS),
      },
    ],

    // Filters.
    'GET /api/companies/filters': { expect: companyMembers(200) },
    'POST /api/companies/filters': {
      json: () => ({ name: `Matrix filter ${next()}`, skills: [10] }),
      expect: companyMembers(201),
    },
    'PUT /api/companies/filters/:id': {
      prepare: throwawayFilter,
      params: ({ made }) => ({ id: made.filter! }),
      json: () => ({ isEnabled: true }),
      expect: ownerChange(200, NOT_THEIRS),
    },
    'DELETE /api/companies/filters/:id': {
      prepare: throwawayFilter,
      params: ({ made }) => ({ id: made.filter! }),
      expect: ownerChange(204, NOT_THEIRS),
    },

    // Positions.
    'GET /api/companies/positions/partial': { expect: companyMembers(200) },
    'GET /api/positions': { query: () => ({ pageSize: 100 }), expect: companyMembers(200) },
    'POST /api/positions': {
      prepare: throwawayPartnerProject,
      json: ({ made }) =>
        positionBody(made.project as number, { description: `${DESCRIPTION} ${S.partnerPositionText}` }),
      expect: ownerChange(201, NOT_THEIRS),
    },
    'GET /api/positions/:id': [
      { label: 'public', params: () => ({ id: w.publicPosition }), expect: readers(ALL_COMPANIES_AND_ADMIN) },
      { label: 'partner-only', params: () => ({ id: w.partnerPosition }), expect: readers(OWNER_AND_PARTNER) },
      { label: 'unapproved company', params: () => ({ id: w.unapprovedPosition }), expect: readers(UNAPPROVED_ITSELF) },
    ],
    'PUT /api/positions/:id': {
      prepare: throwawayPartnerPosition,
      params: ({ made }) => ({ id: made.position! }),
      json: ({ made }) => ({
        ...positionBody(made.project as number, { description: `${DESCRIPTION} ${S.partnerPositionText}` }),
        statusId: OPENED_STATUS_ID,
      }),
      expect: ownerChange(200, NOT_THEIRS),
    },
    'PUT /api/positions/:id/status': {
      prepare: throwawayPartnerPosition,
      params: ({ made }) => ({ id: made.position! }),
      query: () => ({ statusId: OPENED_STATUS_ID }),
      expect: ownerChange(200, NOT_THEIRS),
    },
    'DELETE /api/positions/:id': {
      prepare: throwawayPartnerPosition,
      params: ({ made }) => ({ id: made.position! }),
      expect: ownerChange(204, NOT_THEIRS),
    },

    // Projects.
    'POST /api/projects': [
      { label: 'public', json: () => projectBody({ name: `Matrix project ${next()}` }), expect: companyMembers(201) },
      {
        label: "shared with the owner's group",
        json: () => projectBody({ name: `Shared attempt ${next()}`, partnerOnly: true, partnerGroups: [w.group] }),
        expect: ownerChange(201, NOT_THEIRS),
      },
    ],
    'GET /api/projects/:id': [
      { label: 'public', params: () => ({ id: w.publicProject }), expect: readers(ALL_COMPANIES_AND_ADMIN) },
      {
        label: 'partner-only',
        params: () => ({ id: w.partnerProject }),
        expect: readers(OWNER_AND_PARTNER),
        check: ({ role, body }) =>
          role === 'partner' && has(body, 'partnerGroups') ? ['the partner sees the project’s partner groups'] : [],
      },
      { label: 'unapproved company', params: () => ({ id: w.unapprovedProject }), expect: readers(UNAPPROVED_ITSELF) },
    ],
    'PUT /api/projects/:id': {
      prepare: throwawayPartnerProject,
      params: ({ made }) => ({ id: made.project! }),
      json: ({ made }) =>
        projectBody({
          name: String(made.name),
          description: `${DESCRIPTION} ${S.partnerProjectText}`,
          partnerOnly: true,
          partnerGroups: [w.group],
        }),
      expect: ownerChange(200, NOT_THEIRS),
    },
    'DELETE /api/projects/:id': {
      prepare: throwawayPartnerProject,
      params: ({ made }) => ({ id: made.project! }),
      expect: ownerChange(204, NOT_THEIRS),
    },
    'GET /api/projects/:id/positions': [
      { label: 'public', params: () => ({ id: w.publicProject }), expect: readers(ALL_COMPANIES_AND_ADMIN) },
      { label: 'partner-only', params: () => ({ id: w.partnerProject }), expect: readers(OWNER_AND_PARTNER) },
      { label: 'unapproved company', params: () => ({ id: w.unapprovedProject }), expect: readers(UNAPPROVED_ITSELF) },
    ],
    'GET /api/projects/:id/reactivate': {
      prepare: throwawayExpiredProject,
      params: ({ made }) => ({ id: made.project! }),
      expect: ownerChange(200, NOT_THEIRS),
    },
    'POST /api/projects/:id/reactivate': {
      prepare: throwawayExpiredProject,
      params: ({ made }) => ({ id: made.project! }),
      expect: ownerChange(200, NOT_THEIRS),
    },

    // Applications.
    'POST /api/companies/apply': [
      {
        label: 'public position',
        prepare: ownTalentOf,
        json: ({ made }) => ({ positionId: w.publicPosition, talentId: made.talent, rate: 45, availableFrom: today() }),
        expect: {
          anonymous: 401,
          noCompany: 403,
          admin: 403,
          owner: 400,
          member: 400,
          partner: 201,
          other: 201,
          unapproved: 403,
        },
        check: ({ role, body }) =>
          role === 'unapproved' && !JSON.stringify(body).includes('awaiting approval')
            ? ['unapproved company: not the "awaiting approval" message']
            : [],
      },
      {
        label: 'partner-only position',
        prepare: ownTalentOf,
        json: ({ made }) => ({
          positionId: w.partnerPosition,
          talentId: made.talent,
          rate: 45,
          availableFrom: today(),
        }),
        // Hidden from other: as unknown as a missing position. The unapproved company is refused before that.
        expect: {
          anonymous: 401,
          noCompany: 403,
          admin: 403,
          owner: 400,
          member: 400,
          partner: 201,
          other: 404,
          unapproved: 403,
        },
      },
      {
        label: "with the owner's talent",
        json: () => ({ positionId: w.publicPosition, talentId: w.sharedTalent, rate: 45, availableFrom: today() }),
        // Another company's talent is as unknown as a missing one, readable (partner) or not (other).
        expect: {
          anonymous: 401,
          noCompany: 403,
          admin: 403,
          owner: 400,
          member: 400,
          partner: 404,
          other: 404,
          unapproved: 403,
        },
      },
    ],
    'POST /api/companies/upload-cv': {
      prepare: throwawayApplication,
      query: ({ made }) => ({ application_id: made.application! }),
      form: () => form({}, { file: [CV, 'cv.pdf', 'application/pdf'] }),
      expect: { ...parties(403), other: 201 },
    },
    'GET /api/companies/my-applications/overall': { expect: companyMembers(200) },
    'GET /api/companies/applications/overall': { expect: companyMembers(200) },
    'GET /api/companies/my-applications': { expect: companyMembers(200) },
    'GET /api/companies/applications': [
      { label: 'all', expect: companyMembers(200) },
      {
        label: 'one position',
        query: () => ({ positionId: w.publicPosition }),
        expect: ownerChange(200, NOT_THEIRS),
      },
    ],
    'PUT /api/companies/applications/accept/:id': {
      prepare: throwawayApplication,
      params: ({ made }) => ({ id: made.application! }),
      expect: { ...parties(403), owner: 200, member: 200 },
    },
    'PUT /api/companies/applications/reject/:id': {
      prepare: throwawayApplication,
      params: ({ made }) => ({ id: made.application! }),
      expect: { ...parties(403), owner: 200, member: 200 },
    },
    'PUT /api/companies/applications/cancel/:id': {
      prepare: throwawayApplication,
      params: ({ made }) => ({ id: made.application! }),
      expect: { ...parties(403), other: 200 },
    },
    'GET /api/companies/applications/:id': [
      { label: 'in progress', params: () => ({ id: w.appInProgress }), expect: parties(200) },
      {
        label: 'accepted',
        params: () => ({ id: w.appAccepted }),
        expect: parties(200),
        check: ({ role, body }) =>
          isOwnerSide(role) && (body as { companyId?: number }).companyId !== w.company.other.id
            ? ['accepted: the owner is not told the applying company']
            : [],
      },
    ],
    'GET /api/companies/applications/:id/cv': { params: () => ({ id: w.appInProgress }), expect: parties(200) },
    'GET /api/companies/applications/:id/talent': [
      {
        label: 'in progress',
        params: () => ({ id: w.appInProgress }),
        expect: parties(200),
        check: (c) => [
          ...blindTalent(c),
          ...(c.role === 'other' && (c.body as { id?: number }).id !== w.applicantTalent
            ? ['the applicant does not get its full talent']
            : []),
        ],
      },
      {
        label: 'accepted',
        params: () => ({ id: w.appAccepted }),
        expect: parties(200),
        check: ({ role, body }) =>
          isOwnerSide(role) &&
          ((body as { id?: number }).id !== w.acceptedTalent ||
            (body as { companyId?: number }).companyId !== w.company.other.id)
            ? ['accepted: the owner does not get the full talent']
            : [],
      },
      // To a non-party the application does not exist, whether or not it has a talent.
      { label: 'CV only', params: () => ({ id: w.appCvOnly }), expect: parties(404) },
    ],

    // The administrator.
    'GET /api/admin/get-non-approved': { query: () => ({ pageSize: 100 }), expect: adminOnly(200) },
    'POST /api/admin/approve/:id': {
      prepare: throwawayUnapprovedCompany,
      params: ({ made }) => ({ id: made.company! }),
      expect: adminOnly(200),
    },
    'POST /api/admin/refuse/:id': {
      prepare: throwawayUnapprovedCompany,
      params: ({ made }) => ({ id: made.company! }),
      json: () => ({ reason: 'Not an IT service company' }),
      expect: adminOnly(200),
    },
    'GET /api/admin/decided-companies': { query: () => ({ pageSize: 100 }), expect: adminOnly(200) },
    'GET /api/admin/audit': { last: 1, query: () => ({ offset: 0, pageSize: 100 }), expect: adminOnly(200) },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Leak checks.
// ---------------------------------------------------------------------------------------------------------------

type Sentinel = { name: string; value: string; seenBy: readonly Role[] };

/** Who may see what. The admin sees everything but passwords, password hashes and session tokens. */
async function sentinels(): Promise<Sentinel[]> {
  const owner = ['owner', 'member', 'admin'] as const;
  const list: Sentinel[] = [
    // A company's e-mail is part of its public profile (the marketplace company page shows it): anyone signed in
    // may read the approved owner's; a member's own e-mail only they (and the admin) see.
    { name: "owner's company e-mail", value: S.ownerCompanyEmail, seenBy: COMPANIES_WITH_VISIBLE_OWNER },
    { name: 'partner-only project name', value: S.partnerProjectName, seenBy: OWNER_AND_PARTNER },
    { name: 'partner-only project description', value: S.partnerProjectText, seenBy: OWNER_AND_PARTNER },
    { name: 'partner-only position description', value: S.partnerPositionText, seenBy: OWNER_AND_PARTNER },
    { name: 'talent on a bench shared with the group', value: S.sharedTalentBio, seenBy: OWNER_AND_PARTNER },
    { name: 'inactive talent', value: S.inactiveTalentBio, seenBy: owner },
    { name: 'partner group name', value: S.groupName, seenBy: owner },
    { name: 'saved filter name', value: S.filterName, seenBy: owner },
    { name: 'CV bytes', value: S.cvMarker, seenBy: ['owner', 'member', 'other', 'admin'] },
    // The applicant's talents are on a bench shared with nobody here: only the application shows them to the owner.
    {
      name: 'applying talent (in progress)',
      value: S.applicantTalentBio,
      seenBy: ['other', 'owner', 'member', 'admin'],
    },
    { name: 'applying talent (accepted)', value: S.acceptedTalentBio, seenBy: ['other', 'owner', 'member', 'admin'] },
    { name: 'unapproved company name', value: S.unapprovedName, seenBy: UNAPPROVED_ITSELF },
    { name: 'unapproved company e-mail', value: S.unapprovedEmail, seenBy: UNAPPROVED_ITSELF },
    { name: "unapproved company's talent", value: S.unapprovedTalentBio, seenBy: UNAPPROVED_ITSELF },
    { name: "unapproved company's logo bytes", value: S.unapprovedLogo, seenBy: UNAPPROVED_ITSELF },
    { name: "unapproved company's project", value: S.unapprovedProjectName, seenBy: UNAPPROVED_ITSELF },
  ];
  for (const role of ['noCompany', 'unapproved', 'partner'] as const) {
    list.push({ name: `${role}'s member e-mail`, value: w.actors[role].email, seenBy: [role, 'admin'] });
  }
  // The hand-off of the accepted application: the owner's member who accepted it and the other company's member who
  // applied read each other's address, and nobody else does but the owner's colleague (its team's addresses, and
  // the hand-off its company received).
  list.push({
    name: "owner's member e-mail",
    value: w.actors.owner.email,
    seenBy: ['owner', 'member', 'other', 'admin'],
  });
  list.push({
    name: "other's member e-mail",
    value: w.actors.other.email,
    seenBy: ['other', 'owner', 'member', 'admin'],
  });
  list.push({
    name: "the owner's colleague's e-mail",
    value: w.actors.member.email,
    seenBy: ['member', 'owner', 'admin'],
  });
  const hashes = await t.db
    .select({ username: users.username, hash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.id,
        Object.values(w.actors).map((actor) => actor.userId),
      ),
    );
  for (const role of ROLES.filter((r): r is SignedInRole => r !== 'anonymous')) {
    list.push({ name: `${role}'s password`, value: w.actors[role].password, seenBy: [] });
    list.push({ name: `${role}'s session token`, value: w.actors[role].token, seenBy: [] });
  }
  for (const row of hashes)
    if (row.hash) list.push({ name: `${row.username}'s password hash`, value: row.hash, seenBy: [] });
  list.push({ name: 'a password typed wrong at sign-in', value: MISTYPED_PASSWORD, seenBy: [] });
  w.mailedTokens.forEach((token, index) => list.push({ name: `mailed token #${index + 1}`, value: token, seenBy: [] }));
  return list;
}

function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objectsIn(item);
  else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const item of Object.values(value)) yield* objectsIn(item);
  }
}

/**
 * Rules on the shape of JSON answers; returns the failures (one line per rule and answer), how many objects were
 * checked, and how many undecided received applications the owner was shown (the blind-review rule's own control).
 */
function structuralLeaks(role: Role, json: unknown): { failures: string[]; checks: number; blindSeen: number } {
  const failures: string[] = [];
  let checks = 0;
  let blindSeen = 0;
  const applicantIdentity = [w.company.other, w.company.partner, w.company.unapproved].flatMap((c) => [
    c.name,
    c.email,
  ]);
  const blind = new Map<string, number[]>();
  const note = (what: string, id: unknown) => blind.set(what, [...(blind.get(what) ?? []), Number(id)]);
  for (const object of objectsIn(json)) {
    // Blind review: an application the owner received names neither the talent nor its company until accepted.
    if (isOwnerSide(role) && typeof object.applicationStatus === 'string') {
      checks += 1;
      if (object.applicationStatus !== 'ACCEPTED') {
        blindSeen += 1;
        for (const key of ['talentId', 'companyId', 'companyName']) if (key in object) note(`\`${key}\``, object.id);
        if (has(object.talent, 'id')) note('`talent.id`', object.id);
        const text = JSON.stringify(object);
        for (const identity of applicantIdentity)
          if (text.includes(identity)) note(`the applicant's name or e-mail (${identity})`, object.id);
      }
    }
    // Only the owner and the admin see which groups the owner's projects are shared with.
    if (!isOwnerSide(role) && role !== 'admin' && object.companyId === w.company.owner.id) {
      checks += 1;
      if ('partnerGroups' in object) failures.push(`owner's project ${String(object.id)} shows its partnerGroups`);
    }
    // Nothing of the unapproved company reaches other companies.
    if (role !== 'unapproved' && role !== 'admin') {
      checks += 1;
      if (object.companyId === w.company.unapproved.id)
        failures.push(
          `an object of the unapproved company (companyId ${w.company.unapproved.id}): ${JSON.stringify(object).slice(0, 120)}`,
        );
    }
  }
  for (const [what, ids] of blind) {
    failures.push(
      `blind review: ${ids.length} application(s) not accepted carry ${what} (application ids ${ids.join(', ')})`,
    );
  }
  return { failures, checks, blindSeen };
}

// ---------------------------------------------------------------------------------------------------------------
// The test.
// ---------------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  t = await createTestApp({ adminPassword: ADMIN_PASSWORD, rateLimits: 'off' });
  origin = new URL(t.config.publicUrl).origin;
  w = await buildWorld();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

it('answers every route × role as the table says, and leaks nothing to a role that must not see it', async () => {
  const table = buildTable();
  const failures: string[] = [];

  const appRoutes = new Set(
    t.app.routes.filter((route) => !route.path.endsWith('*')).map((route) => `${route.method} ${route.path}`),
  );
  for (const route of appRoutes)
    if (!(route in table)) failures.push(`ROUTE WITHOUT ENTRY: ${route} (add it to the table)`);
  for (const route of Object.keys(table))
    if (!appRoutes.has(route)) failures.push(`TABLE NAMES A ROUTE THE APP LACKS: ${route}`);

  const cases = Object.entries(table).flatMap(([route, entry]) =>
    (Array.isArray(entry) ? entry : [entry]).map((c) => ({ route, c })),
  );
  const ordered = [
    ...cases.filter(({ c }) => c.last === undefined),
    ...cases.filter(({ c }) => c.last !== undefined).sort((a, b) => a.c.last! - b.c.last!),
  ];
  const secrets = await sentinels();
  let calls = 0;
  let leakChecks = 0;
  let blindSeen = 0;
  /** Which sentinels some role allowed to see them did see: a sentinel never seen would prove nothing when absent. */
  const seen = new Set<string>();

  for (const { route, c } of ordered) {
    if (!appRoutes.has(route)) continue;
    const [method, path] = route.split(' ') as [string, string];
    const cell = `${route}${c.label ? ` [${c.label}]` : ''}`;
    for (const role of ROLES) {
      const made = c.prepare ? await c.prepare(role) : {};
      const ctx: Ctx = { role, made };
      const params = c.params?.(ctx) ?? {};
      let url = path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined) throw new Error(`${cell}: no value for :${name}`);
        return encodeURIComponent(String(value));
      });
      const query = c.query?.(ctx);
      if (query) url += `?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;
      const cookie =
        role === 'anonymous'
          ? undefined
          : c.freshSession
            ? await newSession(t, w.actors[role].userId)
            : w.actors[role].cookie;

      const res = await request(method, url, cookie, { json: c.json?.(ctx), form: c.form?.(ctx) });
      calls += 1;
      const bytes = Buffer.from(await res.arrayBuffer());
      const raw = bytes.toString('latin1');
      const isJson = res.headers.get('content-type')?.includes('json') ?? false;
      let json: unknown;
      if (isJson && raw) {
        try {
          json = JSON.parse(bytes.toString('utf8'));
        } catch {
          json = undefined;
        }
      }

      const wanted = c.expect[role] as Status | undefined;
      if (wanted === undefined) {
        failures.push(`NO EXPECTATION ${cell} for ${role} (add the role to the entry)`);
        continue;
      }
      const allowed = typeof wanted === 'number' ? [wanted] : wanted;
      if (!allowed.includes(res.status)) {
        const message = (json as { message?: unknown } | undefined)?.message;
        const detail =
          message === undefined
            ? raw.slice(0, 100).replace(/[^\x20-\x7e]+/g, ' ')
            : JSON.stringify(message).slice(0, 120);
        failures.push(`STATUS ${cell} as ${role}: got ${res.status}, want ${allowed.join('|')} — ${detail}`);
      }

      // Every answer, JSON or bytes, and its headers (but the cookie a sign-in sets), against every sentinel.
      const headerText = [...res.headers.entries()]
        .filter(([name]) => name !== 'set-cookie')
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n');
      const text = `${raw}\n${bytes.toString('utf8')}\n${headerText}`;
      for (const secret of secrets) {
        if (secret.seenBy.includes(role)) {
          if (text.includes(secret.value)) seen.add(secret.name);
          continue;
        }
        leakChecks += 1;
        if (text.includes(secret.value))
          failures.push(`LEAK ${cell} as ${role} (status ${res.status}): ${secret.name}`);
      }
      if (json !== undefined) {
        const structural = structuralLeaks(role, json);
        leakChecks += structural.checks;
        blindSeen += structural.blindSeen;
        for (const failure of structural.failures)
          failures.push(`LEAK ${cell} as ${role} (status ${res.status}): ${failure}`);
      }
      if (c.check && allowed.includes(res.status)) {
        leakChecks += 1;
        for (const failure of c.check({ ...ctx, status: res.status, body: json }))
          failures.push(`CHECK ${cell} as ${role}: ${failure}`);
      }
    }
  }

  // Controls: the scan would notice each sentinel (every one that someone may see was seen there), and the owner was
  // shown undecided applications, so the blind-review rule had something to judge.
  for (const secret of secrets) {
    if (secret.seenBy.length > 0 && !seen.has(secret.name))
      failures.push(`CONTROL: "${secret.name}" never reached a role allowed to see it`);
  }
  if (blindSeen === 0) failures.push('CONTROL: the owner was never shown an undecided application');

  const routeCount = new Set(ordered.map(({ route }) => route).filter((route) => appRoutes.has(route))).size;
  console.log(
    `isolation-matrix: ${routeCount} routes × ${ROLES.length} roles = ${calls} calls, ${leakChecks} leak checks`,
  );
  if (failures.length > 0) console.log(`isolation-matrix failures (${failures.length}):\n${failures.join('\n')}`);
  expect(failures).toEqual([]);
  // Over a thousand calls: about 20 s on SQLite, minutes on PostgreSQL on a busy machine.
}, 300_000);
