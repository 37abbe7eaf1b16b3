import { getSession } from '@benchlink/api-client';
import { AWAITING_APPROVAL_INVITE_MESSAGE } from '@benchlink/contracts/messages';
import { TEAM_MESSAGES, type Team } from '@benchlink/contracts/team';
import { apiError, mockApi, renderPage, testCompany, testUser } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyTeam } from './company-team';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ada = { id: 7, username: 'ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const grace = { id: 8, username: 'grace', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };

const team = (adaRole: 'OWNER' | 'MEMBER', graceRole: 'OWNER' | 'MEMBER' = 'MEMBER'): Team => ({
  members: [
    { ...ada, role: adaRole },
    { ...grace, role: graceRole },
  ],
  invitations: [
    {
      id: 3,
      email: 'linus@example.com',
      invitedBy: 'Ada Lovelace',
      createdAt: '2030-01-01T09:00:00.000Z',
      expiresAt: '2030-01-08T09:00:00.000Z',
    },
  ],
});

const session = testUser({ companyId: 5, companyRole: 'OWNER' });
const company = { body: testCompany({ id: 5, name: 'Analytical Engines' }) };

describe('the team page', () => {
  it('lists the members with their role and the viewer marked, and the pending invitations', async () => {
    mockApi({ 'GET /api/companies/team': { body: team('OWNER') }, 'GET /api/companies/5': company });
    renderPage(<CompanyTeam />, { path: '/company/team', session });
    const members = await screen.findByRole('region', { name: 'Members' });
    const adaRow = within(members).getByRole('listitem', { name: 'Ada Lovelace' });
    expect(adaRow).toHaveTextContent('You');
    expect(adaRow).toHaveTextContent('Owner');
    expect(within(members).getByRole('listitem', { name: 'Grace Hopper' })).toHaveTextContent('Member');
    expect(within(members).getByRole('listitem', { name: 'Grace Hopper' })).not.toHaveTextContent('You');
    const invitations = screen.getByRole('region', { name: 'Pending invitations' });
    expect(within(invitations).getByRole('listitem', { name: 'linus@example.com' })).toHaveTextContent(
      'Invited by Ada Lovelace · expires 2030-01-08',
    );
    expect(await screen.findByText(/Everyone on the team acts for Analytical Engines/)).toBeInTheDocument();
  });

  it('offers an owner to make a member owner and to remove them, and keeps the last owner from leaving', async () => {
    const api = mockApi({
      'GET /api/companies/team': { body: team('OWNER') },
      'GET /api/companies/5': company,
      'POST /api/companies/team/members/:userId/owner': { body: { ...grace, role: 'OWNER' } },
      'DELETE /api/companies/team/members/:userId': { status: 204 },
    });
    const { user } = renderPage(<CompanyTeam />, { path: '/company/team', session });
    await user.click(await screen.findByRole('button', { name: 'Make Grace Hopper owner' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Make owner' });
    await user.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/companies/team/members/:userId/owner')).toHaveLength(1));
    expect(api.callsTo('POST /api/companies/team/members/:userId/owner')[0]?.params.userId).toBe('8');

    await user.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));
    dialog = screen.getByRole('alertdialog', { name: 'Remove member' });
    expect(dialog).toHaveTextContent('Grace Hopper will no longer act for Analytical Engines');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(api.callsTo('DELETE /api/companies/team/members/:userId')).toHaveLength(1));

    expect(screen.queryByRole('button', { name: 'Leave company' })).not.toBeInTheDocument();
    expect(screen.getByText('As the only owner, make another member owner before you leave.')).toBeInTheDocument();
  });

  it('offers a member to leave only; leaving opens the profile without a company', async () => {
    const api = mockApi({
      'GET /api/companies/team': { body: team('MEMBER', 'OWNER') },
      'GET /api/companies/5': company,
      'DELETE /api/companies/team/members/:userId': { status: 204 },
      'GET /api/user': { body: testUser() },
    });
    const { user, currentUrl } = renderPage(<CompanyTeam />, {
      path: '/company/team',
      session: testUser({ companyId: 5, companyRole: 'MEMBER' }),
    });
    await screen.findByRole('listitem', { name: 'Grace Hopper' });
    expect(screen.queryByRole('button', { name: /^Make .* owner$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave company' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave company' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave company' }));
    await vi.waitFor(() => expect(currentUrl()).toBe('/company/profile'));
    expect(api.callsTo('DELETE /api/companies/team/members/:userId')[0]?.params.userId).toBe('7');
    expect(getSession()).toEqual(testUser());
  });

  it('sends an invitation and shows a refusal on the e-mail field', async () => {
    const api = mockApi({
      'GET /api/companies/team': { body: team('OWNER') },
      'GET /api/companies/5': company,
      'POST /api/companies/team/invitations': apiError(409, TEAM_MESSAGES.alreadyMember, {
        fields: { email: TEAM_MESSAGES.alreadyMember },
      }),
    });
    const { user } = renderPage(<CompanyTeam />, { path: '/company/team', session });
    const field = await screen.findByLabelText(/^Colleague's e-mail/);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/is required/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/companies/team/invitations')).toHaveLength(0);
    await user.type(field, 'Grace@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(TEAM_MESSAGES.alreadyMember)).toBeInTheDocument();
    expect(api.callsTo('POST /api/companies/team/invitations')[0]?.body).toEqual({ email: 'grace@example.com' });
  });

  it('tells a company awaiting approval why it cannot invite, instead of the form', async () => {
    mockApi({
      'GET /api/companies/team': { body: team('OWNER') },
      'GET /api/companies/5': { body: testCompany({ id: 5, name: 'Analytical Engines', approved: false }) },
    });
    renderPage(<CompanyTeam />, { path: '/company/team', session });
    expect(await screen.findByText(AWAITING_APPROVAL_INVITE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Colleague's e-mail/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    // The rest of the team page stays.
    expect(screen.getByRole('region', { name: 'Members' })).toBeInTheDocument();
  });

  it('asks before revoking an invitation', async () => {
    const api = mockApi({
      'GET /api/companies/team': { body: team('MEMBER', 'OWNER') },
      'GET /api/companies/5': company,
      'DELETE /api/companies/team/invitations/:id': { status: 204 },
    });
    const { user } = renderPage(<CompanyTeam />, { path: '/company/team', session });
    await user.click(await screen.findByRole('button', { name: 'Revoke the invitation to linus@example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke invitation' });
    expect(dialog).toHaveTextContent('The link sent to linus@example.com will stop working.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() => expect(api.callsTo('DELETE /api/companies/team/invitations/:id')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/companies/team/invitations/:id')[0]?.params.id).toBe('3');
  });

  it('says when the team cannot load', async () => {
    mockApi({
      'GET /api/companies/team': apiError(500, 'Something went wrong on our side. Please try again.'),
      'GET /api/companies/5': company,
    });
    renderPage(<CompanyTeam />, { path: '/company/team', session });
    expect(await screen.findByText('Could not load the team')).toBeInTheDocument();
  });
});
