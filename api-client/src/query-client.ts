import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, refreshSession } from '@benchlink/api-client/core';

export interface QueryClientOptions {
  /**
   * Called once for every query or mutation that fails with a 401 (the shell sends the browser to the
   * session-expired page). A call opts out with `meta: { ignoreUnauthorized: true }`, as an invitation link's read
   * does, whose 401 only means "signed out".
   */
  onUnauthorized?: () => void;
}

const isUnauthorized = (error: unknown, meta: Record<string, unknown> | undefined) =>
  isApiError(error) && error.status === 401 && !meta?.ignoreUnauthorized;

/**
 * A 403 can mean the session the page holds is out of date: the user was removed from their company, or is no longer
 * its owner, in another tab or by a colleague. The session is read again, so the guards and menus follow at once.
 */
const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;

/**
 * The product's query client: data fresh for 5 minutes, refetched on mount, focus and reconnect, no retry;
 * query errors are logged to the console, a 401 of any query or mutation goes to `onUnauthorized`, and a 403 reads
 * the session again.
 * @example const queryClient = createQueryClient({ onUnauthorized: () => router.navigate('/signup?sessionExpired=true') });
 */
export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error, query.meta)) onUnauthorized?.();
        else if (!query.meta?.ignoreUnauthorized) console.error(error);
        if (isForbidden(error)) void refreshSession();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthorized(error, mutation.meta)) onUnauthorized?.();
        if (isForbidden(error)) void refreshSession();
      },
    }),
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: false, refetchOnWindowFocus: true, refetchOnReconnect: true },
      mutations: { retry: false },
    },
  });
}
