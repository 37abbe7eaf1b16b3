import { api, ignoreUnauthorized, sessionQueryOptions, unwrap } from '@benchlink/api/client';
import type { LoginInput } from '@benchlink/api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Signs in and starts the session cookie. A wrong password answers 401: the call opts out of the shell's
 * global 401 redirect, so the form can show the server's message instead of "Session expired".
 */
export const signIn = (input: LoginInput) => unwrap(api.api.auth.login.$post({ json: input }, ignoreUnauthorized));

/**
 * Signs in, then puts the returned user into the shared session query, so the shell's guards let the user
 * through before the page navigates. The login answer is the session user: there is nothing to re-read.
 */
export function useSignIn({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      queryClient.setQueryData(sessionQueryOptions.queryKey, user);
      onSuccess?.();
    },
  });
}
