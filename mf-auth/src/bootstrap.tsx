// Standalone development host: this remote's pages, declared in routes.ts, with the real providers against the real
// API (proxied /api). Guards and layout belong to the shell; here every page is open.
import { createQueryClient, useSession } from '@benchlink/api/client';
import { paths } from '@benchlink/api/contracts';
import { DesignSystemProvider, FullScreenSpinner, PageHeader } from '@benchlink/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { routes } from './routes';

/** Each page's module is fetched on its first visit, as from the shell; `src/pages/<page>.tsx` is the build's convention. */
const loadPage = (page: string): Promise<{ default: ComponentType }> =>
  import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${page}.tsx`);

/** Stands in for the company profile (another remote) where sign-in lands, so the flow can be tried alone. */
function SignedInPlaceholder() {
  const { user, isLoading } = useSession();
  if (isLoading) return null;
  if (!user) return <Navigate to={paths.home.path} replace />;
  return <PageHeader title={`Signed in as ${user.username}`} />;
}

const router = createBrowserRouter([
  ...routes.map(({ path, page }) => {
    const Page = lazy(() => loadPage(page));
    return { path, element: <Page /> };
  }),
  { path: paths.companyProfile.path, element: <SignedInPlaceholder /> },
  { path: '*', element: <Navigate to={paths.home.path} replace /> },
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
