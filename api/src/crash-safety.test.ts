import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { getTableName } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { companyFilters, talents } from './db/schema/bench';
import { SOFT_SKILLS_ROOT_ID } from './lib/skills';
import { createTestDatabase } from './test/postgres';
import { exited, type ServerProcess, startServerProcess, stopServerProcess } from './test/server-processes';

// Crash safety of the production server: every write it acknowledged (a 2xx answer with the new id) must survive a
// SIGKILL in the middle of a burst of concurrent writes, and the SQLite file must come back intact (on the
// `api-postgres` project: the server runs on a PostgreSQL database of its own, and the rows are read back from it,
// PostgreSQL minding its own files). The server runs from source (src/index.ts through tsx, NODE_ENV=production), in a child process of its own: the code `npm start`
// runs compiled (api/dist/index.js, checked by scripts/build-server.test.ts), without a build step in this test.

const PASSWORD = 'correct horse battery';
/** Concurrent write loops; each keeps one request in flight. */
const WORKERS = 12;
/** Every loop stops by itself at this count or this time, whether or not the kill came. */
const WRITES_PER_WORKER_MAX = 500;
const LOAD_MAX_MS = 15_000;
/** The kill comes once this many writes were acknowledged after at least the shorter time, or at the longer time. */
const ACKNOWLEDGED_BEFORE_KILL = 100;
const KILL_AFTER_MIN_MS = 800;
const KILL_AFTER_MAX_MS = 8_000;
const REQUEST_TIMEOUT_MS = 15_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-crash-'));
const running = new Set<ChildProcess>();
/** The `api-postgres` project's database for the servers; undefined on SQLite. */
let postgres: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  postgres = await createTestDatabase();
});

afterAll(async () => {
  // A failed test can leave a server behind; it must not outlive the run.
  for (const child of running) child.kill('SIGKILL');
  await Promise.all([...running].map(exited));
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts src/index.ts on `dataDir` and waits until its health check answers. Only these settings, none from the shell
 * running the tests: no SMTP_URL (mail goes to DATA_DIR/outbox, where the confirmation link is read), no sign-in
 * provider, nothing else that would change what is tested.
 */
async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ADMIN_PASSWORD: 'admin password',
  });
  running.add(server.child);
  server.child.once('exit', () => running.delete(server.child));
  return server;
}

/** Stops a server as a deployment would (SIGTERM: it drains, closes the database and exits). */
const stopServer = (server: ServerProcess) => stopServerProcess(server, 10_000);

interface CallOptions {
  cookie?: string;
  body?: unknown;
  /** The status the call must answer with (200 unless told); any other fails the test with the answer's text. */
  expected?: number;
}

/** A same-origin JSON request, with the session cookie when there is one. */
async function call<T>(server: ServerProcess, method: string, url: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { Origin: server.origin };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${server.origin}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const expected = options.expected ?? 200;
  if (response.status !== expected) {
    throw new Error(`${method} ${url} answered ${response.status} (expected ${expected}): ${await response.text()}`);
  }
  return { response, json: () => response.json() as Promise<T> };
}

async function signIn(server: ServerProcess, username: string): Promise<string> {
  const { response } = await call(server, 'POST', '/api/auth/login', {
    body: { usernameOrEmail: username, password: PASSWORD },
  });
  // http PUBLIC_URL: the plain cookie name, not the __Host- one.
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('benchlink_session=') && pair !== 'benchlink_session=');
  if (!cookie) throw new Error('Sign-in set no session cookie');
  return cookie;
}

/** The confirmation link of the mail to `email`, once the server's outbox has written it to DATA_DIR/outbox. */
async function confirmationLink(email: string): Promise<string> {
  const folder = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const names = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.eml')) : [];
    for (const name of names) {
      // The file is parsed, not searched: its text part is quoted-printable, which can break a long link.
      const mail = await simpleParser(fs.readFileSync(path.join(folder, name)));
      const to = [mail.to ?? []]
        .flat()
        .flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase()));
      const link = mail.text?.match(/https?:\/\/\S+\/api\/auth\/register\/confirm\?token=\S+/)?.[0];
      if (to.includes(email) && link) return link;
    }
    if (Date.now() > deadline) throw new Error(`No confirmation mail to ${email} in ${folder}`);
    await pause(100);
  }
}

