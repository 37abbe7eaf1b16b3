import { sessionQueryOptions } from '@benchlink/api/client';
import type { User } from '@benchlink/api/contracts';
import { DesignSystemProvider } from '@benchlink/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

export const companyUser: User = {
  id: 2,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  companyId: 7,
  isAdmin: false,
};

/** Renders routes with the shell's providers and a session already loaded (null = signed out). */
export function renderWithSession(routes: RouteObject[], initialPath: string, user: User | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryOptions.queryKey, user);
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  render(
    <QueryClientProvider client={queryClient}>
      <DesignSystemProvider>
        <RouterProvider router={router} />
      </DesignSystemProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
