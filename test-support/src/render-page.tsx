import { createQueryClient, setSession } from '@benchlink/api-client';
import type { User } from '@benchlink/contracts/auth';
import { DesignSystemProvider } from '@benchlink/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { testUser } from './fixtures';

// jsdom renders slowly when the shared cores are busy (the first render of a file also warms up
// styled-components): `findBy*` queries get more than the default second.
configure({ asyncUtilTimeout: 4000 });

export interface RenderPageOptions {
  /** The URL the memory router starts at, e.g. `/company/profile?IsEditing=true`. */
  path: string;
  /** Where a single page is mounted (every path by default), e.g. `/company/:companyId` for its `useParams`. */
  route?: string;
  /** The user the shell would have loaded, or null for a visitor; `testUser()` by default. */
  session?: User | null;
  /** For fake timers: how user-event advances them (`vi.advanceTimersByTime`). */
  advanceTimers?: (ms: number) => void;
}

/**
 * Renders a page as the shell does: the product's query client (fresh, no retries, with a spy as its 401
 * handler), the design system's theme and snackbar, the session already loaded (the client's session store), and a
 * memory data router
 * (the unsaved-changes guard needs one). Give one element, or a route table for several pages or guards.
 * @example
 * const { user, router } = renderPage(<CompanyProfile />, { path: '/company/profile', session: testUser({ companyId: 5 }) });
 * await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
 * expect(router.state.location.search).toBe('?IsEditing=true');
 */
export function renderPage(
  page: ReactElement | RouteObject[],
  { path, route = '*', session = testUser(), advanceTimers }: RenderPageOptions,
) {
  const onUnauthorized = vi.fn();
  const queryClient = createQueryClient({ onUnauthorized });
  setSession(session);
  const routes = Array.isArray(page) ? page : [{ path: route, element: page }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // No delay between keystrokes keeps typing fast on the shared cores; fake-timer tests advance the timers instead.
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : { delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <DesignSystemProvider>
        <RouterProvider router={router} />
      </DesignSystemProvider>
    </QueryClientProvider>,
  );
  return {
    ...view,
    router,
    queryClient,
    user,
    /** The query client's 401 handler: where the shell would send the browser to the session-expired page. */
    onUnauthorized,
    /** The router's current path and query, e.g. `/?verifyEmail=a%40b.c`. */
    currentUrl: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

export type RenderedPage = ReturnType<typeof renderPage>;
