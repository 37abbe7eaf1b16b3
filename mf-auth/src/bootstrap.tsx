// Standalone development host: this remote's pages on the shared host (federation/src/standalone.tsx).
import { createQueryClient, useSession } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { PageHeader } from '@benchlink/design-system';
import { startStandalone } from '@benchlink/federation/standalone';
import { Navigate } from 'react-router';
import { routes } from './routes';

/** Stands in for the company profile (another remote) where sign-in lands, so the flow can be tried alone. */
function SignedInPlaceholder() {
  const { user, isLoading } = useSession();
  if (isLoading) return null;
  if (!user) return <Navigate to={paths.home.path} replace />;
  return <PageHeader title={`Signed in as ${user.username}`} />;
}

startStandalone({
  routes,
  // The build's convention: a page's source is `src/pages/<page>.tsx`.
  loadPage: (page) => import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${page}.tsx`),
  queryClient: createQueryClient(),
  fallbackPath: paths.home.path,
  extraRoutes: [{ path: paths.companyProfile.path, element: <SignedInPlaceholder /> }],
});
