// `WEB_CONCURRENCY` and SIGTERM on the embedded defaults: one `npm start` runs several server processes on one SQLite
// file, replaces one that dies, and drains them all on SIGTERM. (PostgreSQL instances: multi-instance.test.ts.)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { exited, type ServerProcess, startServerProcess } from './test/server-processes';

const ADMIN_PASSWORD = 'cluster admin password';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The JSON lines the server processes wrote (the recent ones the helper keeps). */
const logLines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { pid: number; msg: string; path?: string; status?: number });

/** The pids of the worker processes that said they serve, oldest first. */
const servingPids = (server: ServerProcess) =>
  logLines(server)
    .filter((line) => line.msg.startsWith('Benchlink is running'))
    .map((line) => line.pid);

async function until(condition: () => boolean, what: string, server: ServerProcess, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}:\n${server.output().slice(-6000)}`);
    await pause(50);
  }
}

describe.skipIf(Boolean(inject('postgres')))('WEB_CONCURRENCY=2 on SQLite', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-cluster-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await exited(server.child);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves from two processes sharing sessions, replaces one that dies, and drains both on SIGTERM', async () => {
    server = await startServerProcess({
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '2',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'info',
      ACCESS_LOG: 'all',
      SHUTDOWN_GRACE_MS: '1500',
    });
    const running = server;
    await until(() => servingPids(running).length === 2, 'two serving processes', running);
    const [first, second] = servingPids(running);
    expect(first).not.toBe(second);
    // Each server process has the V8 settings that only a command line gives (heap-tuning.ts).
    for (const pid of [first, second]) {
      expect(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toContain('--no-memory-reducer');
    }

    const login = await fetch(`${running.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: running.origin },
      body: JSON.stringify({ usernameOrEmail: 'admin', password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const me = () => fetch(`${running.origin}/api/user`, { headers: { Cookie: cookie } }).then((res) => res.status);

    // Connections go to the processes in turn: the session made on one is valid on the other.
    for (let index = 0; index < 8; index += 1) expect(await me()).toBe(200);
    const answeredBy = new Set(
      logLines(running)
        .filter((line) => line.msg === 'request' && line.path === '/api/user')
        .map((line) => line.pid),
    );
    expect(answeredBy).toEqual(new Set([first, second]));

    // A process that dies is replaced; the other serves meanwhile. (Its open connections die with it.)
    process.kill(first!, 'SIGKILL');
    await until(
      () => logLines(running).some((line) => line.msg.startsWith('A server process stopped')),
      'the primary to notice',
      running,
    );
    expect(await me()).toBe(200);
    await until(
      () => servingPids(running).some((pid) => pid !== first && pid !== second),
      'a replacement process',
      running,
    );
    expect(await me()).toBe(200);

    // SIGTERM: health says 503 "draining" while requests are still served, then every process exits.
    running.child.kill('SIGTERM');
    await pause(300);
    const health = await fetch(`${running.origin}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'draining', database: 'ok' });
    // Keep-alive clients are let go after each answer, so they reconnect elsewhere.
    const connection = await new Promise<string | undefined>((resolve, reject) =>
      http
        .get(`${running.origin}/api/skills`, (answer) => {
          answer.resume();
          resolve(answer.headers.connection);
        })
        .on('error', reject),
    );
    expect(connection).toBe('close');
    expect(await me()).toBe(200);
    await Promise.race([exited(running.child), pause(15_000)]);
    expect(running.child.exitCode).toBe(0);
    await expect(fetch(`${running.origin}/api/health`)).rejects.toThrow();
    expect(logLines(running).filter((line) => line.msg === 'Stopped')).toHaveLength(2);
    // Three server processes start in turn: slow on a loaded machine.
  }, 90_000);
});
