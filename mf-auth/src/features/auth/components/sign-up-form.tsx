import { type RegisterBody, useRegister } from '@benchlink/api-client';
import { registerInputSchema, type RegisterInput } from '@benchlink/contracts/auth';
import { Alert, Button } from '@benchlink/design-system';
import { Form, FormTextField, useFormSubmit } from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FieldRow, FormStack, SubmitRow } from './form-layout';
import { NewPasswordFields } from './new-password-fields';

const emptyRegistration: RegisterInput = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  repeatedPassword: '',
};

/**
 * The registration fields (docs/product.md, Accounts), validated as the user types with the server's own schema;
 * Register stays disabled while any field shows an error, and the server's field errors land on their fields.
 */
export function SignUpForm({ onRegistered }: { onRegistered: (input: RegisterBody) => void }) {
  const registration = useRegister({ onSuccess: onRegistered });
  const form = useForm({
    resolver: zodResolver(registerInputSchema),
    mode: 'onChange',
    defaultValues: emptyRegistration,
  });
  const submit = useFormSubmit(form, (values) => registration.mutateAsync(values), {
    messages: 'inline',
    guardUnsavedChanges: false,
  });

  return (
    <Form form={form} submit={submit} as={FormStack} aria-label="Sign up">
      {submit.message && (
        <Alert severity="error" title="Could not register">
          {submit.message}
        </Alert>
      )}
      <FieldRow>
        <FormTextField name="firstName" label="First name" autoComplete="given-name" required />
        <FormTextField name="lastName" label="Last name" autoComplete="family-name" required />
      </FieldRow>
      <FormTextField
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <FormTextField name="email" label="E-mail" type="email" autoComplete="email" required />
      <NewPasswordFields names={['password', 'repeatedPassword']} labels={['Password', 'Repeat password']} />
      <SubmitRow>
        <Button type="submit" fullWidth disabled={submit.hasErrors} isLoading={submit.isPending}>
          Register
        </Button>
      </SubmitRow>
    </Form>
  );
}
