import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * The product's query defaults: data fresh for 5 minutes, refetched on mount, focus and reconnect, no retry;
 * query errors are logged to the console only.
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.ignoreUnauthorized) return;
        console.error(error);
      },
    }),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: false, refetchOnWindowFocus: true, refetchOnReconnect: true },
      mutations: { retry: false },
    },
  });
}
