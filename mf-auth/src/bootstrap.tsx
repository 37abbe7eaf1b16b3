// Standalone development host: this remote's pages with the real providers, against the real API (proxied /api).
import { createQueryClient, useSession } from '@benchlink/api/client';
import { paths } from '@benchlink/api/contracts';
import { DesignSystemProvider, PageHeader } from '@benchlink/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import AuthPage from './pages/auth-page';
import SignUpPage from './pages/sign-up-page';

/** Stands in for the company profile (another remote) where sign-in lands, so the flow can be tried alone. */
function SignedInPlaceholder() {
  const { user, isLoading } = useSession();
  if (isLoading) return null;
  if (!user) return <Navigate to={paths.home.path} replace />;
  return <PageHeader title={`Signed in as ${user.username}`} />;
}

const router = createBrowserRouter([
  { path: paths.home.path, element: <AuthPage /> },
  { path: paths.signup.path, element: <SignUpPage /> },
  { path: paths.companyProfile.path, element: <SignedInPlaceholder /> },
  { path: '*', element: <Navigate to={paths.home.path} replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <DesignSystemProvider>
        <RouterProvider router={router} />
      </DesignSystemProvider>
    </QueryClientProvider>
  </StrictMode>,
);
