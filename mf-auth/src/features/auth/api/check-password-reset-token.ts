import { api, isApiError, unwrap } from '@benchlink/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Asks whether a mailed reset link can still set a password; a used or expired one answers 400 with the reason. */
export const checkPasswordResetToken = (token: string) =>
  unwrap(api.auth['password-reset'].check.$get({ query: { token } }));

/**
 * The check as the set-new-password page runs it when it opens. Only the server's refusal (400) counts: any other
 * failure leaves the form usable, and the submit reports what is wrong.
 */
export const passwordResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'password-reset', token] as const,
    queryFn: () => checkPasswordResetToken(token),
    retry: false,
    staleTime: Infinity,
    meta: { ignoreUnauthorized: true },
  });

/** The reason the server refused a reset link, or null while it is unknown or the link is fine. */
export const refusalOf = (error: unknown) => (isApiError(error) && error.status === 400 ? error.message : null);
