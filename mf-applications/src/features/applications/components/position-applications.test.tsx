import type { ApplicationListItem } from '@benchlink/contracts/applications';
import { apiError, mockApi, renderPage, testUser } from '@benchlink/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PositionApplications } from './position-applications';
import { listItem, position, talentAs, workModes } from '../testing/fixtures';

const PAGE = '/position/1/applications';
const owner = testUser({ companyId: 5 });
const render = () => renderPage(<PositionApplications positionId={1} />, { path: PAGE, session: owner });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The API's blind review: the applying company is named only on an accepted application. */
const received = (items: ApplicationListItem[]) =>
  items.map(({ companyId, companyName, ...item }) =>
    item.applicationStatus === 'ACCEPTED' ? { ...item, companyId, companyName } : item,
  );

const rowOf = async (talentName: string) => (await screen.findByRole('link', { name: talentName })).closest('tr')!;

describe('review applications', () => {
  it('shows the position summary and a blind row per application, naming the company only once accepted', async () => {
    mockApi({
      'GET /api/positions/:id': { body: position() },
      'GET /api/workmodes': { body: workModes },
      'GET /api/companies/applications': {
        body: received([
          listItem(11, { hasCv: true, companyId: 8, companyName: 'Beta Works' }),
          listItem(12, {
            applicationStatus: 'ACCEPTED',
            companyId: 8,
            companyName: 'Beta Works',
            talent: talentAs(62, 'Junior', 'Frontend Developer'),
          }),
          listItem(13, {
            applicationStatus: 'DENIED',
            companyId: 8,
            companyName: 'Beta Works',
            talent: talentAs(63, 'Medior', 'QA Engineer'),
          }),
        ]),
      },
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Review Applications' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Position Senior Backend Developer' });
    expect(within(summary).getByRole('heading', { name: 'Senior Backend Developer' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Payments platform' })).toHaveAttribute('href', '/project/101');
    expect(within(summary).getByText('40–60 €/h')).toBeInTheDocument();
    expect(within(summary).getByText('40 h/w')).toBeInTheDocument();
    expect(await within(summary).findByText('Hybrid, Remote')).toBeInTheDocument();
    expect(within(summary).getByText('ACTIVE')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Applications to this position' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['TALENT', 'FILE', 'STATUS', 'ACTIONS']);
    const applied = await rowOf('Senior Backend Developer');
    expect(within(applied).getByRole('link', { name: 'Senior Backend Developer' })).toHaveAttribute(
      'href',
      '/talent/61',
    );
    expect(within(applied).getByText('4 years 6 months · 45 €/h · from 2025-04-01')).toBeInTheDocument();
    expect(within(applied).getByRole('link', { name: 'Download CV' })).toHaveAttribute(
      'href',
      '/api/companies/applications/11/cv',
    );
    expect(within(applied).getByText('Applied')).toBeInTheDocument();
    expect(within(applied).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(applied).getByRole('button', { name: 'Deny' })).toBeInTheDocument();

    const accepted = await rowOf('Junior Frontend Developer');
    expect(within(accepted).getByText('Accepted')).toBeInTheDocument();
    expect(within(accepted).getByRole('link', { name: 'Beta Works' })).toHaveAttribute('href', '/company/8');
    expect(within(accepted).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    const denied = await rowOf('Medior QA Engineer');
    expect(within(denied).getByText('Denied')).toBeInTheDocument();
    expect(within(denied).queryByRole('button', { name: 'Deny' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Beta Works')).toHaveLength(1);
  });

  it('approves an application after confirmation, then shows the applying company', async () => {
    let items = [listItem(11, { companyId: 8, companyName: 'Beta Works' })];
    const api = mockApi({
      'GET /api/positions/:id': { body: position() },
      'GET /api/workmodes': { body: workModes },
      'GET /api/companies/applications': () => ({ body: received(items) }),
      'PUT /api/companies/applications/accept/:id': () => {
        items = items.map((item) => ({ ...item, applicationStatus: 'ACCEPTED' as const }));
        return { body: items[0]! };
      },
    });
    const { user } = render();
    const row = await rowOf('Senior Backend Developer');
    expect(screen.queryByText('Beta Works')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Approve application' });
    expect(confirm).toHaveTextContent('Are you sure you want to approve this application?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT /api/companies/applications/accept/:id')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    confirm = screen.getByRole('alertdialog', { name: 'Approve application' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application approved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/companies/applications/accept/:id')[0]?.params.id).toBe('11');
    expect(await screen.findByRole('link', { name: 'Beta Works' })).toHaveAttribute('href', '/company/8');
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    // The position is re-read too: its card counts the decisions.
    await waitFor(() => expect(api.callsTo('GET /api/positions/:id').length).toBeGreaterThan(1));
  });

  it('denies an application after confirmation', async () => {
    let items = [listItem(11)];
    const api = mockApi({
      'GET /api/positions/:id': { body: position() },
      'GET /api/workmodes': { body: workModes },
      'GET /api/companies/applications': () => ({ body: received(items) }),
      'PUT /api/companies/applications/reject/:id': () => {
        items = items.map((item) => ({ ...item, applicationStatus: 'DENIED' as const }));
        return { body: items[0]! };
      },
    });
    const { user } = render();
    const row = await rowOf('Senior Backend Developer');
    await user.click(within(row).getByRole('button', { name: 'Deny' }));
    const dialog = screen.getByRole('dialog', { name: 'Deny application' });
    await user.click(within(dialog).getByRole('radio', { name: 'The rate is above our budget' }));
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Application denied')).toBeInTheDocument();
    const [call] = api.callsTo('PUT /api/companies/applications/reject/:id');
    expect(call?.params.id).toBe('11');
    expect(call?.body).toEqual({ reason: 'The rate is above our budget' });
    expect(await within(row).findByText('Denied')).toBeInTheDocument();
    expect(screen.queryByText('Beta Works')).not.toBeInTheDocument();
  });

  it('denies with a reason of the company’s own words, or with none', async () => {
    const api = mockApi({
      'GET /api/positions/:id': { body: position() },
      'GET /api/workmodes': { body: workModes },
      'GET /api/companies/applications': { body: [listItem(11), listItem(12)] },
      'PUT /api/companies/applications/reject/:id': (call) => ({
        body: { ...listItem(Number(call.params.id)), applicationStatus: 'DENIED' as const },
      }),
    });
    const { user } = render();
    const [first, second] = within(await screen.findByRole('table', { name: 'Applications to this position' }))
      .getAllByRole('row')
      .slice(1);
    await user.click(within(first!).getByRole('button', { name: 'Deny' }));
    let dialog = screen.getByRole('dialog', { name: 'Deny application' });
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Your reason' }), 'We hired internally');
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(api.callsTo('PUT /api/companies/applications/reject/:id')).toHaveLength(1));
    await user.click(within(second!).getByRole('button', { name: 'Deny' }));
    dialog = screen.getByRole('dialog', { name: 'Deny application' });
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(api.callsTo('PUT /api/companies/applications/reject/:id')).toHaveLength(2));
    expect(api.callsTo('PUT /api/companies/applications/reject/:id').map((call) => call.body)).toEqual([
      { reason: 'We hired internally' },
      {},
    ]);
  });

  it('hands over the applicant’s contact at approval and offers to close the position as filled', async () => {
    const contact = {
      companyName: 'Beta Works',
      companyEmail: 'office@beta.example',
      name: 'Ana Lee',
      email: 'ana@beta.example',
    };
    const api = mockApi({
      'GET /api/positions/:id': { body: position() },
      'GET /api/workmodes': { body: workModes },
      'GET /api/companies/applications': { body: [listItem(11)] },
      'PUT /api/companies/applications/accept/:id': {
        body: { ...listItem(11), applicationStatus: 'ACCEPTED' as const, contact },
      },
      'PUT /api/positions/:id/status': { body: position() },
    });
    const { user } = render();
    await user.click(within(await rowOf('Senior Backend Developer')).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    const handOff = await screen.findByRole('dialog', { name: 'Application approved' });
    expect(within(handOff).getByRole('link', { name: 'ana@beta.example' })).toHaveAttribute(
      'href',
      'mailto:ana@beta.example',
    );
    expect(within(handOff).getByRole('link', { name: 'office@beta.example' })).toBeInTheDocument();
    await user.click(within(handOff).getByRole('button', { name: 'Close as filled from the platform' }));
    expect(await screen.findByText('Position closed as filled from the platform')).toBeInTheDocument();
    const [close] = api.callsTo('PUT /api/positions/:id/status');
    expect(close?.query.get('statusId')).toBe('2');
  });

  it('shows a refused decision in the snackbar', async () => {
    mockApi({
      'GET /api/positions/:id': { body: position() },
      'GET /api/workmodes': { body: workModes },
      'GET /api/companies/applications': { body: [listItem(11)] },
      'PUT /api/companies/applications/accept/:id': apiError(
        400,
        'Only an application in progress can be accepted or denied',
      ),
    });
    const { user } = render();
    await user.click(within(await rowOf('Senior Backend Developer')).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Only an application in progress can be accepted or denied')).toBeInTheDocument();
  });

  it('shows the product empty text for a position without applications', async () => {
    mockApi({
      'GET /api/positions/:id': { body: position({ statusId: 5, status: 'Other', customCloseReason: 'Budget cut' }) },
      'GET /api/workmodes': { body: workModes },
      'GET /api/companies/applications': { body: [] },
    });
    render();
    expect(await screen.findByText('No applications found for this position.')).toBeInTheDocument();
    expect(await screen.findByText('INACTIVE')).toBeInTheDocument();
    expect(screen.getByText('Budget cut')).toBeInTheDocument();
  });

  it("shows the product's error when the applications fail to load (another company's position)", async () => {
    mockApi({
      'GET /api/positions/:id': { body: position() },
      'GET /api/workmodes': { body: workModes },
      // Another company's position is as unknown as a missing one to this list (no existence oracle).
      'GET /api/companies/applications': apiError(404, 'Position not found'),
    });
    render();
    expect(await screen.findByText('Error getting applications for this position')).toBeInTheDocument();
  });

  it('says so when the position does not exist', async () => {
    mockApi({
      'GET /api/positions/:id': apiError(404, 'Position not found'),
      'GET /api/companies/applications': apiError(404, 'Position not found'),
    });
    render();
    expect(await screen.findByText("We couldn't find a position with that id.")).toBeInTheDocument();
    expect(screen.getByText('Position not found')).toBeInTheDocument();
  });

  it('says the address is wrong, without a Retry, for an id that names no position', async () => {
    mockApi({});
    renderPage(<PositionApplications positionId={null} />, { path: '/position/abc/applications', session: owner });
    expect(screen.getByText('This address is not valid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('goes back in history, or to the company projects after a direct visit', async () => {
    mockApi({
      'GET /api/positions/:id': { body: position() },
      'GET /api/workmodes': { body: workModes },
      'GET /api/companies/applications': { body: [] },
    });
    const direct = render();
    await direct.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(direct.currentUrl()).toBe('/company/projects');
    direct.unmount();

    const visited = renderPage(<PositionApplications positionId={1} />, { path: '/browse-projects', session: owner });
    // Inside act: the page must re-render with its new history entry before Back is clicked.
    await act(() => visited.router.navigate(PAGE));
    await visited.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(visited.currentUrl()).toBe('/browse-projects'));
  });
});
