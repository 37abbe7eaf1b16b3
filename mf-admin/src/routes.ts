import { paths } from '@benchlink/contracts/paths';
import { defineRemoteRoutes } from '@benchlink/federation';

/** This remote's pages. The build exposes each as `./<page>` from `src/pages/<page>.tsx` and publishes the list. */
export const routes = defineRemoteRoutes([
  {
    path: paths.approveCompanies.path,
    guard: 'admin',
    page: 'approve-companies-page',
    title: 'Approve companies',
    skeleton: 'table',
    nav: { group: 'admin', label: 'Approve companies', icon: 'shield', order: 10 },
  },
  {
    path: paths.adminAudit.path,
    guard: 'admin',
    page: 'audit-page',
    title: 'Audit trail',
    skeleton: 'table',
    nav: { group: 'admin', label: 'Audit trail', icon: 'list', order: 20 },
  },
]);
