import { hc } from 'hono/client';
import type { AppType } from '@benchlink/api';
import { networkError, toApiError } from './api-error';

// A 401 is handled by the query client's caches (`createQueryClient({ onUnauthorized })`), where a call opts out
// through its query or mutation `meta`.
async function fetchWithCredentials(input: RequestInfo | URL, init?: RequestInit) {
  try {
    return await fetch(input, { ...init, credentials: 'include' });
  } catch (error) {
    throw networkError(error);
  }
}

/**
 * The one typed client of the API, same origin, cookies included. Its base is `/api`, so a call names the
 * resource first: `api.companies[':id'].$get({ param: { id: '7' } })` is GET /api/companies/7.
 */
export const api = hc<AppType>(`${typeof window === 'undefined' ? 'http://localhost' : window.location.origin}/api`, {
  fetch: fetchWithCredentials,
});

/**
 * Awaits a client call and returns its JSON, or throws an ApiError with the product's messages.
 * @example const skills = await unwrap(api.skills.$get());
 */
export async function unwrap<T extends Response>(call: Promise<T> | T): Promise<Awaited<ReturnType<T['json']>>> {
  const response = await call;
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as Awaited<ReturnType<T['json']>>;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<
    Awaited<ReturnType<T['json']>>
  >;
}

/** A multipart or plain fetch to an API path that the typed client cannot express (file uploads). */
export async function apiFetch(path: string, init?: RequestInit): Promise<unknown> {
  return unwrap(fetchWithCredentials(path, init));
}
