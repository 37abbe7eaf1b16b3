import { paths } from '@benchlink/contracts/paths';
import { defineRemoteRoutes } from '@benchlink/federation';

/** This remote's pages. The build exposes each as `./<page>` from `src/pages/<page>.tsx` and publishes the list. */
export const routes = defineRemoteRoutes([
  {
    path: paths.browseProjects.path,
    guard: 'company',
    page: 'browse-projects-page',
    title: 'Browse projects',
    skeleton: 'browse',
    nav: { group: 'browse', label: 'Browse Projects', icon: 'search', order: 10 },
  },
  {
    path: paths.browseTalents.path,
    guard: 'company',
    page: 'browse-talents-page',
    title: 'Browse talents',
    skeleton: 'browse',
    nav: { group: 'browse', label: 'Browse Talents', icon: 'search', order: 20 },
  },
  // The admin reviews companies without having one, so the public company view lets the admin in too.
  { path: paths.company.path, guard: 'companyOrAdmin', page: 'company-page', title: 'Company', skeleton: 'profile' },
]);
