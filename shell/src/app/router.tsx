import { paths } from '@benchlink/api/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RemotePage } from '../federation/remote-page';
import type { RemoteName } from '../federation/remotes';
import { HomeRoute, LoggedOutOnly, RequireAdmin, RequireCompany, RequireSession } from '../guards/guards';
import { AppLayout } from '../layout/app-layout';
import { PublicLayout } from '../layout/public-layout';
import { RootLayout } from './root-layout';
import { RootErrorPage } from './root-error-page';

const page = (path: string, remote: RemoteName, module: string): RouteObject => ({
  path,
  element: <RemotePage remote={remote} page={module} />,
});

/** The spec's route table (section 2) with its guards; every page comes from the remote that owns it. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.home.path,
            element: (
              <HomeRoute>
                <RemotePage remote="mf_auth" page="auth-page" />
              </HomeRoute>
            ),
          },
          { element: <LoggedOutOnly />, children: [page(paths.signup.path, 'mf_auth', 'sign-up-page')] },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              page(paths.companyProfile.path, 'mf_company', 'profile-page'),
              {
                element: <RequireCompany />,
                children: [
                  page(paths.companyApplications.path, 'mf_applications', 'company-applications-page'),
                  page(paths.companyProjects.path, 'mf_company', 'projects-page'),
                  page(paths.companyFilters.path, 'mf_company', 'filters-page'),
                  page(paths.companyPartners.path, 'mf_company', 'partners-page'),
                  page(paths.companyTalents.path, 'mf_company', 'talents-page'),
                  page(paths.addTalent.path, 'mf_company', 'talent-form-page'),
                  page(paths.createProject.path, 'mf_company', 'project-form-page'),
                  page(paths.browseProjects.path, 'mf_marketplace', 'browse-projects-page'),
                  page(paths.browseTalents.path, 'mf_marketplace', 'browse-talents-page'),
                  page(paths.project.path, 'mf_company', 'project-page'),
                  page(paths.editProject.path, 'mf_company', 'project-form-page'),
                  page(paths.createPosition.path, 'mf_company', 'position-form-page'),
                  page(paths.editPosition.path, 'mf_company', 'position-form-page'),
                  page(paths.positionApplications.path, 'mf_applications', 'position-applications-page'),
                  page(paths.talent.path, 'mf_company', 'talent-page'),
                  page(paths.editTalent.path, 'mf_company', 'talent-form-page'),
                ],
              },
              {
                element: <RequireCompany allowAdmin />,
                children: [page(paths.company.path, 'mf_marketplace', 'company-page')],
              },
              {
                element: <RequireAdmin />,
                children: [page(paths.approveCompanies.path, 'mf_admin', 'approve-companies-page')],
              },
            ],
          },
        ],
      },
      { path: '*', element: <RootErrorPage isNotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
