import { paths } from '@benchlink/contracts/paths';
import { defineRemoteRoutes } from '@benchlink/federation';

/** This remote's pages. The build exposes each as `./<page>` from `src/pages/<page>.tsx` and publishes the list. */
export const routes = defineRemoteRoutes([
  {
    path: paths.companyApplications.path,
    guard: 'company',
    page: 'company-applications-page',
    title: 'Company applications',
    skeleton: 'table',
    nav: { group: 'company', label: 'Company Applications', icon: 'briefcase', order: 20 },
  },
  {
    path: paths.positionApplications.path,
    guard: 'company',
    page: 'position-applications-page',
    title: 'Position applications',
    skeleton: 'table',
  },
]);
