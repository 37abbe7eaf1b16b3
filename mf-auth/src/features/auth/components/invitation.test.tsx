import { getSession } from '@benchlink/api-client';
import { INVITATION_FOR_ANOTHER_ADDRESS_MESSAGE } from '@benchlink/contracts/messages';
import { paths } from '@benchlink/contracts/paths';
import { apiError, mockApi, renderPage, testUser } from '@benchlink/test-support';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InvitationPage from '../../../pages/invitation-page';

afterEach(() => vi.unstubAllGlobals());

const invitation = {
  companyId: 5,
  companyName: 'Analytical Engines',
  email: 'grace@example.com',
  invitedBy: 'Ada Lovelace',
  expiresAt: '2030-01-08T09:00:00.000Z',
};
const routes = (path = '/invitation?token=tok-1') => ({
  pages: [
    { path: paths.invitation.path, element: <InvitationPage /> },
    { path: paths.companyProfile.path, element: <h1>Company Profile</h1> },
  ],
  path,
});
const here = encodeURIComponent('/invitation?token=tok-1');
/** The invited person, signed in: the only account the invitation joins. */
const grace = () => testUser({ email: 'Grace@example.com' });

describe('the invitation page', () => {
  it('tells a visitor who invites them and offers sign-in and sign-up that come back here', async () => {
    const api = mockApi({ 'GET /api/invitations': { body: invitation } });
    const { pages, path } = routes();
    renderPage(pages, { path, session: null });
    expect(await screen.findByRole('heading', { name: 'Join Analytical Engines' })).toBeInTheDocument();
    expect(screen.getByText(/Ada Lovelace invited/)).toHaveTextContent(
      'Ada Lovelace invited grace@example.com to join Analytical Engines on Benchlink. The invitation works until 2030-01-08.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/?returnTo=${here}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/?action=signup&returnTo=${here}`,
    );
    expect(api.callsTo('GET /api/invitations')[0]?.query.get('token')).toBe('tok-1');
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('lets a signed-in user without a company join, then opens the company’s pages', async () => {
    const joined = testUser({ companyId: 5, companyRole: 'MEMBER' });
    const api = mockApi({
      'GET /api/invitations': { body: invitation },
      'POST /api/invitations/accept': { body: joined },
    });
    const { pages, path } = routes();
    const { user, currentUrl } = renderPage(pages, { path, session: grace() });
    await user.click(await screen.findByRole('button', { name: 'Join Analytical Engines' }));
    await vi.waitFor(() => expect(currentUrl()).toBe('/company/profile'));
    expect(api.callsTo('POST /api/invitations/accept')[0]?.body).toEqual({ token: 'tok-1' });
    expect(getSession()).toEqual(joined);
    expect(await screen.findByText('You joined Analytical Engines')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a join', async () => {
    mockApi({
      'GET /api/invitations': { body: invitation },
      'POST /api/invitations/accept': apiError(400, 'This invitation is invalid or has already been used.'),
    });
    const { pages, path } = routes();
    const { user } = renderPage(pages, { path, session: grace() });
    await user.click(await screen.findByRole('button', { name: 'Join Analytical Engines' }));
    expect(await screen.findByText('This invitation is invalid or has already been used.')).toBeInTheDocument();
  });

  it('tells an account of another address that the invitation is not theirs, and offers no join', async () => {
    const api = mockApi({ 'GET /api/invitations': { body: invitation } });
    const { pages, path } = routes();
    renderPage(pages, { path, session: testUser() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INVITATION_FOR_ANOTHER_ADDRESS_MESSAGE);
    expect(alert).toHaveTextContent(
      'You are signed in as ada@example.com. To join Analytical Engines, sign in with the account of grace@example.com',
    );
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/invitations/accept')).toHaveLength(0);
  });

  it('offers no join to a member of a company, nor to the administrator', async () => {
    const api = mockApi({ 'GET /api/invitations': { body: invitation } });
    const { pages, path } = routes();
    const other = renderPage(pages, { path, session: testUser({ companyId: 9, companyRole: 'OWNER' }) });
    expect(await screen.findByText('You already belong to a company')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your team' })).toHaveAttribute('href', '/company/team');
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    other.unmount();

    const same = renderPage(pages, { path, session: testUser({ companyId: 5, companyRole: 'MEMBER' }) });
    expect(await screen.findByText('You are already a member of Analytical Engines.')).toBeInTheDocument();
    same.unmount();

    renderPage(pages, { path, session: testUser({ isAdmin: true, username: 'admin' }) });
    expect(await screen.findByText('The administrator account cannot join a company.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/invitations/accept')).toHaveLength(0);
  });

  it('says why an expired, used or unknown link cannot be used', async () => {
    mockApi({ 'GET /api/invitations': apiError(400, 'This invitation has expired. Ask the company for a new one.') });
    const { pages, path } = routes();
    renderPage(pages, { path, session: null });
    expect(await screen.findByText('This invitation cannot be used')).toBeInTheDocument();
    expect(screen.getByText('This invitation has expired. Ask the company for a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
  });

  it('asks nothing of the server for a link without its token', async () => {
    const api = mockApi({});
    const { pages } = routes();
    renderPage(pages, { path: '/invitation', session: null });
    expect(await screen.findByText(/This invitation link is incomplete/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
