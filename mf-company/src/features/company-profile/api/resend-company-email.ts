import { api, unwrap } from '@benchlink/api-client';
import { useMutation } from '@tanstack/react-query';

/** Mails a new verification link for the company e-mail; answers the seconds before the next resend. */
export const resendCompanyEmail = () => unwrap(api.companies['resend-email-confirmation'].$get());

export function useResendCompanyEmail() {
  return useMutation({ mutationFn: resendCompanyEmail });
}
