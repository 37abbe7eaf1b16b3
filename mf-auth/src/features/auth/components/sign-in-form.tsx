import type { User } from '@benchlink/contracts/auth';
import { Alert, Button, PasswordField, TextField } from '@benchlink/design-system';
import { lazy, Suspense, type ChangeEvent } from 'react';
import { useSignInForm, type SignInField } from '../hooks/use-sign-in-form';
import { authLinks } from '../utils/auth-links';
import { FormStack, LinkRow, SubmitRow } from './form-layout';
import { TextLink } from './text-link';

// Only an unconfirmed account's refusal offers the resend (with zod's e-mail rule): not part of the page's first load.
const UnconfirmedEmailOffer = lazy(() =>
  import('./unconfirmed-email-offer').then((module) => ({ default: module.UnconfirmedEmailOffer })),
);

/**
 * Username-or-email and password; Enter submits; a failure shows the server's message above the form. A plain form
 * over the contract's rules (`useSignInForm`): this is every visitor's first page.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { values, errors, message, unconfirmedLogin, isPending, onChange, onBlur, onSubmit, onFocus, bindForm } =
    useSignInForm(onSignedIn);
  const field = (name: SignInField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
    onBlur: () => onBlur(name),
    required: true,
  });

  return (
    <FormStack ref={bindForm} noValidate aria-label="Sign in" onSubmit={onSubmit} onFocus={onFocus}>
      {message && (
        <Alert severity="error" title="Could not sign in">
          {message}
          {unconfirmedLogin !== null && (
            <Suspense fallback={null}>
              <UnconfirmedEmailOffer usernameOrEmail={unconfirmedLogin} />
            </Suspense>
          )}
        </Alert>
      )}
      <TextField
        {...field('usernameOrEmail')}
        label="Username or e-mail"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PasswordField {...field('password')} label="Password" autoComplete="current-password" />
      <LinkRow>
        <TextLink to={authLinks.forgottenPassword()}>Forgot password?</TextLink>
      </LinkRow>
      <SubmitRow>
        <Button type="submit" fullWidth isLoading={isPending}>
          Sign in
        </Button>
      </SubmitRow>
    </FormStack>
  );
}
