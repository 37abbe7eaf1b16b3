// Standalone development host: this remote's pages with the real providers, against the real API (proxied /api).
import { createQueryClient } from '@benchlink/api/client';
import { paths } from '@benchlink/api/contracts';
import { DesignSystemProvider } from '@benchlink/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import CompanyApplicationsPage from './pages/company-applications-page';
import PositionApplicationsPage from './pages/position-applications-page';

const router = createBrowserRouter([
  { path: paths.companyApplications.path, element: <CompanyApplicationsPage /> },
  { path: paths.positionApplications.path, element: <PositionApplicationsPage /> },
  { path: '*', element: <Navigate to={paths.companyApplications.path} replace /> },
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
