import type { ReactNode } from 'react';
import { QueryLayer } from '../app/query-layer';
import { AppLayout } from './app-layout';
import type { NavigationEntry } from './navigation-entries';

/**
 * The signed-in frame (around `children`, else the matched route) with the page's query client, which the pages in it
 * and its navigation (the applications waiting), notifications and sign-out use. A chunk of its own: a visitor's first
 * page, sign-in, needs neither.
 */
export function SignedInLayout({
  navigation,
  children,
}: {
  navigation: readonly NavigationEntry[];
  children?: ReactNode;
}) {
  return (
    <QueryLayer>
      <AppLayout navigation={navigation}>{children}</AppLayout>
    </QueryLayer>
  );
}
