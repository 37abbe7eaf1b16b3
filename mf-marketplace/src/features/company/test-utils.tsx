import { sessionKeys } from '@benchlink/api/client';
import type { User } from '@benchlink/api/contracts';
import { testUser } from '@benchlink/api/testing';
import { DesignSystemProvider } from '@benchlink/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders `element` at `path` in a memory data router (the unsaved-changes blocker needs one), with a fresh client. */
export function renderPage(element: ReactNode, { path, route = '*', session = testUser() }: { path: string; route?: string; session?: User | null }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(sessionKeys.all, session);
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <DesignSystemProvider>
        <RouterProvider router={router} />
      </DesignSystemProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
