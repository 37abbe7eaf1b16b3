import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './lib/logger';
import { createServerApp } from './server';
import { createTestApp, type TestApp } from './test/test-app';

// The production server, through Node's adapter as `src/index.ts` runs it: answers built whole (health, reference
// lists) are written from their plain header record there, the others from a `Headers` object.
let t: TestApp;
let server: ServerType;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  const app = createServerApp({
    db: t.db,
    config: t.config,
    logger: createLogger('silent'),
    storage: t.storage,
    mailer: t.mailer,
  });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t?.close();
});

describe('the production server', () => {
  it('sends health with its security headers and request id over HTTP', async () => {
    const answer = await fetch(`${origin}/api/health`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok', version: '0.1.0', database: 'ok' });
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths itself, with the JSON error shape and the same headers', async () => {
    const answer = await fetch(`${origin}/api/does-not-exist`, { method: 'DELETE' });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { message: string[] }).message).toEqual([
      'No API route for DELETE /api/does-not-exist.',
    ]);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('compresses a reference list for a client that accepts gzip, and says it varies either way', async () => {
    const plain = await fetch(`${origin}/api/skills`, { headers: { 'Accept-Encoding': 'identity' } });
    const json = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);

    // fetch would decode the body itself; node:http shows what went over the wire.
    const gzipped = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(`${origin}/api/skills`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.body).toString()).toBe(json);
  });

  it('still refuses an API request body over the limit', async () => {
    const answer = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: 'x'.repeat(12 * 1024 * 1024 + 1),
    });
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string[] }).message).toEqual(['The request body is too large.']);
  });

  it('hands paths outside /api to the web app', async () => {
    const answer = await fetch(`${origin}/company/profile`);
    expect(answer.headers.get('content-type')).not.toContain('application/json');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
