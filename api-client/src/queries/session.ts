import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@benchlink/contracts/auth';
import { api } from '../api-client';
import { isApiError, toApiError } from '../api-error';

/** The session: one entry, the signed-in user or null. */
export const sessionKeys = {
  all: ['session'] as const,
};

/** A request for GET /api/user the page started before its code arrived; the first session read takes it over. */
let startedRequest: Promise<Response> | undefined;

/**
 * Hands over a session request the page's entry script started at once, so the session downloads in parallel with
 * the code instead of after it. Used by the first read only; a failed request is simply asked again.
 */
export function adoptSessionRequest(request: Promise<Response>) {
  startedRequest = request;
}

function requestSession(): Promise<Response> {
  const started = startedRequest;
  startedRequest = undefined;
  return started ? started.catch(() => api.user.$get()) : api.user.$get();
}

/**
 * The signed-in user, or null when nobody is signed in. A 401 here is the normal "signed out" answer. The shell reads
 * it once before its first render (the adopted request), so the app renders signed in or out from the start.
 */
export async function readSession(): Promise<User | null> {
  const response = await requestSession();
  // The typed client knows only the route's own answers; a 401 comes from the session middleware.
  if ((response.status as number) === 401) {
    // Drain the body: an unread response keeps its connection busy and the request open.
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as User;
}

/** Loaded once by the shell; remotes read it through `useSession` and never fetch it themselves. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: readSession,
  staleTime: Infinity,
  retry: (count, error) => !isApiError(error) && count < 2,
  meta: { ignoreUnauthorized: true },
});

export type Session = {
  user: User | null;
  isLoading: boolean;
  isAdmin: boolean;
  companyId: number | undefined;
};

/** The current session as the shell loaded it. */
export function useSession(): Session {
  const { data, isLoading } = useQuery(sessionQueryOptions);
  const user = data ?? null;
  return { user, isLoading, isAdmin: user?.isAdmin ?? false, companyId: user?.companyId };
}

/** Re-reads the session, e.g. after sign-in or after the user's company was created. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}

/** POST /api/auth/logout; a 401 means the session had already ended, which is what was asked for. */
export async function signOut(): Promise<void> {
  const response = await api.auth.logout.$post();
  if (!response.ok && (response.status as number) !== 401) throw await toApiError(response);
  await response.body?.cancel();
}

/**
 * Signs out on the server and forgets every cached answer of the previous user; the session becomes null. The caller
 * decides what follows (`onSignedOut`: go to sign-in) and how a failure shows (`onError`: the session stays).
 * @example const signOut = useSignOut({ onSignedOut: () => navigate('/'), onError: () => showError('Could not sign out') });
 */
export function useSignOut({
  onSignedOut,
  onError,
}: { onSignedOut?: () => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return async () => {
    // A request still running for the page would come back 401 once the session is gone and read as an expired
    // session; its answer is of no use any more.
    await queryClient.cancelQueries();
    try {
      await signOut();
    } catch (error) {
      onError?.(error);
      return;
    }
    queryClient.clear();
    queryClient.setQueryData(sessionKeys.all, null);
    onSignedOut?.();
  };
}
