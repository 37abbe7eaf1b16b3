import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { WRITE_LIMITS } from '../lib/rate-limits';
import { registration } from '../test/auth';
import { originOf, userWithCompany } from '../test/companies';
import { createTestApp, type TestApp } from '../test/test-app';

// The write limits are off in tests unless asked for; each test gets a fresh database, so the counters start at zero.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ rateLimits: 'on' });
});
afterEach(async () => {
  await t?.close();
});

const A = '203.0.113.20';
const B = '198.51.100.20';
const HOUR = 3600;

type ErrorBody = {
  timestamp: string;
  status: number;
  error: string;
  message: string[];
  path: string;
  retryAfter: number;
};

/** A request from `address` (the socket peer), from our origin. */
function from(
  address: string,
  url: string,
  init: { method?: string; cookie?: string; json?: unknown; form?: FormData } = {},
) {
  const headers: Record<string, string> = { Origin: originOf(t) };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const body = init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
  return t.app.request(
    url,
    { method: init.method ?? 'POST', headers, body },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

/** A 429 in the error shape, with its wait (about an hour) in `Retry-After` and the body. */
async function expectLimited(response: Response, path: string) {
  expect(response.status).toBe(429);
  const body = (await response.json()) as ErrorBody;
  expect(body).toMatchObject({
    status: 429,
    error: 'Too Many Requests',
    path,
    message: ['Too many requests. Try again in 60 minutes.'],
  });
  expect(Date.parse(body.timestamp)).not.toBeNaN();
  expect(body.retryAfter).toBeGreaterThan(HOUR - 60);
  expect(body.retryAfter).toBeLessThanOrEqual(HOUR);
  expect(response.headers.get('retry-after')).toBe(String(body.retryAfter));
}

const signUp = (address: string, n: number) =>
  from(address, '/api/auth/register', {
    json: registration({ username: `limited${n}`, email: `limited${n}@example.com` }),
  });

describe('sign-up', () => {
  it(`allows ${WRITE_LIMITS.signUp.perAddress} sign-ups an hour from one address; the next is 429 and creates nothing`, async () => {
    expect(WRITE_LIMITS.signUp.perAddress).toBe(10);
    const created = await Promise.all(Array.from({ length: 10 }, (_, n) => signUp(A, n)));
    expect(created.map((response) => response.status)).toEqual(Array(10).fill(201));
    await expectLimited(await signUp(A, 10), '/api/auth/register');
    expect((await t.db.select().from(users)).some((user) => user.username === 'limited10')).toBe(false);
    // Refused before the body is read: an invalid one is 429 too, not 400.
    await expectLimited(await from(A, '/api/auth/register', { json: {} }), '/api/auth/register');
    // Another address has its own budget.
    expect((await signUp(B, 11)).status).toBe(201);
  });

  it('is lifted with RATE_LIMITS=off', async () => {
    const unlimited = await createTestApp();
    try {
      for (let n = 0; n < 12; n += 1) {
        const response = await unlimited.app.request(
          '/api/auth/register',
          { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: originOf(unlimited) }, body: '{}' },
          { incoming: { socket: { remoteAddress: A } } },
        );
        expect(response.status).toBe(400);
      }
    } finally {
      await unlimited.close();
    }
  });
});

describe('applying', () => {
  it(`allows ${WRITE_LIMITS.apply.perUser} attempts an hour per user and ${WRITE_LIMITS.apply.perAddress} per address`, async () => {
    expect(WRITE_LIMITS.apply).toMatchObject({ perUser: 60, perAddress: 120 });
    const [x, y, z] = [
      await userWithCompany(t, { approved: true }),
      await userWithCompany(t, { approved: true }),
      await userWithCompany(t, { approved: true }),
    ];
    const apply = (address: string, cookie: string) => from(address, '/api/companies/apply', { cookie, json: {} });
    // Every attempt counts, refused ones too.
    for (let n = 0; n < 60; n += 1) expect((await apply(A, x.cookie)).status).toBe(400);
    await expectLimited(await apply(A, x.cookie), '/api/companies/apply');
    // The user's budget follows it to another address; another user at the same address has its own.
    await expectLimited(await apply(B, x.cookie), '/api/companies/apply');
    for (let n = 0; n < 59; n += 1) expect((await apply(A, y.cookie)).status).toBe(400);
    // 120 attempts from address A (one of x's was refused already): a third user there waits too, not elsewhere.
    await expectLimited(await apply(A, z.cookie), '/api/companies/apply');
    expect((await apply(B, z.cookie)).status).toBe(400);
  });
});

describe('uploads', () => {
  it(`allows ${WRITE_LIMITS.cvUpload.perUser} CV uploads an hour per user`, async () => {
    expect(WRITE_LIMITS.cvUpload).toMatchObject({ perUser: 30, perAddress: 60 });
    const [x, y] = [await userWithCompany(t, { approved: true }), await userWithCompany(t, { approved: true })];
    const upload = (address: string, cookie: string) =>
      from(address, '/api/companies/upload-cv?application_id=1', { cookie, form: new FormData() });
    for (let n = 0; n < 30; n += 1) expect((await upload(A, x.cookie)).status).toBe(400);
    await expectLimited(await upload(A, x.cookie), '/api/companies/upload-cv');
    expect((await upload(A, y.cookie)).status).toBe(400);
  });

  it(`counts the three picture uploads together: ${WRITE_LIMITS.imageUpload.perUser} an hour per user, ${WRITE_LIMITS.imageUpload.perAddress} per address`, async () => {
    expect(WRITE_LIMITS.imageUpload).toMatchObject({ perUser: 30, perAddress: 60 });
    const [x, y, z] = [await userWithCompany(t), await userWithCompany(t), await userWithCompany(t)];
    const urls = (companyId: number) => [
      '/api/companies/images/set',
      `/api/upload-image?company_id=${companyId}`,
      `/api/upload-banner?company_id=${companyId}`,
    ];
    const upload = (address: string, user: typeof x, n: number) =>
      from(address, urls(user.company.id)[n % 3]!, { cookie: user.cookie, form: new FormData() });
    for (let n = 0; n < 30; n += 1) expect((await upload(A, x, n)).status).toBe(400);
    for (let n = 0; n < 3; n += 1)
      await expectLimited(await upload(A, x, n), new URL(urls(x.company.id)[n]!, 'http://x').pathname);
    for (let n = 0; n < 27; n += 1) expect((await upload(A, y, n)).status).toBe(400);
    // 60 counted at address A (x's 3 refusals among them): z waits there, not at B.
    await expectLimited(await upload(A, z, 0), '/api/companies/images/set');
    expect((await upload(B, z, 0)).status).toBe(400);
  });
});
