// Standalone development host: this remote's pages with the real providers, against the real API (proxied /api).
import { createQueryClient } from '@benchlink/api/client';
import { paths } from '@benchlink/api/contracts';
import { DesignSystemProvider } from '@benchlink/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import ProfilePage from './pages/profile-page';
import ProjectsPage from './pages/projects-page';
import ProjectFormPage from './pages/project-form-page';
import ProjectPage from './pages/project-page';
import PositionFormPage from './pages/position-form-page';
import TalentsPage from './pages/talents-page';
import TalentFormPage from './pages/talent-form-page';
import TalentPage from './pages/talent-page';
import FiltersPage from './pages/filters-page';
import PartnersPage from './pages/partners-page';

const router = createBrowserRouter([
  { path: paths.companyProfile.path, element: <ProfilePage /> },
  { path: paths.companyProjects.path, element: <ProjectsPage /> },
  { path: paths.createProject.path, element: <ProjectFormPage /> },
  { path: paths.editProject.path, element: <ProjectFormPage /> },
  { path: paths.project.path, element: <ProjectPage /> },
  { path: paths.createPosition.path, element: <PositionFormPage /> },
  { path: paths.editPosition.path, element: <PositionFormPage /> },
  { path: paths.companyTalents.path, element: <TalentsPage /> },
  { path: paths.addTalent.path, element: <TalentFormPage /> },
  { path: paths.editTalent.path, element: <TalentFormPage /> },
  { path: paths.talent.path, element: <TalentPage /> },
  { path: paths.companyFilters.path, element: <FiltersPage /> },
  { path: paths.companyPartners.path, element: <PartnersPage /> },
  { path: '*', element: <Navigate to={paths.companyProfile.path} replace /> },
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
