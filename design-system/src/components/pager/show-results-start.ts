import type { RefObject } from 'react';

/** Where a list's paging control sends the reader on a page change, when the list says nothing else. */
export type ResultsRef = RefObject<HTMLElement | null>;

/**
 * After a page change, the reader starts at the top of the new results instead of at the pager under the old ones:
 * the results (`target`, else the pager's section, else the page's main content) are scrolled to and take focus, so
 * a keyboard or screen-reader user carries on from their start. The layout's `scroll-padding-top` keeps them clear of
 * a sticky bar.
 */
export function showResultsStart(pager: HTMLElement | null, target?: HTMLElement | null) {
  const start = target ?? pager?.closest<HTMLElement>('section, main') ?? pager?.parentElement;
  if (!start) return;
  if (!start.hasAttribute('tabindex')) start.setAttribute('tabindex', '-1');
  start.focus({ preventScroll: true });
  start.scrollIntoView?.({ block: 'start' });
}
