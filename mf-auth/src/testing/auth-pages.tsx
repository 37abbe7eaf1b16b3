import { paths } from '@benchlink/contracts/paths';
import { renderPage, type RenderPageOptions } from '@benchlink/test-support';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import AuthPage from '../pages/auth-page';
import SignUpPage from '../pages/sign-up-page';

/** This remote's pages where the shell mounts them, and the pages a sign-in may land on. */
const authRoutes: RouteObject[] = [
  { path: paths.home.path, element: <AuthPage /> },
  { path: paths.signup.path, element: <SignUpPage /> },
  { path: paths.companyProfile.path, element: <h1>Company Profile</h1> },
  { path: paths.approveCompanies.path, element: <h1>Approve companies</h1> },
  { path: paths.company.path, element: <h1>Public company view</h1> },
];

/** The API as a visitor's sign-in page first reads it: no third-party sign-in configured, no demo. */
export const visitorApi = {
  'GET /api/auth/providers': { body: { oidc: false } },
  'GET /api/auth/demo-accounts': { body: { accounts: [] } },
};

/**
 * Renders the auth pages at `path` for a visitor (nobody signed in), through the shared `renderPage`.
 * @example const { user, currentUrl } = renderAuth('/?action=forgottenPassword');
 */
export const renderAuth = (path: string, options: Omit<RenderPageOptions, 'path' | 'session'> = {}) =>
  renderPage(authRoutes, { path, session: null, ...options });

/**
 * `renderAuth` at a form that loads when asked for (sign-up, password reset, set-new-password), once it is on screen.
 * @example const { user } = await renderAuthForm('/?action=signup');
 */
export async function renderAuthForm(path: string, options: Omit<RenderPageOptions, 'path' | 'session'> = {}) {
  const rendered = renderAuth(path, options);
  await waitFor(() => {
    if (screen.queryByText('Loading the form')) throw new Error('The form is still loading');
  });
  return rendered;
}
