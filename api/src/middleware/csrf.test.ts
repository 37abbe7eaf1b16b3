import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(() => {
  t = createTestApp({ publicUrl: 'https://benchlink.example' });
});
afterAll(() => t.close());

const logout = (headers: Record<string, string>) => t.app.request('/api/auth/logout', { method: 'POST', headers });
const body = async (response: Response) => ((await response.json()) as { message: string[] }).message;

describe('CSRF protection', () => {
  it('refuses a cookie-authenticated write from another origin', async () => {
    const { cookie } = createSignedInUser(t);
    const response = await logout({ Cookie: cookie, Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await body(response)).toEqual(['Cross-site request refused.']);
    // The session survived.
    expect((await t.app.request('/api/user', { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('refuses a write whose Referer is another site when Origin is absent', async () => {
    const { cookie } = createSignedInUser(t);
    expect((await logout({ Cookie: cookie, Referer: 'https://evil.example/page' })).status).toBe(403);
  });

  it('refuses an opaque "null" Origin', async () => {
    const { cookie } = createSignedInUser(t);
    expect((await logout({ Cookie: cookie, Origin: 'null' })).status).toBe(403);
  });

  it('refuses a cookie-authenticated write with neither Origin nor Referer', async () => {
    const { cookie } = createSignedInUser(t);
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
    const { cookie } = createSignedInUser(t);
    expect((await logout({ Cookie: cookie, Origin: 'https://benchlink.example' })).status).toBe(200);
  });

  it('accepts writes from the origin the request was sent to', async () => {
    const { cookie } = createSignedInUser(t);
    // app.request addresses http://localhost; a proxy may present another host than PUBLIC_URL.
    expect((await logout({ Cookie: cookie, Referer: 'http://localhost/company/profile' })).status).toBe(200);
  });

  it('accepts writes without Origin from clients that hold no session cookie', async () => {
    expect((await logout({})).status).toBe(200);
  });

  it('leaves reads alone', async () => {
    const { cookie } = createSignedInUser(t);
    expect((await t.app.request('/api/user', { headers: { Cookie: cookie, Origin: 'https://evil.example' } })).status).toBe(200);
  });
});
