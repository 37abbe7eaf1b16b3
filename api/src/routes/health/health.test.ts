import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { captureLogs } from '../../test/logs';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The app of a test installation, with a lifecycle the test controls as the server's SIGTERM handler would. */
async function appWithLifecycle() {
  t = await createTestApp();
  const lifecycle = { draining: false };
  const { logger, lines } = captureLogs('info');
  const app = createApp({
    db: t.db,
    config: t.config,
    logger,
    storage: t.storage,
    mailer: t.mailer,
    lifecycle,
  });
  const health = async () => {
    const answer = await app.request('/api/health');
    return { status: answer.status, body: await answer.json(), cache: answer.headers.get('cache-control') };
  };
  return { health, lifecycle, engine: t.engine, logLevels: () => lines.map((line) => line.level) };
}

describe('GET /api/health', () => {
  it('answers 200 ok while the database answers and the server is not shutting down', async () => {
    const { health } = await appWithLifecycle();
    expect(await health()).toEqual({
      status: 200,
      body: { status: 'ok', version: '0.1.0', database: 'ok' },
      cache: 'no-store',
    });
  });

  it('answers 503 draining once shutdown began, so a load balancer stops sending requests here', async () => {
    const { health, lifecycle, logLevels } = await appWithLifecycle();
    lifecycle.draining = true;
    expect(await health()).toEqual({
      status: 503,
      body: { status: 'draining', version: '0.1.0', database: 'ok' },
      cache: 'no-store',
    });
    // Expected while draining: an access line, not an error to page someone about.
    expect(logLevels()).toEqual(['info']);
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const { health, engine, logLevels, lifecycle } = await appWithLifecycle();
    await engine.close();
    expect(await health()).toEqual({
      status: 503,
      body: { status: 'degraded', version: '0.1.0', database: 'error' },
      cache: 'no-store',
    });
    lifecycle.draining = true;
    expect((await health()).body.status).toBe('degraded');
    expect(logLevels()).toEqual(['error', 'error']);
  });
});
