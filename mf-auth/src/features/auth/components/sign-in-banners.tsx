import { Alert } from '@benchlink/design-system';
import { lazy, Suspense } from 'react';
import type { SignInBanner } from '../utils/auth-mode';
import { VerifyEmailBanner } from './verify-email-banner';

// Only an expired confirmation link asks for the address (a form with react-hook-form and zod): not part of the sign-in
// page's first load.
const RequestConfirmationForm = lazy(() =>
  import('./request-confirmation-form').then((module) => ({ default: module.RequestConfirmationForm })),
);

export interface SignInBannersProps {
  banners: SignInBanner[];
  onDismiss: (banner: SignInBanner) => void;
  /** A new confirmation link was requested for this address (from the expired-link banner). */
  onConfirmationRequested: (email: string) => void;
}

/** The notices above the sign-in form (docs/product.md, Accounts, 'Banners on the sign-in page'). */
export function SignInBanners({ banners, onDismiss, onConfirmationRequested }: SignInBannersProps) {
  return (
    <>
      {banners.map((banner) => {
        const close = () => onDismiss(banner);
        switch (banner.kind) {
          case 'companyEmailVerified':
            return banner.isVerified ? (
              <Alert key={banner.kind} severity="success" title="Company e-mail verified" onClose={close}>
                Thank you, the company e-mail address is confirmed. Sign in to open your company profile.
              </Alert>
            ) : (
              <Alert key={banner.kind} severity="error" title="Company e-mail not verified" onClose={close}>
                The link is invalid or has already been used. Sign in to resend it from your company profile.
              </Alert>
            );
          case 'emailConfirmed':
            return (
              <Alert key={banner.kind} severity="success" title="Email confirmed" onClose={close}>
                You can now login using your email and password.
              </Alert>
            );
          case 'confirmationFailed':
            return (
              <Alert key={banner.kind} severity="error" title="E-mail not confirmed" onClose={close}>
                {banner.reason === 'expired' ? (
                  <>
                    This confirmation link has expired. Enter your e-mail to receive a new one.
                    <Suspense fallback={null}>
                      <RequestConfirmationForm onSent={onConfirmationRequested} />
                    </Suspense>
                  </>
                ) : (
                  'This confirmation link is invalid or has already been used. If your e-mail is already confirmed, you can sign in below.'
                )}
              </Alert>
            );
          case 'verifyEmail':
            return <VerifyEmailBanner key={banner.kind} email={banner.email} onClose={close} />;
          case 'sessionExpired':
            return (
              <Alert key={banner.kind} severity="warning" title="Session expired" onClose={close}>
                Please sign in again.
              </Alert>
            );
          case 'passwordChanged':
            return (
              <Alert key={banner.kind} severity="success" title="Password changed" onClose={close}>
                You can now sign in with your new password.
              </Alert>
            );
          case 'recoveryEmailSent':
            return (
              <Alert key={banner.kind} severity="info" title="Check your email" onClose={close}>
                If an account exists for this address, we have sent a password recovery e-mail. Follow the link in it to
                choose a new password.
              </Alert>
            );
          case 'oauthError':
            return (
              <Alert key={banner.kind} severity="error" title="Sign-in failed" onClose={close}>
                The third-party sign-in did not complete. Please try again, or sign in with your username and password.
              </Alert>
            );
        }
      })}
    </>
  );
}
