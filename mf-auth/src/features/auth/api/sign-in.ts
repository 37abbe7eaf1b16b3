import { api, sessionQueryOptions, unwrap } from '@benchlink/api-client';
import type { LoginInput, User } from '@benchlink/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Signs in and starts the session cookie. */
export const signIn = (input: LoginInput) => unwrap(api.auth.login.$post({ json: input }));

/**
 * Signs in, then puts the returned user into the shared session query, so the shell's guards let the user
 * through before the page navigates. The login answer is the session user: there is nothing to re-read.
 */
export function useSignIn({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // A wrong password answers 401: opting out of the shell's session-expired redirect lets the form show the
    // server's message instead.
    meta: { ignoreUnauthorized: true },
    onSuccess: (user) => {
      queryClient.setQueryData(sessionQueryOptions.queryKey, user);
      onSuccess?.(user);
    },
  });
}
