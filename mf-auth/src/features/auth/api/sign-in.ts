import { api, ignoreUnauthorized, sessionQueryOptions, unwrap } from '@benchlink/api/client';
import type { LoginInput } from '@benchlink/api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Signs in and starts the session cookie. A wrong password answers 401: the call opts out of the shell's
 * global 401 redirect, so the form can show the server's message instead of "Session expired".
 */
export const signIn = (input: LoginInput) => unwrap(api.api.auth.login.$post({ json: input }, ignoreUnauthorized));

/**
 * Signs in, then puts the user into the shared session query and re-reads it from the server, so the
 * shell's guards let the user through before the page navigates (also when nothing observes the query yet).
 */
export function useSignIn({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (user) => {
      queryClient.setQueryData(sessionQueryOptions.queryKey, user);
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey, refetchType: 'all' });
      onSuccess?.();
    },
  });
}
