import { paths, RETURN_TO_PARAM } from '@benchlink/contracts/paths';

const withReturnTo = (query: Record<string, string>, returnTo: string | undefined) =>
  returnTo ? { ...query, [RETURN_TO_PARAM]: returnTo } : query;

/** Links between the auth page's modes; all live on `/` so the shell's HomeRoute serves them. */
export const authLinks = {
  /** `returnTo`: where sign-in goes on to (an invitation, say), kept as the visitor moves between the forms. */
  signIn: (returnTo?: string) => paths.home.href(withReturnTo({}, returnTo)),
  signUp: (returnTo?: string) => paths.home.href(withReturnTo({ action: 'signup' }, returnTo)),
  forgottenPassword: () => paths.home.href({ action: 'forgottenPassword' }),
  verifyEmail: (email: string, returnTo?: string) => paths.home.href(withReturnTo({ verifyEmail: email }, returnTo)),
  recoveryEmailSent: () => paths.home.href({ recoveryEmailSent: 'true' }),
  passwordChanged: () => paths.home.href({ passwordChanged: 'true' }),
  /** Full-page navigation: the provider's sign-in is a browser redirect, not a fetch. */
  oauthAuthorize: '/api/auth/oauth2/authorize',
};
