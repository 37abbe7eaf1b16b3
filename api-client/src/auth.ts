import type {
  AuthProviders,
  DemoAccounts,
  LoginInput,
  RegisterInput,
  ResendConfirmationQuery,
  SetNewPasswordInput,
  User,
} from '@benchlink/contracts/auth';
import { useEffect, useEffectEvent, useState } from 'react';
import { api, setSession, unwrap } from '@benchlink/api-client/core';

// The calls of the auth screens (sign-in, sign-up, password reset, e-mail confirmation), `@benchlink/api-client/auth`.
// They are a visitor's: nothing to cache, nobody's session to expire. So they are plain calls, and the sign-in page,
// every visitor's first page, does without react-query (docs/decisions/007-page-budgets.md). Not a shared module: it
// holds no state, and only the auth remote bundles it.

/** Signs in; the answered user is the session at once, so the shell's guards let the user through before the page navigates. */
export async function signIn(input: LoginInput): Promise<User> {
  const user = await unwrap(api.auth.login.$post({ json: input }));
  setSession(user);
  return user;
}

/** The registration body as the contract's parser outputs it (trimmed names, lower-cased e-mail). */
export type RegisterBody = RegisterInput;

/** Creates an unconfirmed account; the server mails the confirmation link. */
export const register = (input: RegisterBody) => unwrap(api.auth.register.$post({ json: input }));

/** Requests a reset link; the server answers the same whether or not the account exists. */
export const requestPasswordRecovery = (email: string) =>
  unwrap(api.auth['password-recovery'].$get({ query: { email } }));

/** Asks for a new confirmation e-mail; a 429 carries the seconds left in the cooldown (`retryAfter`). */
export const resendConfirmation = (query: ResendConfirmationQuery) =>
  unwrap(api.auth.register['resend-confirmation'].$get({ query }));

/** Sets the password behind a mailed reset link (the token comes from the link's query). */
export const setNewPassword = (input: SetNewPasswordInput) =>
  unwrap(api.auth['set-new-password'].$post({ json: input }));

/** Which third-party sign-in the server has configured; fixed until a deploy. */
export const getAuthProviders = (): Promise<AuthProviders> => unwrap(api.auth.providers.$get());

/** The accounts `npm run demo` made, which the sign-in page offers; none outside the demo. */
export const getDemoAccounts = (): Promise<DemoAccounts> => unwrap(api.auth['demo-accounts'].$get());

/** Whether a mailed reset link can still set a password; a used or expired one answers 400 with the reason. */
export const checkPasswordResetToken = (token: string) =>
  unwrap(api.auth['password-reset'].check.$get({ query: { token } }));

/** A read's answer: `data` once it is in, `error` if it failed; neither while it runs. */
export type ReadResult<T> = { data?: T; error?: unknown };

/**
 * Asks `read` once the component has mounted, and again when `key` changes; nothing while `key` is null. The answer
 * is the component's own, not cached: the auth screens ask each of their reads once.
 */
function useRead<T>(key: string | null, read: () => Promise<T>): ReadResult<T> {
  const [result, setResult] = useState<ReadResult<T> & { key: string | null }>({ key: null });
  const ask = useEffectEvent(read);
  useEffect(() => {
    if (key === null) return undefined;
    let isCurrent = true;
    ask().then(
      (data) => isCurrent && setResult({ key, data }),
      (error: unknown) => isCurrent && setResult({ key, error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [key]);
  return result.key === key ? result : {};
}

/** The server's third-party sign-in (GET /api/auth/providers), asked when the sign-in form shows. */
export const useAuthProviders = () => useRead('auth providers', getAuthProviders);

/** The demo's accounts (GET /api/auth/demo-accounts), asked when the sign-in form shows. */
export const useDemoAccounts = () => useRead('demo accounts', getDemoAccounts);

/** The check of a mailed reset link, asked as the set-new-password form opens; nothing without a token. */
export const usePasswordResetCheck = (token: string) =>
  useRead(token ? `password reset ${token}` : null, () => checkPasswordResetToken(token));
