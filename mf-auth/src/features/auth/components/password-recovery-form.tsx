import { requestPasswordRecovery } from '@benchlink/api-client/auth';
import { emailQuerySchema } from '@benchlink/contracts/auth';
import { Alert, Button } from '@benchlink/design-system';
import { Form, FormTextField, useAppForm, useFormSubmit } from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormStack, SubmitRow } from './form-layout';

/** Asks for the account's e-mail and requests a reset link. */
export function PasswordRecoveryForm({ onRequested }: { onRequested: () => void }) {
  const form = useAppForm({ resolver: zodResolver(emailQuerySchema), defaultValues: { email: '' } });
  const submit = useFormSubmit(form, ({ email }) => requestPasswordRecovery(email), {
    onSuccess: onRequested,
    messages: 'inline',
    guardUnsavedChanges: false,
  });

  return (
    <Form form={form} submit={submit} as={FormStack} submitOnEnter={false} aria-label="Password reset">
      {submit.message && (
        <Alert severity="error" title="Could not send the e-mail">
          {submit.message}
        </Alert>
      )}
      <FormTextField name="email" label="E-mail" type="email" autoComplete="email" required />
      <SubmitRow>
        <Button type="submit" fullWidth isLoading={submit.isPending}>
          Send reset link
        </Button>
      </SubmitRow>
    </Form>
  );
}
