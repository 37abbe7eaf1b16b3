import { register, type RegisterBody } from '@benchlink/api-client/auth';
import { registerInputSchema, type RegisterInput } from '@benchlink/contracts/auth';
import { Alert, Button } from '@benchlink/design-system';
import { Form, FormTextField, useAppForm, useFormSubmit } from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
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
 * The registration fields (docs/product.md, Accounts), validated with the server's own schema: a field's error shows
 * once it is left; Register stays enabled and shows every error when pressed; the server's field errors land on their
 * fields.
 */
export function SignUpForm({
  onRegistered,
  returnTo,
}: {
  onRegistered: (input: RegisterBody) => void;
  /** Where the confirmation link leads after sign-in (a path on this origin), e.g. back to an invitation. */
  returnTo?: string;
}) {
  const form = useAppForm({ resolver: zodResolver(registerInputSchema), defaultValues: emptyRegistration });
  const submit = useFormSubmit(form, (values) => register(returnTo ? { ...values, returnTo } : values), {
    onSuccess: (_user, values) => onRegistered(values),
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
        <Button type="submit" fullWidth isLoading={submit.isPending}>
          Register
        </Button>
      </SubmitRow>
    </Form>
  );
}
