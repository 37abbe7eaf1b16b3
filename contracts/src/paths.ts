/**
 * The app's route paths with `href` builders: the one typed way to link to a page, also across remotes. A page is
 * bound to its path only in its owner remote's `src/routes.ts`; the shell builds its route table from those.
 */
export const paths = {
  home: { path: '/', href: (query?: Record<string, string>) => withQuery('/', query) },
  signup: { path: '/signup', href: (query?: Record<string, string>) => withQuery('/signup', query) },
  companyProfile: {
    path: '/company/profile',
    href: (isEditing = false) => (isEditing ? '/company/profile?IsEditing=true' : '/company/profile'),
  },
  companyApplications: { path: '/company/applications', href: () => '/company/applications' },
  companyProjects: { path: '/company/projects', href: () => '/company/projects' },
  companyFilters: { path: '/company/filters', href: () => '/company/filters' },
  companyPartners: { path: '/company/partners', href: () => '/company/partners' },
  companyTalents: { path: '/company/talents', href: () => '/company/talents' },
  /** The company's members and pending invitations. */
  companyTeam: { path: '/company/team', href: () => '/company/team' },
  addTalent: { path: '/company/talents/add', href: () => '/company/talents/add' },
  createProject: { path: '/company/project/create', href: () => '/company/project/create' },
  browseProjects: { path: '/browse-projects', href: () => '/browse-projects' },
  browseTalents: {
    path: '/browse-talents',
    /** With one of the company's positions: the talents that fit it, best first. */
    href: (positionId?: number) =>
      withQuery('/browse-talents', positionId ? { positionId: String(positionId), sort: 'match' } : undefined),
  },
  project: { path: '/project/:projectId', href: (projectId: number) => `/project/${projectId}` },
  editProject: { path: '/project/:projectId/edit', href: (projectId: number) => `/project/${projectId}/edit` },
  createPosition: {
    path: '/project/:projectId/position/create',
    href: (projectId: number) => `/project/${projectId}/position/create`,
  },
  editPosition: { path: '/position/:id/edit', href: (id: number) => `/position/${id}/edit` },
  positionApplications: { path: '/position/:id/applications', href: (id: number) => `/position/${id}/applications` },
  talent: { path: '/talent/:talentId', href: (talentId: number) => `/talent/${talentId}` },
  /** The talent an application was sent with, as the position's company may see it (blind until it accepts). */
  applicationTalent: {
    path: '/application/:applicationId/talent',
    href: (applicationId: number) => `/application/${applicationId}/talent`,
  },
  editTalent: { path: '/talent/:talentId/edit', href: (talentId: number) => `/talent/${talentId}/edit` },
  /** The one-click link of the weekly availability reminder; it works without signing in. */
  confirmAvailability: {
    path: '/confirm-availability',
    href: (token: string) => withQuery('/confirm-availability', { token }),
  },
  company: { path: '/company/:companyId', href: (companyId: number) => `/company/${companyId}` },
  /** The link of an invitation mail: who invites, and the way to join (signing in or up first). */
  invitation: { path: '/invitation', href: (token: string) => withQuery('/invitation', { token }) },
  /** The signed-in user's name, e-mail and password. */
  account: { path: '/account', href: () => '/account' },
  /** The link mailed to a new e-mail address: opening it makes the address the account's. */
  confirmEmailChange: {
    path: '/confirm-email-change',
    href: (token: string) => withQuery('/confirm-email-change', { token }),
  },
  /** The link mailed to the old address when a change is asked: opening it cancels the change. */
  cancelEmailChange: {
    path: '/cancel-email-change',
    href: (token: string) => withQuery('/cancel-email-change', { token }),
  },
  approveCompanies: { path: '/admin/approve-companies', href: () => '/admin/approve-companies' },
  adminAudit: { path: '/admin/audit', href: () => '/admin/audit' },
} as const;

function withQuery(path: string, query?: Record<string, string>) {
  if (!query || Object.keys(query).length === 0) return path;
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/**
 * The query parameter that carries where a signed-out visitor was going, so sign-in can take them there
 * (`/?returnTo=%2Fcompany%2F1`).
 */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * A return target we are willing to follow: a path on this origin (one leading `/`, no `//` or `/\` that a
 * browser would read as another host, no scheme, no control characters). Anything else gives `undefined`.
 * @example safeReturnTo('/company/1?tab=a') // '/company/1?tab=a'; safeReturnTo('//evil.example') // undefined
 */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Browsers drop tabs and newlines from URLs, so '/\t/evil.example' would become '//evil.example'.
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return undefined;
  return value;
}

/** Where a user lands after sign-in: the administrator reviews companies, everyone else sees their profile. */
export const landingPath = ({ isAdmin }: { isAdmin: boolean }) =>
  isAdmin ? paths.approveCompanies.href() : paths.companyProfile.href();
