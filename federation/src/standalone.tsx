// The standalone development host every remote runs on its own (`npm run dev -w <remote>`): the remote's pages with
// the real providers against the real API (proxied /api). Guards and layout belong to the shell; here every page is
// open.
import { DesignSystemProvider, FullScreenSpinner } from '@benchlink/design-system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import type { RemoteRouteDeclaration } from './remote-routes';

export type StandaloneOptions = {
  /** The remote's page declarations (its `src/routes.ts`). */
  routes: readonly RemoteRouteDeclaration[];
  /**
   * Fetches a page's module by name. It stays in the remote, because the bundler resolves the dynamic import
   * relative to the file that writes it: `(page) => import(`./pages/${page}.tsx`)`.
   */
  loadPage: (page: string) => Promise<{ default: ComponentType }>;
  /** The app's query client (`createQueryClient()` of the API client), so its defaults match the shell's. */
  queryClient: QueryClient;
  /** Where an address no page declares goes. */
  fallbackPath: string;
  /** Stand-ins for pages of other remotes a flow reaches (e.g. where sign-in lands). */
  extraRoutes?: { path: string; element: ReactNode }[];
};

/** Renders the remote's pages into `#root`. */
export function startStandalone({
  routes,
  loadPage,
  queryClient,
  fallbackPath,
  extraRoutes = [],
}: StandaloneOptions): void {
  const router = createBrowserRouter([
    ...routes.map(({ path, page }) => {
      const Page = lazy(() => loadPage(page));
      return { path, element: <Page /> };
    }),
    ...extraRoutes,
    { path: '*', element: <Navigate to={fallbackPath} replace /> },
  ]);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <DesignSystemProvider>
          <Suspense fallback={<FullScreenSpinner label="Loading page" />}>
            <RouterProvider router={router} />
          </Suspense>
        </DesignSystemProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
