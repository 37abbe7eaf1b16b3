import { api, unwrap } from '@benchlink/api-client';
import type { registerInputSchema } from '@benchlink/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

/** The registration body as the contract's parser outputs it (trimmed names, lower-cased e-mail). */
export type RegisterBody = z.output<typeof registerInputSchema>;

/** Creates an unconfirmed account; the server mails the confirmation link. */
export const register = (input: RegisterBody) => unwrap(api.auth.register.$post({ json: input }));

export function useRegister({ onSuccess }: { onSuccess?: (input: RegisterBody) => void } = {}) {
  return useMutation({
    mutationFn: register,
    onSuccess: (_user, input) => onSuccess?.(input),
  });
}
