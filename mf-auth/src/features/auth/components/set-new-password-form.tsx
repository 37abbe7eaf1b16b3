import { setNewPasswordInputSchema } from '@benchlink/contracts';
import { Alert, Button } from '@benchlink/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors, passwordResetTokenQueryOptions, useSetNewPassword } from '@benchlink/api-client';
import { authLinks } from '../utils/auth-links';
import { refusalOf } from '../utils/reset-link';
import { FormStack, SubmitRow } from './form-layout';
import { NewPasswordFields } from './new-password-fields';
import { TextLink } from './text-link';

const FIELDS = ['newPassword', 'repeatPassword'] as const;

/**
 * Both password fields of a mailed reset link; the token rides along from the link's query. The link is checked as
 * the page opens, so a used or expired one is refused (with 'Request a new link') before anything is typed.
 */
export function SetNewPasswordForm({ token, onChanged }: { token: string; onChanged: () => void }) {
  const check = useQuery({ ...passwordResetTokenQueryOptions(token), enabled: token !== '' });
  const refusal = refusalOf(check.error);
  const [formError, setFormError] = useState<string | null>(null);
  const change = useSetNewPassword({ onSuccess: onChanged });
  const form = useForm({
    resolver: zodResolver(setNewPasswordInputSchema),
    mode: 'onTouched',
    defaultValues: { token, newPassword: '', repeatPassword: '' },
  });
  const { handleSubmit, setError, formState: { errors } } = form;

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    // A token error has no field on screen, so it comes back as the alert's message.
    change.mutate(values, { onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)) });
  });

  if (refusal) {
    return (
      <Alert severity="error" title="This link cannot be used">
        {refusal} <TextLink to={authLinks.forgottenPassword()}>Request a new link</TextLink>
      </Alert>
    );
  }

  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Set new password">
      {(formError || errors.token) && (
        <Alert severity="error" title="Could not change the password">
          {formError ?? errors.token?.message} <TextLink to={authLinks.forgottenPassword()}>Request a new link</TextLink>
        </Alert>
      )}
      <NewPasswordFields form={form} names={['newPassword', 'repeatPassword']} labels={['New password', 'Repeat new password']} />
      <SubmitRow>
        <Button type="submit" fullWidth isLoading={change.isPending}>
          Set new password
        </Button>
      </SubmitRow>
    </FormStack>
  );
}
