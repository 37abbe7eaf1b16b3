// What `npm run lighthouse` measures: a production server started from a checkout (on a free port with a temporary
// DATA_DIR), or one already running; and on it a signed-in member of an approved company, set up through the real
// API as the browser tests do (sign up, confirm through the mailed link, admin approval, sign in).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD, delay } from './production-server.mjs';

export { startServer, stopServers, stopServersAndWait } from './production-server.mjs';

/** Short commit of a checkout, with '+' when its work tree has changes; undefined outside git. */
export function describeCheckout(root) {
  try {
    const git = (...args) =>
      execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? '+' : ''}`;
  } catch {
    return undefined;
  }
}

/** A JSON call with our Origin (the server refuses cookie-authenticated writes from elsewhere). */
async function call(base, method, urlPath, { body, cookie, expect = [200, 201] } = {}) {
  const response = await fetch(`${base}${urlPath}`, {
    method,
    headers: {
      Origin: base,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  if (!expect.includes(response.status))
    throw new Error(`${method} ${urlPath} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Signs in and returns the session cookie header. */
export async function signIn(base, usernameOrEmail, password) {
  const response = await call(base, 'POST', '/api/auth/login', { body: { usernameOrEmail, password } });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`Signing in as ${usernameOrEmail} set no cookie.`);
  return cookie;
}

/** The signed-in user (GET /api/user), or undefined when the cookie carries no session. */
export async function currentUser(base, cookie) {
  const response = await fetch(`${base}/api/user`, { headers: { Cookie: cookie } });
  return response.ok ? response.json() : undefined;
}

/** Decodes a quoted-printable body (nodemailer's choice for long lines): soft breaks out, =XX bytes back. */
const decodeQuotedPrintable = (text) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Waits for the confirmation mail to `email` in DATA_DIR/outbox and returns its link. */
async function confirmationLink(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 80; attempt += 1) {
    const names = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];
    for (const name of names) {
      const mail = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, name), 'latin1'));
      if (!mail.toLowerCase().includes(`to: ${email}`)) continue;
      const link = mail.match(/https?:\/\/[^\s"'<>]+\/api\/auth\/register\/confirm\?[^\s"'<>]+/)?.[0];
      if (link) return link.replaceAll('&amp;', '&');
    }
    await delay(250);
  }
  throw new Error(`No confirmation mail to ${email} arrived in ${outbox}.`);
}

/** Registers an account, follows its confirmation link and creates its company; returns its cookie and company. */
async function registerCompanyMember(server, { username, company }) {
  const { base, dataDir } = server;
  const email = `${username}@example.com`;
  const password = 'lighthouse-password-1';
  await call(base, 'POST', '/api/auth/register', {
    body: { username, firstName: 'Alex', lastName: 'Ivanov', email, password, repeatedPassword: password },
  });
  const confirmed = await fetch(await confirmationLink(dataDir, email), { redirect: 'manual' });
  if (!confirmed.headers.get('location')?.includes('confirmEmail=true')) {
    throw new Error(`Confirming ${email} did not succeed (${confirmed.status} ${confirmed.headers.get('location')}).`);
  }
  const cookie = await signIn(base, username, password);
  const created = await call(base, 'POST', '/api/companies', { cookie, body: { ...company, email } });
  return { cookie, company: await created.json() };
}

const DESCRIPTION =
  'We build and run web platforms for European retailers and banks: discovery, architecture, delivery and support, ' +
  'with cross-functional teams of engineers, designers and QA who join the client’s own teams.';

/** Open positions another company publishes, so Browse Projects shows a full first page as in real use. */
const PROJECTS = [
  {
    name: 'Payments platform migration',
    roles: [
      [3, 4, [58, 12]],
      [3, 3, [58]],
      [1, 4, [56, 86]],
    ],
  },
  {
    name: 'Retail mobile app',
    roles: [
      [4, 3, [86, 56]],
      [2, 4, [86, 56]],
      [2, 2, [86]],
    ],
  },
  {
    name: 'Data warehouse on the cloud',
    roles: [
      [3, 5, [62, 12]],
      [3, 3, [62]],
    ],
  },
  {
    name: 'Customer portal redesign',
    roles: [
      [2, 3, [86, 56]],
      [1, 3, [56, 62]],
      [3, 4, [56, 12]],
    ],
  },
];

async function publishPositions(base, cookie) {
  for (const [index, project] of PROJECTS.entries()) {
    const response = await call(base, 'POST', '/api/projects', {
      cookie,
      body: {
        name: project.name,
        description: DESCRIPTION,
        partnerOnly: false,
        partnerGroups: [],
        duration: { years: 1, months: index * 3 },
      },
    });
    const { id: projectId } = await response.json();
    for (const [patternId, seniority, skills] of project.roles) {
      await call(base, 'POST', '/api/positions', {
        cookie,
        body: {
          projectId,
          patternId,
          seniority,
          workMode: [3, 2],
          location: 3,
          rate: { min: 35 + seniority * 5, max: 50 + seniority * 8 },
          requiredSkills: skills.map((skillId) => ({ skillId, months: 12 * seniority })),
          optionalSkills: [20],
          hoursPerWeek: 40,
          responsibilities: [],
          description: DESCRIPTION,
        },
      });
    }
  }
}

/**
 * On a server started here: an approved company whose member is signed in (its profile filled in), and a second
 * approved company publishing a dozen positions for it to browse. Returns the member's session cookie.
 */
export async function signedInMember(server) {
  const { base } = server;
  const suffix = Date.now().toString(36);
  const member = await registerCompanyMember(server, {
    username: `lighthouse${suffix}`,
    company: {
      name: 'Northwind Software',
      companyTypeId: 3,
      domainId: 1,
      website: 'https://northwind.example.com',
      linkedIn: 'https://www.linkedin.com/company/northwind-software',
      description: DESCRIPTION,
      skills: [56, 86, 58, 62, 12, 20],
    },
  });
  const publisher = await registerCompanyMember(server, {
    username: `publisher${suffix}`,
    company: { name: 'Contoso Digital', companyTypeId: 1, domainId: 2, description: DESCRIPTION, skills: [58, 62, 12] },
  });
  const admin = await signIn(base, 'admin', ADMIN_PASSWORD);
  for (const { company } of [member, publisher])
    await call(base, 'POST', `/api/admin/approve/${company.id}`, { cookie: admin });
  await publishPositions(base, publisher.cookie);
  return member.cookie;
}
