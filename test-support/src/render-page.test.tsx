import { companyQueryOptions, useSession } from '@benchlink/api-client';
import { Button, useSnackbar } from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Link, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from './fixtures';
import { apiError, mockApi } from './mock-api';
import { renderPage } from './render-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function CompanyName() {
  const { companyId = '' } = useParams();
  const { user } = useSession();
  const { data, isError } = useQuery(companyQueryOptions(Number(companyId)));
  const snackbar = useSnackbar();
  return (
    <>
      <p>{user ? `Signed in as ${user.username}` : 'Visitor'}</p>
      <h1>{isError ? 'Failed' : (data?.name ?? 'Loading')}</h1>
      <Button onClick={() => snackbar.showSuccess('Saved')}>Save</Button>
      <Link to="/company/5">Next</Link>
    </>
  );
}

const acme = {
  id: 4,
  name: 'Acme Labs',
  email: 'hello@acme.test',
  companyType: { id: 1, name: 'Product company' },
  skills: [],
};

describe('renderPage', () => {
  it('renders a page at its route with the session, the query client, the snackbar and the router', async () => {
    mockApi({ 'GET /api/companies/:id': (call) => ({ body: { ...acme, id: Number(call.params.id) } }) });
    const { user, currentUrl } = renderPage(<CompanyName />, {
      path: '/company/4',
      route: '/company/:companyId',
      session: testUser(),
    });
    expect(await screen.findByRole('heading', { name: 'Acme Labs' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as ada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(currentUrl()).toBe('/company/5');
  });

  it('renders a visitor, without retries, and hands a 401 to the query client handler', async () => {
    mockApi({ 'GET /api/companies/4': apiError(401, 'Your session has expired') });
    const { onUnauthorized } = renderPage(<CompanyName />, {
      path: '/company/4',
      route: '/company/:companyId',
      session: null,
    });
    expect(await screen.findByRole('heading', { name: 'Failed' })).toBeInTheDocument();
    expect(screen.getByText('Visitor')).toBeInTheDocument();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('takes a route table', async () => {
    const { router } = renderPage(
      [
        { path: '/', element: <p>first page</p> },
        { path: '/second', element: <p>second page</p> },
      ],
      { path: '/second' },
    );
    expect(await screen.findByText('second page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/second');
  });
});
