import type { User } from '@benchlink/api/contracts';
import { DesignSystemProvider } from '@benchlink/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import AuthPage from '../pages/auth-page';
import SignUpPage from '../pages/sign-up-page';

// jsdom renders slowly when the shared cores are busy (the first render of a file also warms up styled-components):
// give `findBy*` queries and each test more than the defaults of 1 s and 5 s.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

/** One recorded API call, as the page sent it. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** A JSON response, as the API answers. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The spec's error body, with optional per-field messages and a cooldown. */
export function apiError(status: number, message: string, extra: { fields?: Record<string, string>; retryAfter?: number } = {}) {
  return json(
    {
      timestamp: new Date().toISOString(),
      status,
      error: 'Error',
      message: extra.fields ? Object.values(extra.fields) : [message],
      ...(extra.fields ? { field: Object.keys(extra.fields), fields: extra.fields } : {}),
      ...(extra.retryAfter !== undefined ? { retryAfter: extra.retryAfter } : {}),
      path: '/api',
    },
    status,
  );
}

export const testUser: User = {
  id: 7,
  username: 'jdoe',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  isAdmin: false,
};

/**
 * Replaces `fetch` with a table of `'METHOD /path'` handlers (the network boundary) and records every call.
 * Unlisted calls answer 404, so a test notices requests it did not expect.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const calls: RecordedCall[] = [];
  const table: Record<string, Handler> = {
    'GET /api/auth/providers': () => json({ oidc: false }),
    'GET /api/user': () => apiError(401, 'Not signed in'),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const handler = table[`${call.method} ${call.path}`];
    return handler ? handler(call) : apiError(404, `No mock for ${call.method} ${call.path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one endpoint, e.g. `callsTo('POST /api/auth/login')`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** Renders the auth pages at a URL in a memory router with the real providers and a fresh QueryClient. */
export function renderAuth(url: string, { advanceTimers }: { advanceTimers?: (ms: number) => void } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <AuthPage /> },
      { path: '/signup', element: <SignUpPage /> },
      { path: '/company/profile', element: <h1>Company Profile</h1> },
    ],
    { initialEntries: [url] },
  );
  // No delay between keystrokes: typing stays fast on the shared CI cores; fake-timer tests advance them instead.
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : { delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <DesignSystemProvider>
        <RouterProvider router={router} />
      </DesignSystemProvider>
    </QueryClientProvider>,
  );
  /** The router's current path and query, e.g. `/?verifyEmail=a%40b.c`. */
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, user, router, queryClient, currentUrl };
}
