import { api, unwrap } from '@benchlink/api-client';
import { useMutation } from '@tanstack/react-query';

/** Asks for a new confirmation e-mail; a 429 carries the seconds left in the cooldown (`retryAfter`). */
export const resendConfirmation = (email: string) =>
  unwrap(api.auth.register['resend-confirmation'].$get({ query: { email } }));

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
