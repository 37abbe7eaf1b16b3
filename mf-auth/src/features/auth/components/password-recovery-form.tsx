import { emailQuerySchema } from '@benchlink/contracts';
import { Alert, Button, TextField } from '@benchlink/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors, useRequestPasswordRecovery } from '@benchlink/api-client';
import { FormStack, SubmitRow } from './form-layout';

/** Asks for the account's e-mail and requests a reset link. */
export function PasswordRecoveryForm({ onRequested }: { onRequested: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const recovery = useRequestPasswordRecovery({ onSuccess: onRequested });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailQuerySchema), mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
    setFormError(null);
    recovery.mutate(email, { onError: (error) => setFormError(applyServerErrors(error, setError, ['email'])) });
  });

  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Password reset">
      {formError && (
        <Alert severity="error" title="Could not send the e-mail">
          {formError}
        </Alert>
      )}
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitRow>
        <Button type="submit" fullWidth isLoading={recovery.isPending}>
          Send reset link
        </Button>
      </SubmitRow>
    </FormStack>
  );
}
