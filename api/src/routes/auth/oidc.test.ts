import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { createAccount, DEFAULT_PASSWORD, sendJson, sessionCookieFrom } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/test-app';

let provider: OAuth2Server;
let t: TestApp;
/** Claims the mock provider puts into the next tokens. */
let claims: Record<string, unknown>;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, claims);
  });
  t = await createTestApp({
    publicUrl: 'http://benchlink.test',
    oidc: { issuerUrl: provider.issuer.url!, clientId: 'benchlink', clientSecret: 'client-secret', label: 'Mock ID' },
  });
});
afterAll(async () => {
  await t?.close();
  await provider.stop();
});
beforeEach(() => {
  claims = {
    sub: 'subject-1',
    email: 'grace@example.com',
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
  };
});

type Journey = { start: Response; callback: Response; sessionCookie?: string };

/** Browser journey: our authorize endpoint → the provider → our callback, with the cookies a browser would keep. */
async function signInWithProvider(options: { tamperState?: boolean; dropCookie?: boolean } = {}): Promise<Journey> {
  const start = await t.app.request('/api/auth/oauth2/authorize');
  const cookie = start.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  if (options.tamperState) back.searchParams.set('state', 'forged');
  const callback = await t.app.request(back.pathname + back.search, {
    headers: options.dropCookie ? {} : { Cookie: cookie },
  });
  return { start, callback, sessionCookie: sessionCookieFrom(t, callback) };
}

const me = async (cookie: string) => (await t.app.request('/api/user', { headers: { Cookie: cookie } })).json();

describe('GET /api/auth/providers', () => {
  it('offers the configured provider with its label', async () => {
    expect(await (await t.app.request('/api/auth/providers')).json()).toEqual({ oidc: true, oidcLabel: 'Mock ID' });
  });

  it('offers none when OIDC is not configured', async () => {
    const plain = await createTestApp();
    try {
      expect(await (await plain.app.request('/api/auth/providers')).json()).toEqual({ oidc: false });
      expect((await plain.app.request('/api/auth/oauth2/authorize')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('GET /api/auth/oauth2/authorize', () => {
  it('redirects to the provider with PKCE, state and nonce', async () => {
    const response = await t.app.request('/api/auth/oauth2/authorize');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(new URL(provider.issuer.url!).origin);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'benchlink',
      response_type: 'code',
      redirect_uri: 'http://benchlink.test/api/auth/oauth2/success',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.any(String),
    });
    expect(response.headers.getSetCookie().join()).toMatch(/benchlink_oidc=.+HttpOnly/);
  });
});

describe('GET /api/auth/oauth2/success', () => {
  it('creates a confirmed account on first sign-in and lands on the company profile', async () => {
    const { callback, sessionCookie } = await signInWithProvider();
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('http://benchlink.test/company/profile');
    expect(sessionCookie).toBeDefined();
    expect(await me(sessionCookie!)).toMatchObject({
      username: 'grace',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      isAdmin: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'grace@example.com'));
    expect(row).toMatchObject({ oidcSubject: 'subject-1', passwordHash: null });
    expect(row!.emailConfirmedAt).toBeInstanceOf(Date);
  });

  it('signs the same person into the same account next time', async () => {
    claims.email = 'grace.new@example.com';
    const first = await signInWithProvider();
    const second = await signInWithProvider();
    expect((await me(second.sessionCookie!)).id).toBe((await me(first.sessionCookie!)).id);
    expect(await t.db.select().from(users).where(eq(users.oidcSubject, 'subject-1'))).toHaveLength(1);
  });

  it('links an existing account with the same e-mail', async () => {
    const account = await createAccount(t, { email: 'linus@example.com' });
    claims = { ...claims, sub: 'subject-linus', email: 'Linus@Example.com' };
    const { sessionCookie } = await signInWithProvider();
    expect((await me(sessionCookie!)).id).toBe(account.id);
    // The password keeps working.
    expect(
      (await sendJson(t, 'POST', '/api/auth/login', { usernameOrEmail: account.username, password: DEFAULT_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('drops the password of an unconfirmed account it links, so its registrant cannot take it over', async () => {
    const account = await createAccount(t, { email: 'victim@example.com', emailConfirmedAt: null });
    claims = { ...claims, sub: 'subject-victim', email: 'victim@example.com' };
    const { sessionCookie } = await signInWithProvider();
    expect((await me(sessionCookie!)).id).toBe(account.id);
    const [linked] = await t.db.select().from(users).where(eq(users.id, account.id));
    expect(linked?.passwordHash).toBeNull();
  });

  it('makes the username from the e-mail unique', async () => {
    await createAccount(t, { username: 'ada' });
    claims = { ...claims, sub: 'subject-ada', email: 'ada@example.com' };
    const { sessionCookie } = await signInWithProvider();
    expect((await me(sessionCookie!)).username).toBe('ada2');
  });

  it('never creates the reserved admin username', async () => {
    claims = { ...claims, sub: 'subject-admin', email: 'admin@elsewhere.example' };
    const { sessionCookie } = await signInWithProvider();
    expect(await me(sessionCookie!)).toMatchObject({ username: 'admin2', isAdmin: false });
  });

  it('refuses an e-mail the provider has not verified', async () => {
    claims = { ...claims, sub: 'subject-unverified', email: 'unverified@example.com', email_verified: false };
    const { callback, sessionCookie } = await signInWithProvider();
    expect(callback.headers.get('location')).toBe('http://benchlink.test/?oauthError=true');
    expect(sessionCookie).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.email, 'unverified@example.com'))).toEqual([]);
  });

  it('refuses a callback whose state does not match', async () => {
    const { callback, sessionCookie } = await signInWithProvider({ tamperState: true });
    expect(callback.headers.get('location')).toBe('http://benchlink.test/?oauthError=true');
    expect(sessionCookie).toBeUndefined();
  });

  it('refuses a callback without the sign-in cookie (started elsewhere)', async () => {
    const { callback } = await signInWithProvider({ dropCookie: true });
    expect(callback.headers.get('location')).toBe('http://benchlink.test/?oauthError=true');
  });

  it('refuses a provider error', async () => {
    const response = await t.app.request('/api/auth/oauth2/success?error=access_denied&state=x');
    expect(response.headers.get('location')).toBe('http://benchlink.test/?oauthError=true');
  });
});

describe('an unreachable provider', () => {
  it('sends the browser back to the sign-in page with the error banner', async () => {
    const down = await createTestApp({
      publicUrl: 'http://benchlink.test',
      oidc: { issuerUrl: 'http://127.0.0.1:9/unreachable', clientId: 'benchlink', label: 'Down' },
    });
    try {
      const response = await down.app.request('/api/auth/oauth2/authorize');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('http://benchlink.test/?oauthError=true');
    } finally {
      await down.close();
    }
  });
});
