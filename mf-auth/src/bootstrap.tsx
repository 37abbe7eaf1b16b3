// Standalone development host: this remote's pages with the real providers, against the real API (proxied /api).
import { createQueryClient } from '@benchlink/api/client';
import { paths } from '@benchlink/api/contracts';
import { SnackbarProvider, ThemeProvider } from '@benchlink/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import AuthPage from './pages/auth-page';
import SignUpPage from './pages/sign-up-page';

const router = createBrowserRouter([
  { path: paths.home.path, element: <AuthPage /> },
  { path: paths.signup.path, element: <SignUpPage /> },
  { path: '*', element: <Navigate to={paths.home.path} replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
