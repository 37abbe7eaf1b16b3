// Two real server processes on one PostgreSQL database and one S3-compatible bucket, behind a round-robin proxy that
// reads their health checks as a load balancer would: sessions, limits, uploads, scheduled moments and queued mail
// are shared, and a rolling restart under load fails no request. Runs in the `api-postgres` project only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Engine, openDatabase } from './db/client';
import { companies } from './db/schema/companies';
import { jobRuns } from './db/schema/jobs';
import { mailOutbox } from './db/schema/mail';
import { sessions, users } from './db/schema/users';
import { hashToken, newToken } from './lib/sessions';
import { usernameSkeleton } from './lib/usernames';
import { createTestDatabase } from './test/postgres';
import { freePort } from './test/postgres-server';
import { startS3Server, type TestS3 } from './test/s3';
import { type ServerProcess, startServerProcess, stopServerProcess } from './test/server-processes';
import { startSmtpServer, type TestSmtpServer } from './test/smtp';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const ADMIN_PASSWORD = 'shared admin password';
const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A load balancer in miniature: round robin over the backends whose health check answered 200 last time. */
async function startProxy(backends: () => ServerProcess[]) {
  const healthy = new Set<string>();
  const poll = setInterval(() => {
    for (const backend of backends()) {
      // A slow answer (a loaded machine) keeps the last verdict; a 503 or a refused connection takes it out.
      fetch(`${backend.origin}/api/health`, { signal: AbortSignal.timeout(2_000) })
        .then((answer) => (answer.status === 200 ? healthy.add(backend.origin) : healthy.delete(backend.origin)))
        .catch((error: Error) => {
          if (error.name !== 'TimeoutError') healthy.delete(backend.origin);
        });
    }
  }, 100);
  let turn = 0;
  const server = http.createServer((request, response) => {
    const choices = backends().filter((backend) => healthy.has(backend.origin));
    const backend = choices[turn++ % Math.max(1, choices.length)];
    if (!backend) {
      response.writeHead(502).end('no healthy backend');
      return;
    }
    // A connection per request (no keep-alive): a draining backend closes its idle connections.
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backend.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
        agent: false,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => response.writeHead(502).end(String(error)));
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      clearInterval(poll);
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.runIf(inject('postgres'))('two server processes on one PostgreSQL and one bucket', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let engine: Engine;
  let s3: TestS3;
  let smtp: TestSmtpServer;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const publicUrl = { value: '' };

  const serverEnv = () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-instance-'));
    dataDirs.push(dataDir);
    return {
      DATA_DIR: dataDir,
      DATABASE_URL: database!.url,
      STORAGE_URL: s3.storageUrl,
      ...s3.credentials,
      SMTP_URL: smtp.url,
      ADMIN_PASSWORD,
      PUBLIC_URL: publicUrl.value,
      SHUTDOWN_GRACE_MS: '3000',
    };
  };
  const on = (index: number) => servers[index]!.origin;
  const headers = (cookie?: string) => ({ Origin: publicUrl.value, ...(cookie ? { Cookie: cookie } : {}) });

  beforeAll(async () => {
    database = await createTestDatabase();
    engine = await openDatabase({ databaseUrl: database!.url, databaseFile: '' });
    [s3, smtp] = await Promise.all([startS3Server(), startSmtpServer()]);
    proxy = await startProxy(() => servers);
    publicUrl.value = proxy.origin;
    // The first prepares the database (migrations, reference data, admin); the second finds it prepared.
    servers.push(await startServerProcess(serverEnv()));
    servers.push(await startServerProcess(serverEnv()));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServerProcess(server).catch(() => {})));
    await proxy?.close();
    await engine?.close();
    await database?.drop();
    await Promise.all([s3?.close(), smtp?.close()]);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('accepts on one the session made on the other', async () => {
    const login = await fetch(`${on(0)}/api/auth/login`, {
      method: 'POST',
      headers: { ...headers(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ usernameOrEmail: 'admin', password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const user = await fetch(`${on(1)}/api/user`, { headers: headers(cookie) });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { username: string }).username).toBe('admin');
  });

  it('counts a limit across both', async () => {
    const attempt = (index: number) =>
      fetch(`${on(index)}/api/auth/login`, {
        method: 'POST',
        headers: { ...headers(), 'Content-Type': 'application/json' },
        body: JSON.stringify({ usernameOrEmail: 'nobody-here', password: 'wrong' }),
      });
    // The fifth failure of an account and address starts a wait: three on one server and two on the other make five.
    for (const index of [0, 1, 0, 1, 0]) expect((await attempt(index)).status).toBe(401);
    const next = await attempt(1);
    expect(next.status).toBe(429);
  });

  it('serves through one the file uploaded through the other', async () => {
    const [company] = await engine.db
      .insert(companies)
      .values({ name: 'Shared Files Ltd', email: 'files@example.com', companyTypeId: 1, approved: true })
      .returning();
    const [user] = await engine.db
      .insert(users)
      .values({
        username: 'uploader',
        usernameSkeleton: usernameSkeleton('uploader'),
        firstName: 'Up',
        lastName: 'Loader',
        email: 'uploader@example.com',
        emailConfirmedAt: new Date(),
        companyId: company!.id,
      })
      .returning();
    const token = newToken();
    await engine.db
      .insert(sessions)
      .values({ id: hashToken(token), userId: user!.id, expiresAt: new Date(Date.now() + 3_600_000) });
    const cookie = `benchlink_session=${token}`;
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const upload = await fetch(`${on(0)}/api/upload-image?company_id=${company!.id}`, {
      method: 'POST',
      headers: headers(cookie),
      body: form,
    });
    expect(upload.status).toBe(201);
    const url = await upload.text();
    const served = await fetch(
      `${on(1)}${new URL(url, publicUrl.value).pathname}${new URL(url, publicUrl.value).search}`,
      {
        headers: headers(cookie),
      },
    );
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('shows through one the notification written through the other', async () => {
    const [company] = await engine.db
      .insert(companies)
      .values({ name: 'Waiting Ltd', email: 'waiting@example.com', companyTypeId: 1 })
      .returning();
    const [member] = await engine.db
      .insert(users)
      .values({
        username: 'waiting-member',
        usernameSkeleton: usernameSkeleton('waiting-member'),
        firstName: 'Wai',
        lastName: 'Ting',
        email: 'member@waiting.example.com',
        emailConfirmedAt: new Date(),
        companyId: company!.id,
      })
      .returning();
    const token = newToken();
    await engine.db
      .insert(sessions)
      .values({ id: hashToken(token), userId: member!.id, expiresAt: new Date(Date.now() + 3_600_000) });
    const login = await fetch(`${on(0)}/api/auth/login`, {
      method: 'POST',
      headers: { ...headers(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ usernameOrEmail: 'admin', password: ADMIN_PASSWORD }),
    });
    const admin = login.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(
      (await fetch(`${on(0)}/api/admin/approve/${company!.id}`, { method: 'POST', headers: headers(admin) })).status,
    ).toBe(200);
    const bell = await fetch(`${on(1)}/api/notifications`, { headers: headers(`benchlink_session=${token}`) });
    expect(bell.status).toBe(200);
    const page = (await bell.json()) as { unread: number; content: Array<{ type: string }> };
    expect(page.unread).toBe(1);
    expect(page.content.map((item) => item.type)).toEqual(['COMPANY_APPROVED']);
  });

  it('delivers each queued mail once', async () => {
    const subjects = Array.from({ length: 30 }, (_, index) => `Shared outbox ${index}`);
    await engine.db
      .insert(mailOutbox)
      .values(subjects.map((subject) => ({ to: 'outbox@example.com', subject, text: subject })));
    // Both servers poll the outbox every 5 s: wait for all, then for one more round of both.
    const deadline = Date.now() + 20_000;
    while (
      smtp.received.filter((mail) => mail.subject.startsWith('Shared outbox')).length < 30 &&
      Date.now() < deadline
    )
      await pause(200);
    await pause(6_000);
    const received = smtp.received
      .filter((mail) => mail.subject.startsWith('Shared outbox'))
      .map((mail) => mail.subject);
    expect(received.sort()).toEqual([...subjects].sort());
  }, 40_000);

  it('runs a scheduled moment once when two processes run it together', async () => {
    const moment = '2026-11-30T09:00:00.000Z';
    const runJob = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [
            '--import',
            tsxLoader,
            path.join(repositoryRoot, 'api', 'src', 'jobs', 'cli.ts'),
            'application-digest',
            '--at',
            moment,
          ],
          { cwd: repositoryRoot, env: { ...serverEnv(), LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] },
        );
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
      });
    const outputs = await Promise.all([runJob(), runJob()]);
    expect(outputs.filter((output) => output.includes('already ran'))).toHaveLength(1);
    const runs = await engine.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'application-digest'), eq(jobRuns.scheduledFor, new Date(moment))));
    expect(runs).toHaveLength(1);
  }, 60_000);

  it('drops no request during a rolling restart under load', async () => {
    let requests = 0;
    const failures: string[] = [];
    let loading = true;
    const worker = async () => {
      while (loading) {
        requests += 1;
        try {
          const answer = await fetch(`${proxy.origin}/api/skills`, { signal: AbortSignal.timeout(10_000) });
          if (answer.status !== 200) failures.push(`${answer.status} ${await answer.text()}`);
          else await answer.arrayBuffer();
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const load = Array.from({ length: 8 }, worker);
    for (const old of [...servers]) {
      // The replacement starts first (a deploy adds the new instance, then drains the old one).
      const replacement = await startServerProcess(serverEnv());
      servers.push(replacement);
      await pause(300);
      await stopServerProcess(old);
      servers.splice(servers.indexOf(old), 1);
    }
    await pause(500);
    loading = false;
    await Promise.all(load);
    console.log(`Rolling restart of 2 instances under load: ${requests} requests, ${failures.length} failed`);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(100);
  }, 120_000);
});
