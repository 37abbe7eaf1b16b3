import { api, unwrap } from '@benchlink/api-client';
import type { SetNewPasswordInput } from '@benchlink/contracts';
import { useMutation } from '@tanstack/react-query';

/** Sets the password behind a mailed reset link (the token comes from the link's query). */
export const setNewPassword = (input: SetNewPasswordInput) =>
  unwrap(api.auth['set-new-password'].$post({ json: input }));

export function useSetNewPassword({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: setNewPassword, onSuccess: () => onSuccess?.() });
}
