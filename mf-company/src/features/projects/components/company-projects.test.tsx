import type { Company } from '@benchlink/contracts/companies';
import { apiError, mockApi, renderPage, testUser } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerGroups, project } from '../test/fixtures';
import { CompanyProjects, PROJECTS_LOAD_ERROR, VISIBILITY_REMINDER } from './company-projects';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const session = testUser({ companyId: 5 });
const company = (approved: boolean): Company => ({
  id: 5,
  name: 'Acme Labs',
  email: 'hello@acme.test',
  companyType: { id: 1, name: 'Service' },
  skills: [],
  emailVerification: 'VERIFIED',
  approved,
});
const page = (content = [project()], totalPages = 1) => ({
  body: { content, totalPages, totalElements: content.length },
});

function renderList(path = '/company/projects') {
  return renderPage(
    <CompanyProjects partnerGroups={partnerGroups} renderPositions={() => <p>Positions of the project</p>} />,
    { path, session },
  );
}

describe('company projects', () => {
  it('reminds a company that is not approved that its projects are not visible', async () => {
    mockApi({ 'GET /api/companies/5': { body: company(false) }, 'GET /api/companies/:id/projects': page() });
    renderList();
    expect(await screen.findByText(VISIBILITY_REMINDER)).toBeInTheDocument();
    // Sentence case, as every product text.
    expect(screen.getByRole('button', { name: 'Add new project' })).toBeInTheDocument();
  });

  it('reads the page and sort from the query string and sends offset = page − 1', async () => {
    const api = mockApi({
      'GET /api/companies/5': { body: company(true) },
      'GET /api/companies/:id/projects': page(
        [
          project({
            partnerOnly: true,
            partnerGroups: [4],
            status: 'INACTIVE',
            inactiveReason: 'NO_OPEN_POSITIONS',
            openPositionCount: 0,
          }),
        ],
        3,
      ),
    });
    const { user, currentUrl } = renderList('/company/projects?page=2&sort=startDate&ascending=true');
    const card = await screen.findByRole('article', { name: 'Customer portal' });
    expect(within(card).getByText('Partners only')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Shared partner groups' })).toHaveTextContent('Trusted partners');
    expect(within(card).getByText('Project is inactive because it has no open positions.')).toBeInTheDocument();
    expect(screen.queryByText(VISIBILITY_REMINDER)).not.toBeInTheDocument();
    const query = api.callsTo('GET /api/companies/:id/projects')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      offset: '1',
      pageSize: '5',
      sort: 'startDate',
      ascending: 'true',
    });

    await user.click(within(card).getByRole('button', { name: 'Show positions (1)' }));
    expect(within(card).getByText('Positions of the project')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(currentUrl()).toBe('/company/projects?page=3&sort=startDate&ascending=true');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveDisplayValue('Earliest start first');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Visibility');
    expect(currentUrl()).toBe('/company/projects?sort=isPartnerOnly&ascending=true');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveDisplayValue('Public first');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Partners only first');
    expect(currentUrl()).toBe('/company/projects?sort=isPartnerOnly');
  });

  it('shows the reactivate icon only for a project that can be reactivated, and reactivates it', async () => {
    const expired = project({ status: 'INACTIVE', inactiveReason: 'EXPIRED', canReactivate: true });
    const api = mockApi({
      'GET /api/companies/5': { body: company(true) },
      'GET /api/companies/:id/projects': page([expired, project({ id: 4, name: 'Billing' })]),
      'POST /api/projects/:id/reactivate': { body: project() },
    });
    const { user } = renderList();
    const card = await screen.findByRole('article', { name: 'Customer portal' });
    expect(
      within(screen.getByRole('article', { name: 'Billing' })).queryByRole('button', { name: 'Reactivate project' }),
    ).not.toBeInTheDocument();
    expect(within(card).getByText(/Project is inactive because it has expired/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reactivate project' }));
    expect(await screen.findByText('Project reactivated for 3 more weeks')).toBeInTheDocument();
    expect(api.callsTo('POST /api/projects/:id/reactivate')[0]?.params.id).toBe('3');
  });

  it('deletes a project after the confirmation', async () => {
    const api = mockApi({
      'GET /api/companies/5': { body: company(true) },
      'GET /api/companies/:id/projects': page(),
      'DELETE /api/projects/:id': { status: 204 },
    });
    const { user } = renderList();
    await user.click(
      within(await screen.findByRole('article', { name: 'Customer portal' })).getByRole('button', {
        name: 'Delete project',
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this project?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(api.callsTo('DELETE /api/projects/:id')).toHaveLength(1));
  });

  it('shows each project’s expiry date and the days left, counted from the clock at each render', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-21T12:00:00.000Z'));
    mockApi({
      'GET /api/companies/5': { body: company(true) },
      'GET /api/companies/:id/projects': page([
        project({ expiryDate: '2030-01-23T10:00:00.000Z' }),
        project({ id: 4, name: 'Billing', expiryDate: '2030-02-10T12:00:00.000Z' }),
        project({ id: 6, name: 'Archive', expiryDate: '2030-01-20T12:00:00.000Z', canReactivate: true }),
      ]),
    });
    const { user } = renderList();
    const portal = await screen.findByRole('article', { name: 'Customer portal' });
    expect(within(portal).getByText('2030-01-23')).toBeInTheDocument();
    expect(within(portal).getByText('Expires in 2 days')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Billing' })).getByText('Expires in 20 days'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Archive' })).getByText('Expired')).toBeInTheDocument();

    // A day later, the next render counts one day less: nothing keeps the first count.
    vi.setSystemTime(new Date('2030-01-22T12:00:00.000Z'));
    await user.click(within(portal).getByRole('button', { name: /Show positions/ }));
    expect(within(portal).getByText('Expires in 1 day')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it("shows 'Could not load company projects' when the list fails", async () => {
    mockApi({
      'GET /api/companies/5': { body: company(true) },
      'GET /api/companies/:id/projects': apiError(500, 'Server down'),
    });
    renderList();
    expect(await screen.findByText(PROJECTS_LOAD_ERROR)).toBeInTheDocument();
  });
});
