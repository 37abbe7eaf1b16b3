import { paths } from '@benchlink/contracts/paths';
import { defineRemoteRoutes } from '@benchlink/federation';

/** This remote's pages. The build exposes each as `./<page>` from `src/pages/<page>.tsx` and publishes the list. */
export const routes = defineRemoteRoutes([
  {
    path: paths.companyProfile.path,
    guard: 'signedIn',
    page: 'profile-page',
    title: 'Company profile',
    skeleton: 'profile',
    nav: { group: 'company', label: 'Profile', icon: 'user', order: 10 },
  },
  {
    path: paths.companyProjects.path,
    guard: 'company',
    page: 'projects-page',
    title: 'Company projects',
    nav: { group: 'company', label: 'Projects', icon: 'building', order: 30 },
  },
  {
    path: paths.companyFilters.path,
    guard: 'company',
    page: 'filters-page',
    title: 'Company filters',
    nav: { group: 'company', label: 'Filters', icon: 'filter', order: 40 },
  },
  {
    path: paths.companyPartners.path,
    guard: 'company',
    page: 'partners-page',
    title: 'Partner groups',
    nav: { group: 'company', label: 'Partners', icon: 'people', order: 50 },
  },
  {
    path: paths.companyTalents.path,
    guard: 'company',
    page: 'talents-page',
    title: 'Company talents',
    nav: { group: 'company', label: 'Talents', icon: 'people', order: 60 },
  },
  { path: paths.addTalent.path, guard: 'company', page: 'talent-form-page', title: 'Add talent', skeleton: 'form' },
  { path: paths.talent.path, guard: 'company', page: 'talent-page', title: 'Talent', skeleton: 'profile' },
  {
    path: paths.applicationTalent.path,
    guard: 'company',
    page: 'application-talent-page',
    title: 'Applicant talent',
    skeleton: 'profile',
  },
  { path: paths.editTalent.path, guard: 'company', page: 'talent-form-page', title: 'Edit talent', skeleton: 'form' },
  {
    path: paths.createProject.path,
    guard: 'company',
    page: 'project-form-page',
    title: 'Create project',
    skeleton: 'form',
  },
  { path: paths.project.path, guard: 'company', page: 'project-page', title: 'Project' },
  {
    path: paths.editProject.path,
    guard: 'company',
    page: 'project-form-page',
    title: 'Edit project',
    skeleton: 'form',
  },
  {
    path: paths.createPosition.path,
    guard: 'company',
    page: 'position-form-page',
    title: 'Create position',
    skeleton: 'form',
  },
  {
    path: paths.editPosition.path,
    guard: 'company',
    page: 'position-form-page',
    title: 'Edit position',
    skeleton: 'form',
  },
]);
