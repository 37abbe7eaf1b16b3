import { hc } from 'hono/client';
import type { AppType } from '../app';
import { networkError, toApiError } from './api-error';

/** Listeners told about every 401, unless the call opted out (the shell redirects to sign-up). */
const unauthorizedListeners = new Set<() => void>();

/** Registers what happens on a 401 (the shell's redirect); returns the unsubscribe function. */
export function onUnauthorized(listener: () => void) {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

const OPT_OUT_HEADER = 'x-benchlink-ignore-401';

async function fetchWithCredentials(input: RequestInfo | URL, init?: RequestInit) {
  const headers = new Headers(init?.headers);
  const ignore401 = headers.has(OPT_OUT_HEADER);
  headers.delete(OPT_OUT_HEADER);
  let response: Response;
  try {
    response = await fetch(input, { ...init, headers, credentials: 'include' });
  } catch (error) {
    throw networkError(error);
  }
  if (response.status === 401 && !ignore401) unauthorizedListeners.forEach((listener) => listener());
  return response;
}

/** The one typed client of the API, same origin, cookies included. */
export const api = hc<AppType>(typeof window === 'undefined' ? 'http://localhost' : window.location.origin, {
  fetch: fetchWithCredentials,
});

/** Request options for a call whose 401 must not redirect (the session query). */
export const ignoreUnauthorized = { headers: { [OPT_OUT_HEADER]: '1' } };

/**
 * Awaits a client call and returns its JSON, or throws an ApiError with the spec's messages.
 * @example const skills = await unwrap(api.api.skills.$get());
 */
export async function unwrap<T extends Response>(call: Promise<T> | T): Promise<Awaited<ReturnType<T['json']>>> {
  const response = await call;
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as Awaited<ReturnType<T['json']>>;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<Awaited<ReturnType<T['json']>>>;
}

/** A raw call to an API path with credentials and the 401 handling; the caller reads the response. */
export const apiFetchResponse = (path: string, init?: RequestInit) => fetchWithCredentials(path, init);

/** A multipart or plain fetch to an API path that the typed client cannot express (file uploads). */
export async function apiFetch(path: string, init?: RequestInit): Promise<unknown> {
  return unwrap(fetchWithCredentials(path, init));
}
