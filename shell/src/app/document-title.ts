import { useEffect } from 'react';
import { useMatches } from 'react-router';

export const PRODUCT_NAME = 'Benchlink';

/** What a route may carry in its `handle` for the document title. */
export type TitleHandle = { title?: string };

/** `<page title> · Benchlink` for tab titles, history and bookmarks; the product name alone when a page declares none. */
export const documentTitle = (title: string | undefined) => (title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME);

/** Sets `document.title` from the deepest matched route that declares a title. */
export function useDocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as TitleHandle | undefined)?.title)
    .filter((value): value is string => Boolean(value))
    .at(-1);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
