import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  LoginInput,
  RegisterInput,
  ResendConfirmationQuery,
  SetNewPasswordInput,
} from '@benchlink/contracts/auth';
import { api, unwrap } from '../api-client';
import { defineMutation, withConfig, type MutationConfigOf } from './mutation-config';
import { sessionKeys } from './session';

/** The sign-in page's own reads: the offered providers and the check of a mailed reset link. */
export const authKeys = {
  all: ['auth'] as const,
  providers: () => [...authKeys.all, 'providers'] as const,
  demoAccounts: () => [...authKeys.all, 'demo-accounts'] as const,
  passwordReset: (token: string) => [...authKeys.all, 'password-reset', token] as const,
};

/** Which third-party sign-in the server has configured; fixed until a deploy. */
export const authProvidersQueryOptions = queryOptions({
  queryKey: authKeys.providers(),
  queryFn: () => unwrap(api.auth.providers.$get()),
  staleTime: Infinity,
});

/** The accounts `npm run demo` made, which the sign-in page offers; none outside the demo. */
export const demoAccountsQueryOptions = queryOptions({
  queryKey: authKeys.demoAccounts(),
  queryFn: () => unwrap(api.auth['demo-accounts'].$get()),
  staleTime: Infinity,
});

/**
 * Whether a mailed reset link can still set a password, checked as the set-new-password page opens; a used or
 * expired one answers 400 with the reason. Only that refusal counts: any other failure leaves the form usable, and
 * the submit reports what is wrong.
 */
export const passwordResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.passwordReset(token),
    queryFn: () => unwrap(api.auth['password-reset'].check.$get({ query: { token } })),
    retry: false,
    staleTime: Infinity,
    meta: { ignoreUnauthorized: true },
  });

/** Signs in and starts the session cookie. */
export const signIn = (input: LoginInput) => unwrap(api.auth.login.$post({ json: input }));

/**
 * The returned user goes straight into the shared session query, so the shell's guards let the user through before the
 * page navigates. The login answer is the session user: there is nothing to re-read.
 */
export const signInMutation = (queryClient: QueryClient) =>
  defineMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKeys.all, user);
    },
  });

/**
 * Signs in; the caller's `onSuccess` runs once the session holds the user.
 * @example const signIn = useSignIn({ onSuccess: (user) => navigate(landingOf(user)) });
 */
export function useSignIn(config: MutationConfigOf<typeof signIn> = {}) {
  // A wrong password answers 401: opting out of the shell's session-expired redirect lets the form show the server's
  // message instead.
  return useMutation(withConfig(signInMutation(useQueryClient()), { meta: { ignoreUnauthorized: true }, ...config }));
}

/** The registration body as the contract's parser outputs it (trimmed names, lower-cased e-mail). */
export type RegisterBody = RegisterInput;

/** Creates an unconfirmed account; the server mails the confirmation link. */
export const register = (input: RegisterBody) => unwrap(api.auth.register.$post({ json: input }));

/**
 * Registers; `onSuccess` gets what was registered (the e-mail the link went to).
 * @example const registration = useRegister({ onSuccess: (input) => showCheckYourMail(input.email) });
 */
export function useRegister({ onSuccess }: { onSuccess?: (input: RegisterBody) => void } = {}) {
  return useMutation(withConfig({ mutationFn: register }, { onSuccess: (_user, input) => onSuccess?.(input) }));
}

/** Requests a reset link; the server answers the same whether or not the account exists. */
export const requestPasswordRecovery = (email: string) =>
  unwrap(api.auth['password-recovery'].$get({ query: { email } }));

export function useRequestPasswordRecovery(config: MutationConfigOf<typeof requestPasswordRecovery> = {}) {
  return useMutation(withConfig({ mutationFn: requestPasswordRecovery }, config));
}

/** Asks for a new confirmation e-mail; a 429 carries the seconds left in the cooldown (`retryAfter`). */
export const resendConfirmation = (query: ResendConfirmationQuery) =>
  unwrap(api.auth.register['resend-confirmation'].$get({ query }));

export function useResendConfirmation(config: MutationConfigOf<typeof resendConfirmation> = {}) {
  return useMutation(withConfig({ mutationFn: resendConfirmation }, config));
}

/** Sets the password behind a mailed reset link (the token comes from the link's query). */
export const setNewPassword = (input: SetNewPasswordInput) =>
  unwrap(api.auth['set-new-password'].$post({ json: input }));

export function useSetNewPassword(config: MutationConfigOf<typeof setNewPassword> = {}) {
  return useMutation(withConfig({ mutationFn: setNewPassword }, config));
}