type Kind = 'talent' | 'filter';
interface Written {
  kind: Kind;
  id: number;
}
/** What a database holds after the kill; `integrity` is SQLite's own check of the file (PostgreSQL checks its pages). */
type Stored = { integrity?: string; rows: Record<Kind, Set<number>> };

/** The SQLite file, opened read-only: its integrity check and the ids it holds. */
function readSqliteFile(): Stored {
  const sqlite = new Database(path.join(dataDir, 'benchlink.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const problems = sqlite.pragma('integrity_check') as { integrity_check: string }[];
    const ids = (table: typeof talents | typeof companyFilters) =>
      new Set(
        sqlite
          .prepare(`select id from "${getTableName(table)}"`)
          .pluck()
          .all() as number[],
      );
    return {
      integrity: problems.map((row) => row.integrity_check).join('; '),
      rows: { talent: ids(talents), filter: ids(companyFilters) },
    };
  } finally {
    sqlite.close();
  }
}

/** The PostgreSQL database the servers ran on: the ids it holds. */
async function readPostgres(databaseUrl: string): Promise<Stored> {
  const engine = await openDatabase({ databaseUrl, databaseFile: '' });
  try {
    const [talentRows, filterRows] = await Promise.all([
      engine.db.select({ id: talents.id }).from(talents),
      engine.db.select({ id: companyFilters.id }).from(companyFilters),
    ]);
    return {
      rows: { talent: new Set(talentRows.map((row) => row.id)), filter: new Set(filterRows.map((row) => row.id)) },
    };
  } finally {
    await engine.close();
  }
}

describe('crash safety', () => {
  it('keeps every acknowledged write and an intact database when the server is killed mid-write', async () => {
    // 1. A confirmed account with a company, through the API as a person would get them.
    const server = await startServer();
    const username = 'crash.tester';
    const email = 'crash.tester@example.com';
    await call(server, 'POST', '/api/auth/register', {
      expected: 201,
      body: { username, firstName: 'Crash', lastName: 'Tester', email, password: PASSWORD, repeatedPassword: PASSWORD },
    });
    const confirmed = await fetch(await confirmationLink(email), { redirect: 'manual' });
    expect(confirmed.headers.get('location')).toContain('confirmEmail=true');
    const cookie = await signIn(server, username);

    const reference = async <T>(url: string) => (await call<T>(server, 'GET', url)).json();
    const [skills, roles, seniorities, workModes, companyTypes] = await Promise.all([
      reference<{ id: number; parentId: number | null; assignable: boolean }[]>('/api/skills'),
      reference<{ id: number }[]>('/api/patterns'),
      reference<{ id: number }[]>('/api/seniorities'),
      reference<{ id: number }[]>('/api/workmodes'),
      reference<{ id: number }[]>('/api/company-types'),
    ]);
    // Soft skills are listed for positions' wording only; talents and filters refuse them.
    const skillIds = skills
      .filter((skill) => skill.assignable && skill.id !== SOFT_SKILLS_ROOT_ID && skill.parentId !== SOFT_SKILLS_ROOT_ID)
      .map((skill) => skill.id);
    expect(skillIds.length).toBeGreaterThanOrEqual(3);
    await call(server, 'POST', '/api/companies', {
      cookie,
      expected: 201,
      body: {
        name: 'Crash Test Ltd',
        email: 'office@crash-test.example.com',
        companyTypeId: companyTypes[0]!.id,
        skills: skillIds.slice(0, 2),
      },
    });

    // 2. Concurrent writes of two kinds; each 201 is recorded with the id it returned.
    const talentBody = (n: number) => ({
      description: `Crash-safety talent ${n}`,
      workModes: [workModes[n % workModes.length]!.id],
      experience: {
        patternId: roles[n % roles.length]!.id,
        seniorityId: seniorities[n % seniorities.length]!.id,
        totalTime: { years: 1 + (n % 20), months: n % 12 },
        skills: [{ skillId: skillIds[n % skillIds.length]!, months: 6 }],
      },
      minRate: 20,
      maxRate: 40 + (n % 50),
    });
    const filterBody = (n: number) => ({ name: `Crash filter ${n}`, skills: [skillIds[n % skillIds.length]!] });

    const acknowledged: Written[] = [];
    const refused: string[] = [];
    /** Requests the kill cut off: sent, but never answered whole. */
    let cutOff = 0;
    /** Loops still writing; none may have ended on its own before the kill. */
    let writing = 0;
    let killed = false;
    const loadStart = Date.now();
    const worker = async (index: number) => {
      const kind: Kind = index % 2 === 0 ? 'talent' : 'filter';
      writing += 1;
      for (let n = 0; n < WRITES_PER_WORKER_MAX && !killed && Date.now() - loadStart < LOAD_MAX_MS; n++) {
        const tag = index * WRITES_PER_WORKER_MAX + n;
        try {
          const response = await fetch(`${server.origin}/api/companies/${kind === 'talent' ? 'talents' : 'filters'}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: server.origin, Cookie: cookie },
            body: JSON.stringify(kind === 'talent' ? talentBody(tag) : filterBody(tag)),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          // An answer counts only once its body, with the id, has arrived whole.
          const body = (await response.json()) as { id?: number };
          if (response.status === 201 && typeof body.id === 'number') acknowledged.push({ kind, id: body.id });
          else refused.push(`${response.status} ${JSON.stringify(body)}`);
        } catch (error) {
          // After the kill: the connection died with the server, and this write was never acknowledged. The loop ends.
          if (killed) cutOff += 1;
          else refused.push(String(error));
          break;
        }
      }
      writing -= 1;
    };
    const workers = Array.from({ length: WORKERS }, (_, index) => worker(index));

    // 3. SIGKILL while the loops still have requests in flight.
    for (;;) {
      const elapsed = Date.now() - loadStart;
      const enough = acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL && elapsed >= KILL_AFTER_MIN_MS;
      if (enough || elapsed >= KILL_AFTER_MAX_MS || refused.length > 0) break;
      await pause(5);
    }
    expect(refused, 'writes refused before the kill').toEqual([]);
    // Every loop keeps a request in flight, or its answer on the way: the kill lands in the middle of writes. (Some of
    // those answers may already sit in this process's socket buffers; they were sent, so they count as acknowledged.)
    expect(writing, 'loops still writing at the kill').toBe(WORKERS);
    server.child.kill('SIGKILL');
    killed = true;
    const killedAfterMs = Date.now() - loadStart;
    await exited(server.child);
    await Promise.all(workers);
    expect(server.child.signalCode).toBe('SIGKILL');

    // 4. The same data folder, a new server: every acknowledged write must be readable through the API.
    const restarted = await startServer();
    const newCookie = await signIn(restarted, username);
    const idsAt = async (url: string) =>
      new Set(
        (await (await call<{ id: number }[]>(restarted, 'GET', url, { cookie: newCookie })).json()).map(
          (row) => row.id,
        ),
      );
    const readable = {
      talent: await idsAt('/api/companies/my-talents/partial'),
      filter: await idsAt('/api/companies/filters'),
    };
    const foundByApi = acknowledged.filter((write) => readable[write.kind].has(write.id));
    await stopServer(restarted);

    // The database itself, with no server holding it: intact, and holding the same rows.
    const { integrity, rows } = postgres ? await readPostgres(postgres.url) : readSqliteFile();
    const foundInFile = acknowledged.filter((write) => rows[write.kind].has(write.id));

    // 5. The figures, on one line.
    console.log(
      `crash-safety: ${acknowledged.length} writes acknowledged, ${foundByApi.length} found after SIGKILL through the API ` +
        `and ${foundInFile.length} in the ${postgres ? 'database' : 'file'}, integrity ${integrity ?? 'checked by PostgreSQL'} ` +
        `(${WORKERS} concurrent loops, killed after ${killedAfterMs} ms of load, ${cutOff} requests cut off)`,
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(foundByApi.length).toBe(acknowledged.length);
    expect(foundInFile.length).toBe(acknowledged.length);
    if (!postgres) expect(integrity).toBe('ok');
  }, 90_000);
});
