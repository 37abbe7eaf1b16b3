import { setNewPassword, usePasswordResetCheck } from '@benchlink/api-client/auth';
import { setNewPasswordInputSchema } from '@benchlink/contracts/auth';
import { Alert, Button } from '@benchlink/design-system';
import { Form, useAppForm, useFormSubmit } from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { authLinks } from '../utils/auth-links';
import { refusalOf } from '../utils/reset-link';
import { FormStack, SubmitRow } from './form-layout';
import { NewPasswordFields } from './new-password-fields';
import { TextLink } from './text-link';

/**
 * Both password fields of a mailed reset link; the token rides along from the link's query. The link is checked as
 * the page opens, so a used or expired one is refused (with 'Request a new link') before anything is typed.
 */
export function SetNewPasswordForm({ token, onChanged }: { token: string; onChanged: () => void }) {
  const check = usePasswordResetCheck(token);
  const refusal = refusalOf(check.error);
  const form = useAppForm({
    resolver: zodResolver(setNewPasswordInputSchema),
    defaultValues: { token, newPassword: '', repeatPassword: '' },
  });
  // A token error has no field on screen, so it comes back as the alert's message.
  const submit = useFormSubmit(form, setNewPassword, {
    onSuccess: onChanged,
    messages: 'inline',
    guardUnsavedChanges: false,
  });
  const tokenError = form.formState.errors.token?.message;

  if (refusal) {
    return (
      <Alert severity="error" title="This link cannot be used">
        {refusal} <TextLink to={authLinks.forgottenPassword()}>Request a new link</TextLink>
      </Alert>
    );
  }

  return (
    <Form form={form} submit={submit} as={FormStack} submitOnEnter={false} aria-label="Set new password">
      {(submit.message || tokenError) && (
        <Alert severity="error" title="Could not change the password">
          {submit.message ?? tokenError} <TextLink to={authLinks.forgottenPassword()}>Request a new link</TextLink>
        </Alert>
      )}
      <NewPasswordFields names={['newPassword', 'repeatPassword']} labels={['New password', 'Repeat new password']} />
      <SubmitRow>
        <Button type="submit" fullWidth isLoading={submit.isPending}>
          Set new password
        </Button>
      </SubmitRow>
    </Form>
  );
}
