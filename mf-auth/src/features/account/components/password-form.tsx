import { useChangePassword } from '@benchlink/api-client';
import { changePasswordInputSchema, type ChangePasswordInput } from '@benchlink/contracts/account';
import { Button, Card, useSnackbar } from '@benchlink/design-system';
import { Form, FormPasswordField, useAppForm, useFormSubmit } from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { SectionForm, SectionText, SubmitRow } from './account-layout';

const emptyPasswords: ChangePasswordInput = { currentPassword: '', password: '', repeatedPassword: '' };

/**
 * The current password and a new one twice (the sign-up rules). The server signs out every other session of the
 * account; this one stays signed in.
 */
export function PasswordForm() {
  const change = useChangePassword();
  const snackbar = useSnackbar();
  const form = useAppForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: emptyPasswords,
  });
  const { getValues, trigger } = form;
  const submit = useFormSubmit(form, (data) => change.mutateAsync(data), {
    resetTo: () => emptyPasswords,
    onSaved: (result) => snackbar.showSuccess(result.message),
  });
  return (
    <Card title="Password">
      <Form form={form} submit={submit} as={SectionForm} aria-label="Password">
        <SectionText>Changing the password signs you out everywhere else; this browser stays signed in.</SectionText>
        <FormPasswordField name="currentPassword" label="Current password" autoComplete="current-password" required />
        <FormPasswordField
          name="password"
          label="New password"
          autoComplete="new-password"
          required
          // The match rule sits on the repeated field: check it again when the new password changes.
          onChange={() => {
            if (getValues('repeatedPassword')) void trigger('repeatedPassword');
          }}
        />
        <FormPasswordField name="repeatedPassword" label="Repeat new password" autoComplete="new-password" required />
        <SubmitRow>
          <Button type="submit" isLoading={submit.isPending}>
            Change password
          </Button>
        </SubmitRow>
      </Form>
    </Card>
  );
}
