import { useEffect } from 'react';

/**
 * The `window` event a page sends to name itself after what it shows ("Acme Software"). The shell listens to it and
 * titles the tab with it until the route changes. An event, because each remote bundles its own copy of this module:
 * a module-level store would not be shared with the shell.
 */
export const PAGE_TITLE_EVENT = 'benchlink:page-title';

/** What `PAGE_TITLE_EVENT` carries: the page's own title, or undefined to go back to the route's title. */
export interface PageTitleDetail {
  title: string | undefined;
}

function sendPageTitle(title: string | undefined) {
  window.dispatchEvent(new CustomEvent<PageTitleDetail>(PAGE_TITLE_EVENT, { detail: { title } }));
}

/**
 * Titles the browser tab after the entity the page shows, in place of the route's static title, while the page is
 * mounted; undefined (still loading, not found) leaves the route's title.
 * @example usePageTitle(company.data?.name); // 'Acme Software · Benchlink'
 */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return undefined;
    sendPageTitle(title);
    return () => sendPageTitle(undefined);
  }, [title]);
}
