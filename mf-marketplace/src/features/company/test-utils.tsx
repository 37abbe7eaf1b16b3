import { sessionKeys } from '@benchlink/api/client';
import type { User } from '@benchlink/api/contracts';
import { SnackbarProvider, ThemeProvider } from '@benchlink/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

type Json = unknown;
/** Answers one call: a status and a JSON body. */
export type MockResponse = { status?: number; body?: Json };
type Handler = (request: { url: URL; method: string; body: BodyInit | null | undefined }) => MockResponse | Promise<MockResponse>;

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
export function mockApi(handlers: Record<string, Handler | MockResponse>) {
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

/** The calls made to one endpoint, with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      return (init?.method ?? 'GET').toUpperCase() === method && url.pathname === path;
    })
    .map(([, init]) => init?.body);
}

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  isAdmin: false,
  ...overrides,
});

/** Renders `element` at `path` in a memory data router (the unsaved-changes blocker needs one), with a fresh client. */
export function renderPage(element: ReactNode, { path, route = '*', session = testUser() }: { path: string; route?: string; session?: User | null }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(sessionKeys.all, session);
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
