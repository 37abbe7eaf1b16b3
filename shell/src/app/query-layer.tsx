import { createQueryClient, expireSession } from '@benchlink/api-client';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';

let pageQueryClient: QueryClient | undefined;

/**
 * The page's one QueryClient (remotes reach it through the shared react-query singleton), made when the first page
 * that uses it loads. A 401 of any query or mutation ends the session as expired: the root layout then sends the
 * browser to the session-expired sign-up page.
 */
function queryClientOfThePage() {
  pageQueryClient ??= createQueryClient({ onUnauthorized: expireSession });
  return pageQueryClient;
}

/**
 * Gives its children the page's query client, unless a client is given above them already (the signed-in layout's, or
 * a test's). A chunk of its own with react-query, loaded with every page but the sign-in page (see `RemotePage`).
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClientOfThePage()}>{children}</QueryClientProvider>;
}
