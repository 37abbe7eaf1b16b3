import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '../test/auth';
import { captureLogs } from '../test/logs';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('request logging', () => {
  it('writes one JSON access line per request with method, path, status, duration and the request id', async () => {
    const { logger, lines } = captureLogs('info');
    t = createTestApp({}, { logger });
    const first = await t.app.request('/api/health');
    const second = await t.app.request('/api/auth/register/confirm?token=secret-token');
    expect(lines).toHaveLength(2);
    const [health, confirm] = lines;
    expect(health).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/api/health', status: first.status });
    expect(health!.requestId).toBe(first.headers.get('x-request-id'));
    expect(typeof health!.durationMs).toBe('number');
    expect(new Date(health!.time).toISOString()).toBe(health!.time);
    expect(confirm).toMatchObject({ path: '/api/auth/register/confirm', status: 302, requestId: second.headers.get('x-request-id') });
    expect(health!.requestId).not.toBe(confirm!.requestId);
    // Confirmation and reset tokens travel in query strings: they never reach the logs.
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('marks every line written while handling a request with its id, an unexpected failure included', async () => {
    const { logger, lines } = captureLogs('info');
    t = createTestApp({}, { logger });
    // A closed database makes the next query throw an error no handler expects.
    t.db.$client.close();
    const res = await t.app.request('/api/skills', { headers: { 'X-Request-Id': 'support-ticket-42' } });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('database');
    expect(lines.map((line) => [line.level, line.msg, line.requestId])).toEqual([
      ['error', 'Unhandled error', 'support-ticket-42'],
      ['info', 'request', 'support-ticket-42'],
    ]);
    expect(lines[1]).toMatchObject({ status: 500, path: '/api/skills' });
  });

  it('writes nothing with LOG_LEVEL=warn for requests that went well', async () => {
    const { logger, lines } = captureLogs('warn');
    t = createTestApp({}, { logger });
    expect((await sendJson(t, 'POST', '/api/auth/login', { usernameOrEmail: 'nobody', password: 'wrong password' })).status).toBe(401);
    expect(lines).toEqual([]);
  });
});
