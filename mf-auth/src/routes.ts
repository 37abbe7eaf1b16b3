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
]);
