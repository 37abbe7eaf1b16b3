/** Which form the auth page shows. */
export type AuthMode = 'signIn' | 'signUp' | 'forgottenPassword' | 'setNewPassword';

/**
 * The tab's title for each form: the forms share two routes (`/` and `/signup`), whose own titles would name the
 * route rather than the form shown (`/?action=signup` is sign-up under the sign-in route).
 */
export const AUTH_MODE_TITLES: Record<AuthMode, string> = {
  signIn: 'Sign in',
  signUp: 'Sign up',
  forgottenPassword: 'Reset your password',
  setNewPassword: 'Set a new password',
};

/** The sign-in banners, each driven by a query flag so a redirect or a mailed link can ask for one. */
export type SignInBanner =
  | { kind: 'companyEmailVerified'; isVerified: boolean }
  | { kind: 'emailConfirmed' }
  | { kind: 'confirmationFailed'; reason: 'expired' | 'invalid' }
  | { kind: 'verifyEmail'; email: string }
  | { kind: 'sessionExpired' }
  | { kind: 'passwordChanged' }
  | { kind: 'recoveryEmailSent' }
  | { kind: 'oauthError' };

/** Query parameters read and written by the auth page (docs/product.md, Routes, routes `/` and `/signup`). */
export const authQuery = {
  action: 'action',
  token: 'token',
  confirmEmail: 'confirmEmail',
  reason: 'reason',
  sessionExpired: 'sessionExpired',
  passwordChanged: 'passwordChanged',
  verifyEmail: 'verifyEmail',
  recoveryEmailSent: 'recoveryEmailSent',
  oauthError: 'oauthError',
  /** Set by the company e-mail verification link opened signed out (the profile, where it lands otherwise, needs a session). */
  companyEmailVerified: 'companyEmailVerified',
} as const;

/**
 * The form for a URL: `action=signup` → sign-up, `action=forgottenPassword` → reset (with a `token`:
 * set-new-password). A session-expired redirect always asks to sign in again, even on `/signup`.
 */
export function resolveAuthMode(params: URLSearchParams, defaultMode: AuthMode = 'signIn'): AuthMode {
  const action = params.get(authQuery.action);
  if (action === 'signup') return 'signUp';
  if (action === 'forgottenPassword') return params.get(authQuery.token) ? 'setNewPassword' : 'forgottenPassword';
  if (params.get(authQuery.sessionExpired) === 'true') return 'signIn';
  return defaultMode;
}

/** The banners above the sign-in form, most relevant first. */
export function resolveSignInBanners(params: URLSearchParams): SignInBanner[] {
  const banners: SignInBanner[] = [];
  const companyEmail = params.get(authQuery.companyEmailVerified);
  if (companyEmail === 'true' || companyEmail === 'false')
    banners.push({ kind: 'companyEmailVerified', isVerified: companyEmail === 'true' });
  const confirm = params.get(authQuery.confirmEmail);
  if (confirm === 'true') banners.push({ kind: 'emailConfirmed' });
  if (confirm === 'false') {
    banners.push({
      kind: 'confirmationFailed',
      reason: params.get(authQuery.reason) === 'expired' ? 'expired' : 'invalid',
    });
  }
  const email = params.get(authQuery.verifyEmail);
  if (email) banners.push({ kind: 'verifyEmail', email });
  if (params.get(authQuery.passwordChanged) === 'true') banners.push({ kind: 'passwordChanged' });
  if (params.get(authQuery.recoveryEmailSent) === 'true') banners.push({ kind: 'recoveryEmailSent' });
  if (params.get(authQuery.sessionExpired) === 'true') banners.push({ kind: 'sessionExpired' });
  if (params.get(authQuery.oauthError) === 'true') banners.push({ kind: 'oauthError' });
  return banners;
}
