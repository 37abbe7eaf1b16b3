import { PAGE_TITLE_EVENT, type PageTitleDetail } from '@benchlink/domain-ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';

export const PRODUCT_NAME = 'Benchlink';

/** What a route may carry in its `handle` for the document title. */
export type TitleHandle = { title?: string };

/** `<page title> · Benchlink` for tab titles, history and bookmarks; the product name alone when a page declares none. */
export const documentTitle = (title: string | undefined) => (title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME);

/** A page's own title (`usePageTitle`) and the path it was given on: it lasts until the route changes. */
type PageTitle = { title: string; pathname: string };

/**
 * The title a page gives itself with `usePageTitle` (domain UI), sent as a window event since remotes are bundles
 * of their own. The listener is registered in a layout effect: layout effects all run before any passive effect, so
 * it is in place before a page mounted in the same commit sends its title, however deep that page sits.
 */
function usePageTitleOverride(pathname: string) {
  const [pageTitle, setPageTitle] = useState<PageTitle>();
  const pathnameRef = useRef(pathname);
  useLayoutEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);
  useLayoutEffect(() => {
    const onTitle = (event: Event) => {
      const { title } = (event as CustomEvent<Partial<PageTitleDetail>>).detail ?? {};
      setPageTitle(typeof title === 'string' && title ? { title, pathname: pathnameRef.current } : undefined);
    };
    window.addEventListener(PAGE_TITLE_EVENT, onTitle);
    return () => window.removeEventListener(PAGE_TITLE_EVENT, onTitle);
  }, []);
  return pageTitle?.pathname === pathname ? pageTitle.title : undefined;
}

/**
 * Sets `document.title` from the title the page gives itself (the company's name) or else from the deepest matched
 * route that declares one.
 */
export function useDocumentTitle() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const routeTitle = matches
    .map((match) => (match.handle as TitleHandle | undefined)?.title)
    .filter((value): value is string => Boolean(value))
    .at(-1);
  const title = usePageTitleOverride(pathname) ?? routeTitle;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
