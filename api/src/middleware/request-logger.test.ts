import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendJson } from '../test/auth';
import { captureLogs } from '../test/logs';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
  t = undefined;
});

/**
 * Closes the database under the running app, so that its next query throws an error no handler expects. The test
 * app's own close then finds it closed already.
 */
async function closeDatabase(app: TestApp) {
  await app.engine.close();
  app.engine.close = async () => {};
}

describe('request logging', () => {
  it('writes one JSON access line per request with method, path, status, duration and the request id', async () => {
    const { logger, lines } = captureLogs('info');
    t = await createTestApp({}, { logger });
    const first = await t.app.request('/api/health');
    const second = await t.app.request('/api/auth/register/confirm?token=secret-token');
    expect(lines).toHaveLength(2);
    const [health, confirm] = lines;
    expect(health).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/api/health',
      status: first.status,
    });
    expect(health!.requestId).toBe(first.headers.get('x-request-id'));
    expect(typeof health!.durationMs).toBe('number');
    expect(new Date(health!.time).toISOString()).toBe(health!.time);
    expect(confirm).toMatchObject({
      path: '/api/auth/register/confirm',
      status: 302,
      requestId: second.headers.get('x-request-id'),
    });
    expect(health!.requestId).not.toBe(confirm!.requestId);
    // Confirmation and reset tokens travel in query strings: they never reach the logs.
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('marks every line written while handling a request with its id, an unexpected failure included', async () => {
    const { logger, lines } = captureLogs('info');
    t = await createTestApp({}, { logger });
    await closeDatabase(t);
    const res = await t.app.request('/api/skills', { headers: { 'X-Request-Id': 'support-ticket-42' } });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('database');
    expect(lines.map((line) => [line.level, line.msg, line.requestId])).toEqual([
      ['error', 'Unhandled error', 'support-ticket-42'],
      ['error', 'request', 'support-ticket-42'],
    ]);
    expect(lines[1]).toMatchObject({ status: 500, path: '/api/skills' });
  });

  it('still writes the access line of a failed request with LOG_LEVEL=warn', async () => {
    const { logger, lines } = captureLogs('warn');
    t = await createTestApp({}, { logger });
    await closeDatabase(t);
    expect((await t.app.request('/api/skills')).status).toBe(500);
    expect(lines.map((line) => [line.level, line.msg, line.status])).toEqual([
      ['error', 'Unhandled error', undefined],
      ['error', 'request', 500],
    ]);
  });

  it('writes the access line of a slow request at warn, so LOG_LEVEL=warn still shows it', async () => {
    const { logger, lines } = captureLogs('warn');
    t = await createTestApp({}, { logger });
    // The logger reads the monotonic clock when the request starts and when it ends: 1.5 s apart here.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1500));
    const res = await t.app.request('/api/health');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'request', path: '/api/health', status: 200 }),
    ]);
    expect(lines[0]!.durationMs).toBeGreaterThanOrEqual(1000);
    expect(lines[0]!.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('writes access lines only for failed or slow requests with ACCESS_LOG=problems, and keeps the other info lines', async () => {
    const { logger, lines } = captureLogs('info');
    t = await createTestApp({ accessLog: 'problems' }, { logger });
    expect((await t.app.request('/api/health')).status).toBe(200);
    expect((await t.app.request('/api/user')).status).toBe(401);
    expect(lines).toEqual([]);
    // A line a route writes at info is still written.
    const res = await sendJson(t, 'POST', '/api/auth/register', {
      username: 'jane.doe',
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      password: 'correct horse',
      repeatedPassword: 'correct horse',
    });
    expect(res.status).toBe(201);
    await t.mailer.flush();
    expect(lines.map((line) => [line.level, line.msg])).toEqual([['info', 'Mail written to the outbox folder']]);
    await closeDatabase(t);
    expect((await t.app.request('/api/skills')).status).toBe(500);
    expect(lines.slice(1).map((line) => [line.level, line.msg, line.status])).toEqual([
      ['error', 'Unhandled error', undefined],
      ['error', 'request', 500],
    ]);
  });

  it('writes nothing with LOG_LEVEL=warn for requests that went well', async () => {
    const { logger, lines } = captureLogs('warn');
    t = await createTestApp({}, { logger });
    expect(
      (await sendJson(t, 'POST', '/api/auth/login', { usernameOrEmail: 'nobody', password: 'wrong password' })).status,
    ).toBe(401);
    expect(lines).toEqual([]);
  });
});
