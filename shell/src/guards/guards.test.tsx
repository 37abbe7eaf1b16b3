import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { companyUser, renderWithSession } from '../test/render';
import { HomeRoute, LoggedOutOnly, RequireAdmin, RequireCompany, RequireSession } from './guards';

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
    const { router } = renderWithSession(routes, '/company/profile', null);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends users without a company from company routes to the profile', async () => {
    const { router } = renderWithSession(routes, '/company/projects', withoutCompany);
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/profile');
  });

  it('lets company members into company routes', async () => {
    renderWithSession(routes, '/company/projects', companyUser);
    expect(await screen.findByText('projects page')).toBeInTheDocument();
  });

  it('sends non-admins from admin routes to the profile', async () => {
    const { router } = renderWithSession(routes, '/admin/approve-companies', companyUser);
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/profile');
  });

  it('lets the admin, who has no company, open a public company view but not other company routes', async () => {
    renderWithSession(routes, '/company/12', admin);
    expect(await screen.findByText('company page')).toBeInTheDocument();
  });

  it('keeps users without a company out of the public company view', async () => {
    const { router } = renderWithSession(routes, '/company/12', withoutCompany);
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/profile');
  });

  it('lets the admin into admin routes', async () => {
    renderWithSession(routes, '/admin/approve-companies', admin);
    expect(await screen.findByText('approve page')).toBeInTheDocument();
  });

  it('sends signed-in users from logged-out-only routes and from / to the profile', async () => {
    const first = renderWithSession(routes, '/signup', companyUser);
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/company/profile');
  });

  it('opens a mailed password-reset link even for a signed-in user', async () => {
    const { router } = renderWithSession(routes, '/?action=forgottenPassword&token=abc', companyUser);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user at / without a reset link to the profile', async () => {
    const { router } = renderWithSession(routes, '/?action=forgottenPassword', companyUser);
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/profile');
  });

  it('shows the sign-in page at / to visitors', async () => {
    renderWithSession(routes, '/', null);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  });
});

describe('session expiry', () => {
  it('sends the user to the session-expired sign-up page when an API call answers 401', async () => {
    const { RootLayout } = await import('../app/root-layout');
    const { sessionQueryOptions } = await import('@benchlink/api/client');
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ message: ['expired'], status: 401 }), { status: 401, headers: { 'content-type': 'application/json' } });
    });
    const { router, queryClient } = renderWithSession(
      [{ element: <RootLayout />, children: routes }],
      '/company/profile',
      companyUser,
    );
    expect(await screen.findByText('profile page')).toBeInTheDocument();

    const { apiFetchResponse } = await import('@benchlink/api/client');
    await act(async () => {
      await apiFetchResponse('/api/companies/7');
    });

    expect(await screen.findByText('sign-up page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.search).toBe('?sessionExpired=true');
    expect(queryClient.getQueryData(sessionQueryOptions.queryKey)).toBeNull();
    vi.unstubAllGlobals();
  });
});
