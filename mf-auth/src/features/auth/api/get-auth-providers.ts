import { api, unwrap } from '@benchlink/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Which third-party sign-in the server has configured. */
export const getAuthProviders = () => unwrap(api.auth.providers.$get());

/** Only this remote reads the providers, so its key stays local rather than in the shared factories. */
export const authProvidersQueryOptions = queryOptions({
  queryKey: ['auth', 'providers'] as const,
  queryFn: getAuthProviders,
  staleTime: Infinity,
});

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions);
}
