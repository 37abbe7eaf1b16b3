import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (a remote's first load, say) before the focus stays put. */
const HEADING_WAIT_MS = 10_000;

/**
 * Moves keyboard focus to the new page's heading (its `h1`, made focusable with tabIndex -1) after each client-side
 * route change, as a full page load would start the reader at the page's top; a screen reader announces the heading.
 * Not on the first load (the browser's own start), and not when the new page already put the focus in itself (a
 * field it focuses). A page whose heading comes later (its code or data loading) is focused once the heading appears.
 * The page does not scroll for it.
 * @example const contentRef = useRef<HTMLElement>(null); useHeadingFocusOnNavigation(contentRef);
 */
export function useHeadingFocusOnNavigation(container: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);

  useEffect(() => {
    if (shownPathname.current === pathname) return undefined;
    shownPathname.current = pathname;
    const root = container.current;
    if (!root) return undefined;

    const focusHeading = () => {
      const heading = root.querySelector('h1');
      if (!heading) return false;
      const active = document.activeElement;
      // The new page put the focus somewhere of its own: leave it there.
      if (active && active !== root && active !== heading && root.contains(active)) return true;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return undefined;

    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, container]);
}
