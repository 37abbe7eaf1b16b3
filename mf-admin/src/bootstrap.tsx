// Standalone development host: this remote's pages with the real providers, against the real API (proxied /api).
import { createQueryClient } from '@benchlink/api/client';
import { paths } from '@benchlink/api/contracts';
import { DesignSystemProvider } from '@benchlink/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import ApproveCompaniesPage from './pages/approve-companies-page';

const router = createBrowserRouter([
  { path: paths.approveCompanies.path, element: <ApproveCompaniesPage /> },
  { path: '*', element: <Navigate to={paths.approveCompanies.path} replace /> },
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
