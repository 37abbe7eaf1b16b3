import { api, unwrap } from '@benchlink/api-client';
import { useMutation } from '@tanstack/react-query';

/** Requests a reset link; the server answers the same whether or not the account exists. */
export const requestPasswordRecovery = (email: string) =>
  unwrap(api.auth['password-recovery'].$get({ query: { email } }));

export function useRequestPasswordRecovery({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: requestPasswordRecovery, onSuccess: () => onSuccess?.() });
}
