import { useQueryClient } from '@tanstack/react-query';
import { setSession, signOut } from '@benchlink/api-client/core';

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
    setSession(null);
    onSignedOut?.();
  };
}
