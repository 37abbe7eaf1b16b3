import { paths } from '@benchlink/contracts/paths';

/** Links between the auth page's modes; all live on `/` so the shell's HomeRoute serves them. */
export const authLinks = {
  signIn: () => paths.home.href(),
  signUp: () => paths.home.href({ action: 'signup' }),
  forgottenPassword: () => paths.home.href({ action: 'forgottenPassword' }),
  verifyEmail: (email: string) => paths.home.href({ verifyEmail: email }),
  recoveryEmailSent: () => paths.home.href({ recoveryEmailSent: 'true' }),
  passwordChanged: () => paths.home.href({ passwordChanged: 'true' }),
  /** Full-page navigation: the provider's sign-in is a browser redirect, not a fetch. */
  oauthAuthorize: '/api/auth/oauth2/authorize',
};
