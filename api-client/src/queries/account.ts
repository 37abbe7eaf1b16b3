import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailInput, ChangePasswordInput, UpdateNameInput } from '@benchlink/contracts/account';
import { api, refreshSession, setSession, unwrap } from '@benchlink/api-client/core';
import { defineMutation, withConfig, type MutationConfigOf } from './mutation-config';

/** Sets the signed-in user's first and last name (PUT /api/user); answers the user. */
export const updateName = (input: UpdateNameInput) => unwrap(api.user.$put({ json: input }));

/** The answer is the session user: it replaces the session, so the account menu shows the new name at once. */
export const updateNameMutation = defineMutation({ mutationFn: updateName, onSuccess: setSession });

export function useUpdateName(config: MutationConfigOf<typeof updateName> = {}) {
  return useMutation(withConfig(updateNameMutation, config));
}

/**
 * Mails a link to the new address (POST /api/user/email), with the current password; the account keeps its address
 * until it is opened.
 */
export const requestEmailChange = (input: ChangeEmailInput) => unwrap(api.user.email.$post({ json: input }));

export function useRequestEmailChange(config: MutationConfigOf<typeof requestEmailChange> = {}) {
  return useMutation(withConfig({ mutationFn: requestEmailChange }, config));
}

/** Confirms a change of e-mail with the mailed link's token (POST /api/user/email-changes), signed in or not. */
export const confirmEmailChange = (token: string) => unwrap(api.user['email-changes'].$post({ json: { token } }));

/** A browser signed in to the account reads its session again: the address in the account menu changes. */
export const confirmEmailChangeMutation = defineMutation({ mutationFn: confirmEmailChange, onSuccess: refreshSession });

export function useConfirmEmailChange(config: MutationConfigOf<typeof confirmEmailChange> = {}) {
  return useMutation(withConfig(confirmEmailChangeMutation, config));
}

/** Cancels a pending change of e-mail with the token mailed to the old address, signed in or not. */
export const cancelEmailChange = (token: string) =>
  unwrap(api.user['email-change-cancellations'].$post({ json: { token } }));

export function useCancelEmailChange(config: MutationConfigOf<typeof cancelEmailChange> = {}) {
  return useMutation(withConfig({ mutationFn: cancelEmailChange }, config));
}

/** Changes the password with the current one (PUT /api/user/password); the user's other sessions end. */
export const changePassword = (input: ChangePasswordInput) => unwrap(api.user.password.$put({ json: input }));

export function useChangePassword(config: MutationConfigOf<typeof changePassword> = {}) {
  return useMutation(withConfig({ mutationFn: changePassword }, config));
}
