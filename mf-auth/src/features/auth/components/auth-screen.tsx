import { setSession } from '@benchlink/api-client/core';
import { SkeletonList } from '@benchlink/design-system';
import { usePageTitle } from '@benchlink/domain-ui';
import type { User } from '@benchlink/contracts/auth';
import { landingPath } from '@benchlink/contracts/paths';
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useReturnTo } from '../hooks/use-return-to';
import { authLinks } from '../utils/auth-links';
import {
  AUTH_MODE_TITLES,
  authQuery,
  resolveAuthMode,
  resolveSignInBanners,
  type AuthMode,
  type SignInBanner,
} from '../utils/auth-mode';
import { AuthCard } from './auth-card';
import { AuthLayout } from './auth-layout';
import { DemoAccountsOffer } from './demo-accounts-offer';
import { SignInBanners } from './sign-in-banners';
import { SignInForm } from './sign-in-form';
import { TextLink } from './text-link';
import { ThirdPartySignIn } from './third-party-sign-in';

// The other forms (with react-hook-form and the contract's schemas) load when asked for: the sign-in page, every
// visitor's first page, shows none of them.
const SignUpForm = lazy(() => import('./sign-up-form').then((module) => ({ default: module.SignUpForm })));
const PasswordRecoveryForm = lazy(() =>
  import('./password-recovery-form').then((module) => ({ default: module.PasswordRecoveryForm })),
);
const SetNewPasswordForm = lazy(() =>
  import('./set-new-password-form').then((module) => ({ default: module.SetNewPasswordForm })),
);

/** Holds a form's place while its code loads. */
const FormPlaceholder = () => <SkeletonList rows={3} label="Loading the form" />;

/** The query keys each banner reads, removed from the URL when the banner is closed. */
const bannerQueryKeys: Record<SignInBanner['kind'], string[]> = {
  companyEmailVerified: [authQuery.companyEmailVerified],
  emailConfirmed: [authQuery.confirmEmail],
  confirmationFailed: [authQuery.confirmEmail, authQuery.reason],
  verifyEmail: [authQuery.verifyEmail],
  sessionExpired: [authQuery.sessionExpired],
  passwordChanged: [authQuery.passwordChanged],
  recoveryEmailSent: [authQuery.recoveryEmailSent],
  oauthError: [authQuery.oauthError],
};

export interface AuthScreenProps {
  /** The form shown when the query asks for none (`/` → sign-in, `/signup` → sign-up). */
  defaultMode: AuthMode;
}

/** Sign-in, sign-up, password reset and set-new-password, chosen by the URL (docs/product.md, Routes). */
export function AuthScreen({ defaultMode }: AuthScreenProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const mode = resolveAuthMode(params, defaultMode);
  usePageTitle(AUTH_MODE_TITLES[mode]);
  /** Where sign-in goes on to (an invitation's page, say): kept through sign-up and its confirmation link. */
  const returnTo = useReturnTo();

  const dismiss = (banner: SignInBanner) => {
    const next = new URLSearchParams(params);
    bannerQueryKeys[banner.kind].forEach((key) => next.delete(key));
    setParams(next, { replace: true });
  };

  switch (mode) {
    case 'signUp':
      return (
        <AuthLayout>
          <AuthCard
            title="Create an account"
            subtitle="Register to share projects and bench talent with partner companies."
            footer={
              <>
                Already have an account? <TextLink to={authLinks.signIn(returnTo)}>Back to sign in</TextLink>
              </>
            }
          >
            <Suspense fallback={<FormPlaceholder />}>
              <SignUpForm
                returnTo={returnTo}
                onRegistered={(input) => navigate(authLinks.verifyEmail(input.email, returnTo))}
              />
            </Suspense>
          </AuthCard>
        </AuthLayout>
      );
    case 'forgottenPassword':
      return (
        <AuthLayout>
          <AuthCard
            title="Reset your password"
            subtitle="Enter the e-mail of your account and we will send you a link to choose a new password."
            footer={<TextLink to={authLinks.signIn()}>Back to sign in</TextLink>}
          >
            <Suspense fallback={<FormPlaceholder />}>
              <PasswordRecoveryForm onRequested={() => navigate(authLinks.recoveryEmailSent())} />
            </Suspense>
          </AuthCard>
        </AuthLayout>
      );
    case 'setNewPassword':
      return (
        <AuthLayout>
          <AuthCard
            title="Set a new password"
            subtitle="Choose a new password for your account."
            footer={<TextLink to={authLinks.signIn()}>Back to sign in</TextLink>}
          >
            <Suspense fallback={<FormPlaceholder />}>
              <SetNewPasswordForm
                token={params.get(authQuery.token) ?? ''}
                onChanged={() => {
                  // The server ended every session of this account: this browser's is gone too.
                  setSession(null);
                  navigate(authLinks.passwordChanged(), { replace: true });
                }}
              />
            </Suspense>
          </AuthCard>
        </AuthLayout>
      );
    case 'signIn': {
      const banners = resolveSignInBanners(params);
      const afterSignIn = (user: User) => navigate(returnTo ?? landingPath(user), { replace: true });
      return (
        <AuthLayout>
          <AuthCard
            title="Sign in"
            subtitle="Welcome back. Sign in to your company workspace."
            banners={
              banners.length > 0 && (
                <SignInBanners
                  banners={banners}
                  onDismiss={dismiss}
                  onConfirmationRequested={(email) =>
                    navigate(authLinks.verifyEmail(email, returnTo), { replace: true })
                  }
                />
              )
            }
            footer={
              <>
                New to Benchlink? <TextLink to={authLinks.signUp(returnTo)}>Create an account</TextLink>
              </>
            }
          >
            <SignInForm onSignedIn={afterSignIn} />
            <ThirdPartySignIn />
            <DemoAccountsOffer onSignedIn={afterSignIn} />
          </AuthCard>
        </AuthLayout>
      );
    }
  }
}
