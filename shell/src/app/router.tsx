import type { RouteGuard } from '@benchlink/federation';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RemoteFallback } from '../federation/remote-fallback';
import { RemotePage } from '../federation/remote-page';
import type { RemotePageRoute } from '../federation/remotes';
import { HomeRoute, LoggedOutOnly, RequireAdmin, RequireCompany, RequireSession } from '../guards/guards';
import { navigationEntries } from '../layout/navigation-entries';
import { PublicLayout } from '../layout/public-layout';
import type { TitleHandle } from './document-title';
import { AppLoading, RootLayout } from './root-layout';
import { RootErrorPage } from './root-error-page';

// The signed-in frame, with react-query for its navigation and notifications: not part of a visitor's first page.
const SignedInLayout = lazy(() =>
  import('../layout/signed-in-layout').then((module) => ({ default: module.SignedInLayout })),
);

/** What every page route carries for the rest of the shell (`useMatches()`), e.g. its document title. */
export type PageHandle = TitleHandle & { remote: string; page: string };

/** Guards whose pages sit in the signed-out frame rather than the navigation layout. */
const publicGuards: readonly RouteGuard[] = ['home', 'public', 'signedOut'];

function pageRoute({ path, remote, page, title, skeleton, guard }: RemotePageRoute): RouteObject {
  return {
    path,
    element: (
      <RemotePage
        remote={remote}
        page={page}
        skeleton={skeleton}
        isPublic={publicGuards.includes(guard)}
        // A signed-in page has the signed-in layout's; the home page (sign-in, every visitor's first page) does without.
        withQueryClient={guard === 'public' || guard === 'signedOut'}
      />
    ),
    handle: { remote, page, title } satisfies PageHandle,
  };
}

/**
 * The route table, built at start from the pages the remotes declare (`/remotes.json`). Each declaration's guard
 * picks the guard and the layout around it; the shell owns both, the session and 'Page not found'. `null` means
 * the declarations could not be read at all: every address then offers a retry instead of a wrong 'Page not found'.
 */
export function createRoutes(pages: readonly RemotePageRoute[] | null): RouteObject[] {
  if (!pages) {
    return [
      {
        element: <PublicLayout />,
        errorElement: <RootErrorPage />,
        children: [{ path: '*', element: <RemoteFallback onRetry={() => window.location.reload()} /> }],
      },
    ];
  }

  const guarded = (guard: RouteGuard) => pages.filter((page) => page.guard === guard).map(pageRoute);
  const home = pages
    .filter((page) => page.guard === 'home')
    .map((page) => {
      const route = pageRoute(page);
      return { ...route, element: <HomeRoute>{route.element}</HomeRoute> };
    });

  const navigation = navigationEntries(pages);
  return [
    {
      element: <RootLayout />,
      errorElement: <RootErrorPage />,
      children: [
        {
          element: <PublicLayout />,
          children: [...home, ...guarded('public'), { element: <LoggedOutOnly />, children: guarded('signedOut') }],
        },
        {
          element: <RequireSession />,
          children: [
            {
              element: (
                <Suspense fallback={<AppLoading />}>
                  <SignedInLayout navigation={navigation} />
                </Suspense>
              ),
              children: [
                ...guarded('signedIn'),
                { element: <RequireCompany />, children: guarded('company') },
                { element: <RequireCompany allowAdmin />, children: guarded('companyOrAdmin') },
                { element: <RequireAdmin />, children: guarded('admin') },
              ],
            },
          ],
        },
        {
          path: '*',
          // Rarely needed, so not part of every first visit's code.
          lazy: async () => {
            const { NotFoundPage } = await import('../layout/not-found-page');
            return { element: <NotFoundPage navigation={navigation} /> };
          },
          handle: { title: 'Page not found' } satisfies TitleHandle,
        },
      ],
    },
  ];
}

export const createRouter = (pages: readonly RemotePageRoute[] | null) => createBrowserRouter(createRoutes(pages));
