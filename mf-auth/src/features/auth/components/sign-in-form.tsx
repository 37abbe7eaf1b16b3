import { loginInputSchema, UNCONFIRMED_EMAIL_MESSAGE, type User } from '@benchlink/contracts';
import { Alert, Button, PasswordField, TextField } from '@benchlink/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors, useSignIn } from '@benchlink/api-client';
import { authLinks } from '../utils/auth-links';
import { FormStack, LinkRow, SubmitRow } from './form-layout';
import { TextLink } from './text-link';
import { UnconfirmedEmailOffer } from './unconfirmed-email-offer';

const FIELDS = ['usernameOrEmail', 'password'] as const;

/** Username-or-email and password; Enter submits; a failure shows the server's message above the form. */
export function SignInForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  /** What was typed when the server refused an unconfirmed account: where the offered resend goes. */
  const [unconfirmedLogin, setUnconfirmedLogin] = useState<string | null>(null);
  const signIn = useSignIn({ onSuccess: onSignedIn });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginInputSchema),
    mode: 'onTouched',
    defaultValues: { usernameOrEmail: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    setUnconfirmedLogin(null);
    signIn.mutate(values, {
      onError: (error) => {
        const message = applyServerErrors(error, setError, FIELDS);
        setFormError(message);
        if (message === UNCONFIRMED_EMAIL_MESSAGE) setUnconfirmedLogin(values.usernameOrEmail);
      },
    });
  });

  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Sign in">
      {formError && (
        <Alert severity="error" title="Could not sign in">
          {formError}
          {unconfirmedLogin !== null && <UnconfirmedEmailOffer usernameOrEmail={unconfirmedLogin} />}
        </Alert>
      )}
      <TextField
        label="Username or e-mail"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.usernameOrEmail?.message}
        {...register('usernameOrEmail')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <LinkRow>
        <TextLink to={authLinks.forgottenPassword()}>Forgot password?</TextLink>
      </LinkRow>
      <SubmitRow>
        <Button type="submit" fullWidth isLoading={signIn.isPending}>
          Sign in
        </Button>
      </SubmitRow>
    </FormStack>
  );
}
