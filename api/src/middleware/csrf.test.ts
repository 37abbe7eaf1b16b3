import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyEmailTokens } from '../db/schema/companies';
import { createAccount } from '../test/auth';
import { mailTo, userWithCompany } from '../test/companies';
import { createSignedInUser } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://benchlink.example' });
});
afterAll(async () => {
  await t?.close();
});

const logout = (headers: Record<string, string>) => t.app.request('/api/auth/logout', { method: 'POST', headers });
const body = async (response: Response) => ((await response.json()) as { message: string[] }).message;

describe('CSRF protection', () => {
  it('refuses a cookie-authenticated write from another origin', async () => {
    const { cookie } = await createSignedInUser(t);
    const response = await logout({ Cookie: cookie, Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await body(response)).toEqual(['Cross-site request refused.']);
    // The session survived.
    expect((await t.app.request('/api/user', { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('refuses a write whose Referer is another site when Origin is absent', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await logout({ Cookie: cookie, Referer: 'https://evil.example/page' })).status).toBe(403);
  });

  it('refuses an opaque "null" Origin', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await logout({ Cookie: cookie, Origin: 'null' })).status).toBe(403);
  });

  it('refuses a cookie-authenticated write with neither Origin nor Referer', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await logout({ Cookie: cookie })).status).toBe(403);
  });

  it('refuses a cross-site sign-in attempt (login CSRF)', async () => {
    const response = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ usernameOrEmail: 'someone', password: 'something' }),
    });
    expect(response.status).toBe(403);
  });

  it('accepts writes from PUBLIC_URL', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await logout({ Cookie: cookie, Origin: 'https://benchlink.example' })).status).toBe(200);
  });

  it('refuses writes from the origin the request was sent to when it is not PUBLIC_URL’s: the Host header is the client’s', async () => {
    const { cookie } = await createSignedInUser(t);
    // app.request addresses http://localhost: Origin (or Referer) equal to the request's own origin is not enough.
    expect((await logout({ Cookie: cookie, Origin: 'http://localhost' })).status).toBe(403);
    expect((await logout({ Cookie: cookie, Referer: 'http://localhost/company/profile' })).status).toBe(403);
    // A client can name any host: a page on evil.test that reaches the server with Host: evil.test is still refused.
    const spoofed = await t.app.request('http://evil.test/api/auth/logout', {
      method: 'POST',
      headers: { Cookie: cookie, Host: 'evil.test', Origin: 'http://evil.test' },
    });
    expect(spoofed.status).toBe(403);
    expect(await body(spoofed)).toEqual(['Cross-site request refused.']);
    // The session survived all three; PUBLIC_URL's origin is still accepted.
    expect((await t.app.request('/api/user', { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await logout({ Cookie: cookie, Origin: 'https://benchlink.example' })).status).toBe(200);
  });

  it('accepts writes without Origin from clients that hold no session cookie', async () => {
    expect((await logout({})).status).toBe(200);
  });

  it('leaves reads alone', async () => {
    const { cookie } = await createSignedInUser(t);
    expect(
      (await t.app.request('/api/user', { headers: { Cookie: cookie, Origin: 'https://evil.example' } })).status,
    ).toBe(200);
  });
});

describe('GETs that send mail', () => {
  const CROSS_SITE: Array<[string, Record<string, string>]> = [
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Origin', { Origin: 'http://evil.test' }],
  ];
  const ALLOWED: Array<[string, Record<string, string>]> = [
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['Sec-Fetch-Site: none (an address typed or opened from a mail)', { 'Sec-Fetch-Site': 'none' }],
    ['our own Origin', { Origin: 'https://benchlink.example' }],
    ['neither header (curl)', {}],
  ];
  const get = (url: string, headers: Record<string, string>) => t.app.request(url, { headers });

  it('password recovery: refuses a cross-site request (403, nothing mailed), serves a same-origin one or one without headers', async () => {
    for (const [name, headers] of CROSS_SITE) {
      const account = await createAccount(t);
      const response = await get(`/api/auth/password-recovery?email=${account.email}`, headers);
      expect(response.status, name).toBe(403);
      expect(await mailTo(t, account.email), name).toHaveLength(0);
    }
    for (const [name, headers] of ALLOWED) {
      const account = await createAccount(t);
      expect((await get(`/api/auth/password-recovery?email=${account.email}`, headers)).status, name).toBe(200);
      expect(await mailTo(t, account.email), name).toHaveLength(1);
    }
  });

  it('resend-confirmation: refuses a cross-site request (403, nothing mailed), serves a same-origin one or one without headers', async () => {
    for (const [name, headers] of CROSS_SITE) {
      const account = await createAccount(t, { emailConfirmedAt: null });
      const response = await get(`/api/auth/register/resend-confirmation?email=${account.email}`, headers);
      expect(response.status, name).toBe(403);
      expect(await body(response), name).toEqual(['Cross-site request refused.']);
      expect(await mailTo(t, account.email), name).toHaveLength(0);
    }
    for (const [name, headers] of ALLOWED) {
      const account = await createAccount(t, { emailConfirmedAt: null });
      expect((await get(`/api/auth/register/resend-confirmation?email=${account.email}`, headers)).status, name).toBe(
        200,
      );
      expect(await mailTo(t, account.email), name).toHaveLength(1);
    }
  });

  it('company e-mail resend: refuses a cross-site request (403, nothing mailed), serves a same-origin one or one without headers', async () => {
    const { cookie, company } = await userWithCompany(t);
    const [token] = await t.db
      .select()
      .from(companyEmailTokens)
      .where(eq(companyEmailTokens.companyId, company.id))
      .limit(1);
    const email = token!.email;
    const sent = async () => (await mailTo(t, email)).length;
    // Past the cooldown of the mail the company's creation sent.
    const pastCooldown = () =>
      t.db
        .update(companyEmailTokens)
        .set({ createdAt: new Date(Date.now() - 3_600_000) })
        .where(eq(companyEmailTokens.companyId, company.id));
    await pastCooldown();
    const before = await sent();
    for (const [name, headers] of CROSS_SITE) {
      const response = await get('/api/companies/resend-email-confirmation', { Cookie: cookie, ...headers });
      expect(response.status, name).toBe(403);
      expect(await sent(), name).toBe(before);
    }
    let expected = before;
    for (const [name, headers] of ALLOWED) {
      await pastCooldown();
      expect((await get('/api/companies/resend-email-confirmation', { Cookie: cookie, ...headers })).status, name).toBe(
        200,
      );
      expect(await sent(), name).toBe((expected += 1));
    }
  });
});
