import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_STYLE_ID } from '@benchlink/federation';
import { useLayoutEffect, type ReactNode } from 'react';

/**
 * The server may send a page's first paint inside `#root` (rendered at build time for the page's audience: a
 * visitor, a company's member, the administrator): text and layout show before any script has run. It is inert, and the live app does not take it over: React renders into a
 * detached `#root` of its own, which replaces the first paint once the live page is on screen. Until then loading
 * placeholders (the session spinner, a page's skeleton) hold the swap, so the visitor never sees the page go back to
 * a spinner; anything else (the page, an error, 'Page not found') lets it happen.
 */
let waiting: { placeholder: HTMLElement; container: HTMLElement } | undefined;
let holds = 0;

/** The element to render the app into: `#root`, or a detached one when `#root` holds a first paint. */
export function createAppContainer(document: Document = window.document): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  if (!root.hasAttribute(FIRST_PAINT_ATTRIBUTE)) return root;
  const container = document.createElement('div');
  container.id = 'root';
  waiting = { placeholder: root, container };
  return container;
}

/** Whether `container` (from `createAppContainer`) waits behind a first paint. */
export const isBehindFirstPaint = (container: HTMLElement) => waiting?.container === container;

/** Puts the live app in the first paint's place and drops the first paint's rules; once. */
function reveal() {
  if (!waiting) return;
  const { placeholder, container } = waiting;
  waiting = undefined;
  placeholder.ownerDocument.getElementById(FIRST_PAINT_STYLE_ID)?.remove();
  placeholder.replaceWith(container);
}

/** Rendered by a loading placeholder: the first paint stays while it is on screen. */
export function HoldFirstPaint() {
  useLayoutEffect(() => {
    holds += 1;
    return () => {
      holds -= 1;
      // After the whole commit: the placeholder that follows this one (if any) has taken its hold by then.
      queueMicrotask(() => {
        if (holds === 0) reveal();
      });
    };
  }, []);
  return null;
}

/** Wraps the app: when its first render holds nothing (e.g. 'Page not found'), the swap happens at once. */
export function FirstPaintGate({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    if (holds === 0) reveal();
  }, []);
  return children;
}

/** Forgets a pending swap and holds (tests). */
export function resetFirstPaint() {
  waiting = undefined;
  holds = 0;
}
