// Standalone development host: this remote's pages, declared in routes.ts, with the real providers against the real
// API (proxied /api). Guards and layout belong to the shell; here every page is open.
import { createQueryClient } from '@benchlink/api/client';
import { paths } from '@benchlink/api/contracts';
import { DesignSystemProvider, FullScreenSpinner } from '@benchlink/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { routes } from './routes';

/** Each page's module is fetched on its first visit, as from the shell; `src/pages/<page>.tsx` is the build's convention. */
const loadPage = (page: string): Promise<{ default: ComponentType }> =>
  import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${page}.tsx`);

const router = createBrowserRouter([
  ...routes.map(({ path, page }) => {
    const Page = lazy(() => loadPage(page));
    return { path, element: <Page /> };
  }),
  { path: '*', element: <Navigate to={paths.approveCompanies.path} replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <DesignSystemProvider>
        <Suspense fallback={<FullScreenSpinner label="Loading page" />}>
          <RouterProvider router={router} />
        </Suspense>
      </DesignSystemProvider>
    </QueryClientProvider>
  </StrictMode>,
);
