import { useSignIn } from '@benchlink/api-client';
import { loginInputSchema, UNCONFIRMED_EMAIL_MESSAGE, type User } from '@benchlink/contracts/auth';
import { Alert, Button } from '@benchlink/design-system';
import { Form, FormPasswordField, FormTextField, useAppForm, useFormSubmit } from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { authLinks } from '../utils/auth-links';
import { FormStack, LinkRow, SubmitRow } from './form-layout';
import { TextLink } from './text-link';
import { UnconfirmedEmailOffer } from './unconfirmed-email-offer';

/** Username-or-email and password; Enter submits; a failure shows the server's message above the form. */
export function SignInForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  /** What was typed when the server refused an unconfirmed account: where the offered resend goes. */
  const [unconfirmedLogin, setUnconfirmedLogin] = useState<string | null>(null);
  const signIn = useSignIn({ onSuccess: onSignedIn });
  const form = useAppForm({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { usernameOrEmail: '', password: '' },
  });
  const submit = useFormSubmit(form, (values) => signIn.mutateAsync(values), {
    messages: 'inline',
    onMessage: (message, values) =>
      setUnconfirmedLogin(message === UNCONFIRMED_EMAIL_MESSAGE ? values.usernameOrEmail : null),
    guardUnsavedChanges: false,
  });

  return (
    <Form form={form} submit={submit} as={FormStack} submitOnEnter={false} aria-label="Sign in">
      {submit.message && (
        <Alert severity="error" title="Could not sign in">
          {submit.message}
          {unconfirmedLogin !== null && <UnconfirmedEmailOffer usernameOrEmail={unconfirmedLogin} />}
        </Alert>
      )}
      <FormTextField
        name="usernameOrEmail"
        label="Username or e-mail"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <FormPasswordField name="password" label="Password" autoComplete="current-password" required />
      <LinkRow>
        <TextLink to={authLinks.forgottenPassword()}>Forgot password?</TextLink>
      </LinkRow>
      <SubmitRow>
        <Button type="submit" fullWidth isLoading={submit.isPending}>
          Sign in
        </Button>
      </SubmitRow>
    </Form>
  );
}
