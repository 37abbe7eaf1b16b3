import { paths } from '@benchlink/contracts/paths';
import type { RemotePageRoute } from '../federation/remotes';

/**
 * Declarations as the remotes publish them in `/remotes.json`, one or more per guard and navigation group. The
 * shell's tests build the route table and the navigation from these, as the shell does at start.
 */
export const testPages: RemotePageRoute[] = [
  { remote: 'mf_auth', path: paths.home.path, guard: 'home', page: 'auth-page' },
  { remote: 'mf_auth', path: paths.signup.path, guard: 'signedOut', page: 'sign-up-page' },
  {
    remote: 'mf_company',
    path: paths.companyProfile.path,
    guard: 'signedIn',
    page: 'profile-page',
    nav: { group: 'company', label: 'Profile', icon: 'user', order: 10 },
  },
  {
    remote: 'mf_applications',
    path: paths.companyApplications.path,
    guard: 'company',
    page: 'company-applications-page',
    nav: { group: 'company', label: 'Company Applications', icon: 'briefcase', order: 20 },
  },
  {
    remote: 'mf_company',
    path: paths.companyProjects.path,
    guard: 'company',
    page: 'projects-page',
    nav: { group: 'company', label: 'Projects', icon: 'building', order: 30 },
  },
  {
    remote: 'mf_company',
    path: paths.companyTalents.path,
    guard: 'company',
    page: 'talents-page',
    nav: { group: 'company', label: 'Talents', icon: 'people', order: 60 },
  },
  { remote: 'mf_company', path: paths.project.path, guard: 'company', page: 'project-page', title: 'Project' },
  {
    remote: 'mf_marketplace',
    path: paths.browseTalents.path,
    guard: 'company',
    page: 'browse-talents-page',
    nav: { group: 'browse', label: 'Browse Talents', icon: 'search', order: 20 },
  },
  {
    remote: 'mf_marketplace',
    path: paths.browseProjects.path,
    guard: 'company',
    page: 'browse-projects-page',
    nav: { group: 'browse', label: 'Browse Projects', icon: 'search', order: 10 },
  },
  { remote: 'mf_marketplace', path: paths.company.path, guard: 'companyOrAdmin', page: 'company-page' },
  {
    remote: 'mf_admin',
    path: paths.approveCompanies.path,
    guard: 'admin',
    page: 'approve-companies-page',
    nav: { group: 'admin', label: 'Approve companies', icon: 'shield', order: 10 },
  },
];
