// Test doubles of the API for the frontends' component tests: they model the HTTP boundary, so they live with the API.
import { vi } from 'vitest';
import type { User } from '../contracts';

/** Answers one call: a status and a JSON body. */
export type MockResponse = { status?: number; body?: unknown };

/** Computes the answer to one call from its URL, method and body. */
export type MockHandler = (request: { url: URL; method: string; body: BodyInit | null | undefined }) => MockResponse | Promise<MockResponse>;

/** The spec's error body for `status`, with optional per-field messages and a cooldown in seconds. */
export const errorBody = (status: number, message: string, fields?: Record<string, string>, retryAfter?: number) => ({
  timestamp: new Date(0).toISOString(),
  status,
  error: 'Error',
  message: [message],
  ...(fields ? { field: Object.keys(fields), fields } : {}),
  ...(retryAfter === undefined ? {} : { retryAfter }),
  path: '/',
});

/**
 * Replaces `fetch` (the network boundary) with handlers keyed by 'METHOD /path'; unknown calls answer 404.
 * Returns the mock, whose calls show what the page sent.
 */
export function mockApi(handlers: Record<string, MockHandler | MockResponse>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const handler = handlers[`${method} ${url.pathname}`];
    const answer: MockResponse = handler
      ? typeof handler === 'function'
        ? await handler({ url, method, body: init?.body })
        : handler
      : { status: 404, body: errorBody(404, `No mock for ${method} ${url.pathname}`) };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one endpoint, with their request bodies as sent. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      return (init?.method ?? 'GET').toUpperCase() === method && url.pathname === path;
    })
    .map(([, init]) => init?.body);
}

/** A signed-in user without a company, with `overrides` applied. */
export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  isAdmin: false,
  ...overrides,
});
