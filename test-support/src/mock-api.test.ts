import { api, apiFetch, isApiError, unwrap } from '@benchlink/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from './fixtures';
import { apiError, mockApi } from './mock-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mockApi', () => {
  it('answers a route with its typed body and records the call', async () => {
    const mock = mockApi({ 'GET /api/user': { body: testUser({ companyId: 5 }) } });
    await expect(unwrap(api.user.$get())).resolves.toMatchObject({ username: 'ada', companyId: 5 });
    expect(mock.callsTo('GET /api/user')).toHaveLength(1);
  });

  it('passes route parameters, the query and the parsed JSON body to a handler', async () => {
    const mock = mockApi({
      'POST /api/auth/login': (call) => ({
        body: testUser({ username: (call.body as { usernameOrEmail: string }).usernameOrEmail }),
      }),
      'GET /api/skills/:id': (call) => ({
        body: { id: Number(call.params.id), name: 'React', parentId: null, assignable: true },
      }),
    });
    await expect(
      unwrap(api.auth.login.$post({ json: { usernameOrEmail: 'grace', password: 'secret' } })),
    ).resolves.toMatchObject({
      username: 'grace',
    });
    await expect(apiFetch('/api/skills/11?lang=en')).resolves.toMatchObject({ id: 11 });
    expect(mock.callsTo('GET /api/skills/:id')[0]?.query.get('lang')).toBe('en');
    expect(mock.callsTo('POST /api/auth/login')[0]?.body).toEqual({ usernameOrEmail: 'grace', password: 'secret' });
  });

  it('prefers a concrete path over its route', async () => {
    mockApi({
      'GET /api/skills/:id': { body: { id: 0, name: 'Any', parentId: null, assignable: true } },
      'GET /api/skills/3': { body: { id: 3, name: 'Go', parentId: null, assignable: true } },
    });
    await expect(apiFetch('/api/skills/3')).resolves.toMatchObject({ name: 'Go' });
    await expect(apiFetch('/api/skills/4')).resolves.toMatchObject({ name: 'Any' });
  });

  it('keeps form data as sent', async () => {
    const mock = mockApi({ 'POST /api/companies/images/set': apiError(415, 'Images must be PNG, JPEG, WebP or SVG') });
    const form = new FormData();
    form.set('image', new Blob(['x']), 'logo.png');
    await expect(apiFetch('/api/companies/images/set', { method: 'POST', body: form })).rejects.toMatchObject({
      status: 415,
    });
    expect(mock.callsTo('POST /api/companies/images/set')[0]?.body).toBe(form);
  });

  it('answers the product error body, with field messages and a cooldown', async () => {
    mockApi({
      'POST /api/auth/register': apiError(409, 'Username is already taken', {
        fields: { username: 'Username is already taken' },
      }),
      'GET /api/auth/password-recovery': apiError(429, 'Please wait', { retryAfter: 42 }),
    });
    const failure = await unwrap(api.auth.register.$post({ json: {} as never })).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.fields).toEqual({ username: 'Username is already taken' });
    const cooldown = await apiFetch('/api/auth/password-recovery').catch((error: unknown) => error);
    expect(isApiError(cooldown) && cooldown.retryAfter).toBe(42);
  });

  it('answers 404 to a call nothing mocks, so an unexpected request shows', async () => {
    const mock = mockApi();
    const failure = await apiFetch('/api/domains').catch((error: unknown) => error);
    expect(isApiError(failure) && [failure.status, failure.message]).toEqual([404, 'No mock for GET /api/domains']);
    expect(mock.calls).toHaveLength(1);
  });

  it('types keys and bodies by the API routes', () => {
    mockApi({
      // @ts-expect-error: no such route
      'GET /api/nothing-here': { body: [] },
      // @ts-expect-error: a user, not a list
      'GET /api/user': { body: [] },
    });
    mockApi({
      'GET /api/companies/5': {
        body: { id: 5, name: 'Acme', email: 'a@acme.test', companyType: { id: 1, name: 'Product' }, skills: [] },
      },
    });
    expect(true).toBe(true);
  });
});
