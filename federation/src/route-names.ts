// The names a remote's page declarations use (guards, navigation groups and icons, skeletons), kept apart from the
// schemas in `remote-routes.ts` so the shell can read them without bundling zod.

/**
 * Who may open a page; the shell turns each into its guard and layout. `home` is `/` alone (sign-in for visitors,
 * the profile for signed-in users); `companyOrAdmin` also lets the admin, who has no company, in.
 */
export const routeGuards = ['home', 'public', 'signedOut', 'signedIn', 'company', 'companyOrAdmin', 'admin'] as const;
export type RouteGuard = (typeof routeGuards)[number];

/** The left navigation's groups, in the order the shell shows them. */
export const navGroups = ['company', 'browse', 'admin'] as const;
export type NavGroupName = (typeof navGroups)[number];

/** Icon names a navigation entry may use; the shell maps each to a design-system icon. */
export const navIcons = [
  'user',
  'briefcase',
  'building',
  'filter',
  'people',
  'search',
  'shield',
  'home',
  'calendar',
  'file',
  'list',
  'grid',
  'mail',
  'settings',
  'link',
  'team',
] as const;
export type NavIconName = (typeof navIcons)[number];

/**
 * The loading placeholder a page shows while its code arrives, shaped like the page: a form, a profile, generic list
 * rows, the browse pages (filters beside compact result cards), the own projects' or bench talents' cards, a table.
 * Optional: a shell reading a declaration without it, or with a shape it does not know (from a newer remote), shows
 * the list shape. The design system's `PAGE_SKELETONS` draws each.
 */
export const pageSkeletons = ['form', 'profile', 'list', 'browse', 'projects', 'talents', 'table'] as const;
export type PageSkeletonName = (typeof pageSkeletons)[number];
export const DEFAULT_PAGE_SKELETON: PageSkeletonName = 'list';

/** The element of the shell's HTML that carries `/remotes.json`, so the shell knows its routes without fetching them. */
export const REMOTES_MANIFEST_ELEMENT_ID = 'benchlink-remotes';

/**
 * A page's first paint, rendered at build time (`first-paint.json` in its remote's build) and sent by the
 * server inside `#root`, marked with this attribute, with its rules in the style element of this id.
 */
export const FIRST_PAINT_FILE = 'first-paint.json';
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
export const FIRST_PAINT_STYLE_ID = 'benchlink-first-paint-style';

/** Who a page's first paint is rendered for: a visitor, a member of a company, or the administrator. */
export type FirstPaintAudience = 'visitor' | 'company' | 'admin';

/**
 * Whose first paint a page of each guard gets: whoever first sees it in the frame the guard gives it (a page open to
 * both a company's member and the admin is rendered for the member).
 */
export const firstPaintAudienceOf: Record<RouteGuard, FirstPaintAudience> = {
  home: 'visitor',
  signedOut: 'visitor',
  public: 'visitor',
  signedIn: 'company',
  company: 'company',
  companyOrAdmin: 'company',
  admin: 'admin',
};
