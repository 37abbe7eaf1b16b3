import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** What every API answer carries, whichever way it was built (`secureHeaders` with `crossOriginResourcePolicy: 'same-origin'`). */
const SECURITY_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const securityHeadersOf = (answer: Response) =>
  Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, answer.headers.get(name)]));

describe('headers of every API answer', () => {
  // Health and the reference lists are built whole (`completeAnswer`); the others get their headers afterwards.
  it.each([
    ['health', '/api/health', 200],
    ['a reference list', '/api/skills', 200],
    ['a reference item', '/api/skills/96', 200],
    ['a protected route, signed out', '/api/user', 401],
    ['an invalid id', '/api/skills/abc', 400],
    ['an unknown API path', '/api/does-not-exist', 404],
  ])('gives %s the security headers, a request id and a cache rule', async (_label, url, status) => {
    const answer = await t.app.request(url);
    expect(answer.status).toBe(status);
    expect(securityHeadersOf(answer)).toEqual(SECURITY_HEADERS);
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers.get('cache-control')).not.toBeNull();
  });

  it('keeps a request id a proxy sent, on an answer built whole as on any other', async () => {
    for (const url of ['/api/health', '/api/skills', '/api/user']) {
      const answer = await t.app.request(url, { headers: { 'X-Request-Id': 'from-the-proxy-1' } });
      expect(answer.headers.get('x-request-id'), url).toBe('from-the-proxy-1');
    }
  });

  it('answers health as JSON, never cached', async () => {
    const answer = await t.app.request('/api/health');
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ status: 'ok', version: '0.1.0', database: 'ok' });
  });

  it('answers health 503 with the same headers when the database does not answer', async () => {
    const broken = await createTestApp();
    // Closed under the running app; the app's own close below then finds it closed already.
    await broken.engine.close();
    broken.engine.close = async () => {};
    try {
      const answer = await broken.app.request('/api/health');
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'degraded', version: '0.1.0', database: 'error' });
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(securityHeadersOf(answer)).toEqual(SECURITY_HEADERS);
    } finally {
      await broken.close();
    }
  });

  it('gives a reference list and its 304 the same cache headers, Vary included', async () => {
    const list = await t.app.request('/api/skills');
    const etag = list.headers.get('etag')!;
    const notModified = await t.app.request('/api/skills', { headers: { 'If-None-Match': etag } });
    expect(notModified.status).toBe(304);
    for (const answer of [list, notModified]) {
      expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect(answer.headers.get('etag')).toBe(etag);
      expect(securityHeadersOf(answer)).toEqual(SECURITY_HEADERS);
    }
    expect(list.headers.get('content-type')).toBe('application/json');
  });

  it('defaults other answers to no-store', async () => {
    expect((await t.app.request('/api/skills/96')).headers.get('cache-control')).toBe('no-store');
    expect((await t.app.request('/api/user')).headers.get('cache-control')).toBe('no-store');
  });

  it('answers HEAD on health with its headers and no body', async () => {
    const answer = await t.app.request('/api/health', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('');
    expect(securityHeadersOf(answer)).toEqual(SECURITY_HEADERS);
  });
});
