import { apiFetch, companyQueryOptions, getSession, resetSession, setSession } from '@benchlink/api-client';
import { apiError, mockApi, testUser } from '@benchlink/test-support';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoggedOutOnly, RequireSession } from '../guards/guards';
import { AppProvider } from './provider';
import { QueryLayer } from './query-layer';
import { RootLayout } from './root-layout';

const member = testUser({ companyId: 7 });

let queryClient: QueryClient | undefined;

/** Reads the company (a query) and saves it (a mutation), as a remote's page would. */
function CompanyPage() {
  queryClient = useQueryClient();
  const company = useQuery(companyQueryOptions(7));
  const save = useMutation({ mutationFn: () => apiFetch('/api/companies', { method: 'PUT' }) });
  return (
    <>
      <h1>{company.data?.name ?? 'profile page'}</h1>
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
    </>
  );
}

/** A remote's page as the shell mounts it: inside the page's query client. */
const companyPage = (
  <QueryLayer>
    <CompanyPage />
  </QueryLayer>
);

/** The shell's provider around its root layout and guards, with a signed-in member's page. */
function renderShell() {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <p>sign-in page</p> },
          { element: <LoggedOutOnly />, children: [{ path: '/signup', element: <p>sign-up page</p> }] },
          { element: <RequireSession />, children: [{ path: '/company/profile', element: companyPage }] },
        ],
      },
    ],
    { initialEntries: ['/company/profile'] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const company = {
  id: 7,
  name: 'Acme Labs',
  email: 'hello@acme.test',
  companyType: { id: 1, name: 'Product company' },
  skills: [],
};

afterEach(() => {
  // Unmount first: an effect of the last render still pending would otherwise read the session again after the reset
  // below, with the real fetch, and its failed answer (signed out) would land in the next test.
  cleanup();
  // The page's one query client outlives a test, as it outlives a page of the app.
  queryClient?.clear();
  queryClient = undefined;
  resetSession();
  vi.unstubAllGlobals();
});

describe("the page's query client: a 401 ends the session", () => {
  it('of a query: the browser goes to the session-expired sign-up page, signed out', async () => {
    mockApi({ 'GET /api/user': { body: member }, 'GET /api/companies/7': apiError(401, 'Your session has expired') });
    const router = renderShell();

    expect(await screen.findByText('sign-up page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.search).toBe('?sessionExpired=true');
    expect(getSession()).toBeNull();
  });

  it('of a mutation: the same', async () => {
    mockApi({
      'GET /api/user': { body: member },
      'GET /api/companies/7': { body: company },
      'PUT /api/companies': apiError(401, 'Your session has expired'),
    });
    const router = renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('sign-up page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sessionExpired=true');
  });

  it('until the next sign-in: a later sign-out goes to the sign-in page', async () => {
    mockApi({ 'GET /api/user': { body: member }, 'GET /api/companies/7': apiError(401, 'Your session has expired') });
    const router = renderShell();
    expect(await screen.findByText('sign-up page')).toBeInTheDocument();

    mockApi({ 'GET /api/companies/7': { body: company } });
    await act(async () => {
      setSession(member);
      await router.navigate('/company/profile');
    });
    expect(await screen.findByRole('heading', { name: 'Acme Labs' })).toBeInTheDocument();

    act(() => setSession(null));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});

describe('a session read before the first render', () => {
  it('is the session from the start: the page renders signed in without asking GET /api/user', async () => {
    const api = mockApi({ 'GET /api/companies/7': { body: company } });
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [{ element: <RequireSession />, children: [{ path: '/company/profile', element: companyPage }] }],
        },
      ],
      { initialEntries: ['/company/profile'] },
    );
    setSession(member);
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(screen.queryByText('Loading Benchlink')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Acme Labs' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/user')).toHaveLength(0);
  });
});
