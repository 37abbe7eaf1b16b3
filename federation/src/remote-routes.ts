import { z } from 'zod';
import { navGroups, navIcons, pageSkeletons, routeGuards } from './route-names';

/** Exposed module names are kebab-case and end in `-page`; the page's source is `src/pages/<page>.tsx`. */
const PAGE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*-page$/;

const navEntrySchema = z.object({
  group: z.enum(navGroups),
  label: z.string().min(1),
  icon: z.enum(navIcons),
  /** Position within the group, smallest first. */
  order: z.number().int(),
});

/** One page of a remote as published in its `routes.json`; unknown fields are dropped, so older shells keep working. */
export const remoteRouteSchema = z
  .object({
    path: z.string().startsWith('/'),
    guard: z.enum(routeGuards),
    page: z.string().regex(PAGE_NAME, 'must be a kebab-case name ending in -page'),
    title: z.string().min(1).optional(),
    // A shape this shell does not know (from a newer remote) falls back to the default instead of dropping the page.
    skeleton: z.enum(pageSkeletons).optional().catch(undefined),
    nav: navEntrySchema.optional(),
  })
  .refine((route) => !route.nav || !route.path.includes(':'), {
    message: 'a page with a navigation entry needs a path without parameters',
    path: ['nav'],
  })
  .refine((route) => (route.guard === 'home') === (route.path === '/'), {
    message: "the 'home' guard belongs to / and / only",
    path: ['guard'],
  });
export type RemoteRoute = z.infer<typeof remoteRouteSchema>;

/** The document a remote's build writes as `routes.json` beside its `mf-manifest.json`. */
export const remoteRoutesDocumentSchema = z.object({ remote: z.string().min(1), routes: z.array(z.unknown()) });
export type RemoteRoutesDocument = { remote: string; routes: RemoteRoute[] };

/** One remote in the shell's `/remotes.json`: where its manifest is and which pages it declares. */
export type RemoteEntry = { entry: string; routes: RemoteRoute[] };
/** `/remotes.json`: container name → entry and pages. */
export type RemotesManifest = Record<string, RemoteEntry>;

/**
 * What a remote's `src/routes.ts` declares for one page. A page other packages link to takes its path from `paths`
 * in the contracts (so every link to it is typed); a page only its own remote links to may write its path here.
 */
export type RemoteRouteDeclaration = Omit<RemoteRoute, 'path' | 'page'> & {
  path: `/${string}`;
  page: `${string}-page`;
};

/**
 * Types a remote's page declarations; the build derives the remote's exposes and its `routes.json` from them.
 * @example export const routes = defineRemoteRoutes([{ path: '/company/projects', guard: 'company', page: 'projects-page' }]);
 */
export const defineRemoteRoutes = <const T extends readonly RemoteRouteDeclaration[]>(routes: T): T => routes;

/**
 * Validates a remote's declared pages one by one, so one page a reader cannot understand (say, from a newer
 * remote) drops only that page. Returns the valid pages and a readable line per rejected one.
 */
export function parseRemoteRoutes(input: readonly unknown[]): { routes: RemoteRoute[]; problems: string[] } {
  const routes: RemoteRoute[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  input.forEach((candidate, index) => {
    const parsed = remoteRouteSchema.safeParse(candidate);
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'route'} ${issue.message}`);
      problems.push(`route ${index}: ${reasons.join('; ')}`);
    } else if (seen.has(parsed.data.path)) {
      problems.push(`route ${index}: ${parsed.data.path} is declared twice`);
    } else {
      seen.add(parsed.data.path);
      routes.push(parsed.data);
    }
  });
  return { routes, problems };
}
