import { paths } from '@benchlink/contracts/paths';
import { defineRemoteRoutes } from '@benchlink/federation';

/** This remote's pages. The build exposes each as `./<page>` from `src/pages/<page>.tsx` and publishes the list. */
export const routes = defineRemoteRoutes([
  { path: paths.home.path, guard: 'home', page: 'auth-page', title: 'Sign in', skeleton: 'form' },
  { path: paths.signup.path, guard: 'signedOut', page: 'sign-up-page', title: 'Sign up', skeleton: 'form' },
  {
    path: paths.confirmAvailability.path,
    guard: 'public',
    page: 'confirm-availability-page',
    title: 'Confirm availability',
    skeleton: 'form',
  },
  { path: paths.invitation.path, guard: 'public', page: 'invitation-page', title: 'Invitation', skeleton: 'form' },
  { path: paths.account.path, guard: 'signedIn', page: 'account-page', title: 'Account settings', skeleton: 'form' },
  {
    path: paths.confirmEmailChange.path,
    guard: 'public',
    page: 'confirm-email-change-page',
    title: 'Confirm new e-mail',
    skeleton: 'form',
  },
  {
    path: paths.cancelEmailChange.path,
    guard: 'public',
    page: 'cancel-email-change-page',
    title: 'Cancel e-mail change',
    skeleton: 'form',
  },
]);
