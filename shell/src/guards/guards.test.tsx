import { renderPage, testUser } from '@benchlink/test-support';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { HomeRoute, LoggedOutOnly, RequireAdmin, RequireCompany, RequireSession } from './guards';

const companyUser = testUser({ id: 2, companyId: 7 });

const routes: RouteObject[] = [
  { path: '/', element: <HomeRoute>sign-in page</HomeRoute> },
  { element: <LoggedOutOnly />, children: [{ path: '/signup', element: 'sign-up page' }] },
  {
    element: <RequireSession />,
    children: [
      { path: '/company/profile', element: 'profile page' },
      { element: <RequireCompany />, children: [{ path: '/company/projects', element: 'projects page' }] },
      { element: <RequireCompany allowAdmin />, children: [{ path: '/company/:companyId', element: 'company page' }] },
      { element: <RequireAdmin />, children: [{ path: '/admin/approve-companies', element: 'approve page' }] },
    ],
  },
];

const withoutCompany = { ...companyUser, companyId: undefined };
const admin = { ...companyUser, username: 'admin', isAdmin: true, companyId: undefined };

describe('route guards', () => {
  it('sends visitors from signed-in routes to /', async () => {
    const { router } = renderPage(routes, { path: '/company/profile', session: null });
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends users without a company from company routes to the profile', async () => {
    const { router } = renderPage(routes, { path: '/company/projects', session: withoutCompany });
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/profile');
  });

  it('lets company members into company routes', async () => {
    renderPage(routes, { path: '/company/projects', session: companyUser });
    expect(await screen.findByText('projects page')).toBeInTheDocument();
  });

  it('sends non-admins from admin routes to the profile', async () => {
    const { router } = renderPage(routes, { path: '/admin/approve-companies', session: companyUser });
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/profile');
  });

  it('lets the admin, who has no company, open a public company view but not other company routes', async () => {
    renderPage(routes, { path: '/company/12', session: admin });
    expect(await screen.findByText('company page')).toBeInTheDocument();
  });

  it('keeps users without a company out of the public company view', async () => {
    const { router } = renderPage(routes, { path: '/company/12', session: withoutCompany });
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/profile');
  });

  it('lets the admin into admin routes', async () => {
    renderPage(routes, { path: '/admin/approve-companies', session: admin });
    expect(await screen.findByText('approve page')).toBeInTheDocument();
  });

  it('sends signed-in users from logged-out-only routes and from / to the profile', async () => {
    const first = renderPage(routes, { path: '/signup', session: companyUser });
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/company/profile');
  });

  it('opens a mailed password-reset link even for a signed-in user', async () => {
    const { router } = renderPage(routes, { path: '/?action=forgottenPassword&token=abc', session: companyUser });
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user at / without a reset link to the profile', async () => {
    const { router } = renderPage(routes, { path: '/?action=forgottenPassword', session: companyUser });
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/profile');
  });

  it('shows the sign-in page at / to visitors', async () => {
    renderPage(routes, { path: '/', session: null });
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  });
});
