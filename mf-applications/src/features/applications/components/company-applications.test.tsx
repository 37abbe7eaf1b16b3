import { apiError, mockApi, renderPage, testUser } from '@benchlink/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReceivedOverview } from '@benchlink/contracts/applications';
import { CompanyApplications } from './company-applications';
import { listItem, overview, talentAs } from '../testing/fixtures';

const PAGE = '/company/applications?view=sent';
const member = testUser({ companyId: 5 });
const render = (path = PAGE) => renderPage(<CompanyApplications />, { path, session: member });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('company applications, Sent', () => {
  it('shows the product empty text when the company has applied nowhere', async () => {
    mockApi({ 'GET /api/companies/my-applications/overall': { body: [] } });
    render();
    expect(await screen.findByText('No applications')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the product error when the list fails to load', async () => {
    mockApi({ 'GET /api/companies/my-applications/overall': apiError(500, 'Something broke') });
    render();
    expect(await screen.findByText('Failed to load application(s)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists each position with its project, company, talent count and overall status', async () => {
    mockApi({
      'GET /api/companies/my-applications/overall': {
        body: [
          overview(1, { overallStatus: 'ACCEPTED', talentCount: 2 }),
          overview(2, { overallStatus: 'DENIED', companyName: 'Beta Works', companyId: 8 }),
          overview(3),
        ],
      },
    });
    render();
    const table = await screen.findByRole('table', { name: 'Positions the company has applied to' });
    expect(screen.getByText('3 Positions')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['POSITION (COMPANY)', '# OF TALENTS', 'STATUS']);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('button', { name: 'Senior Backend Developer 1' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Payments platform 1' })).toHaveAttribute('href', '/project/101');
    expect(within(first!).getByRole('link', { name: 'Acme Labs' })).toHaveAttribute('href', '/company/7');
    expect(within(first!).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(first!).getByText('Accepted')).toBeInTheDocument();
    expect(within(second!).getByText('Denied')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Beta Works' })).toHaveAttribute('href', '/company/8');
    expect(within(third!).getByText('Applied')).toBeInTheDocument();
  });

  it('pages the positions 10 at a time, or 5 or 25 as chosen', async () => {
    const positions = Array.from({ length: 12 }, (_, index) => overview(index + 1));
    mockApi({ 'GET /api/companies/my-applications/overall': { body: positions } });
    const { user } = render();
    const table = await screen.findByRole('table');
    expect(screen.getByText('12 Positions')).toBeInTheDocument();
    const dataRows = () => within(table).getAllByRole('row').length - 1;
    expect(dataRows()).toBe(10);
    const rowsPerPage = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(rowsPerPage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25']);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(dataRows()).toBe(2);
    expect(within(table).getByRole('button', { name: 'Senior Backend Developer 12' })).toBeInTheDocument();
    await user.selectOptions(rowsPerPage, '5');
    expect(dataRows()).toBe(5);
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
    await user.selectOptions(rowsPerPage, '25');
    expect(dataRows()).toBe(12);
  });

  it("opens a position's sent applications: talent, experience, location, CV, status, and Cancel only while undecided", async () => {
    mockApi({
      'GET /api/companies/my-applications/overall': { body: [overview(1, { talentCount: 3 })] },
      'GET /api/companies/my-applications': {
        body: [
          listItem(11, { hasCv: true }),
          listItem(12, { applicationStatus: 'ACCEPTED', talent: talentAs(62, 'Junior', 'Frontend Developer') }),
          listItem(13, { applicationStatus: 'DENIED', talent: talentAs(63, 'Medior', 'QA Engineer') }),
          listItem(14, { applicationStatus: 'AWAITING_CV_OR_TALENT', talent: talentAs(64, 'Lead', 'DevOps Engineer') }),
          listItem(15, { position: { id: 2, title: 'Other position', projectId: 102, projectName: 'Other' } }),
        ],
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Senior Backend Developer 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Applications for Senior Backend Developer 1' });
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['TALENT', 'YEARS XP', 'LOCATION', 'FILE', 'STATUS', 'ACTIONS']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const [applied, accepted, denied, awaiting] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(applied).getByRole('link', { name: 'Senior Backend Developer' })).toHaveAttribute(
      'href',
      '/talent/61',
    );
    expect(within(applied).getByText('4 years 6 months')).toBeInTheDocument();
    expect(within(applied).getByText('Berlin')).toBeInTheDocument();
    const cv = within(applied).getByRole('link', { name: 'Download CV' });
    expect(cv).toHaveAttribute('href', '/api/companies/applications/11/cv');
    expect(cv).toHaveAttribute('download');
    expect(within(applied).getByText('Applied')).toBeInTheDocument();
    expect(within(applied).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(accepted).getByText('No CV')).toBeInTheDocument();
    expect(within(accepted).getByText('Accepted')).toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(denied).getByText('Denied')).toBeInTheDocument();
    expect(within(denied).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(awaiting).getByText('Applied')).toBeInTheDocument();
    expect(within(awaiting).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names which of its talents applied by the company’s own references, in the list and the dialog', async () => {
    mockApi({
      'GET /api/companies/my-applications/overall': {
        body: [overview(1, { talentCount: 2, talentReferences: ['BE-042 Anna', 'Talent 62'] })],
      },
      'GET /api/companies/my-applications': {
        body: [
          listItem(11, { talent: { ...talentAs(61, 'Senior', 'Backend Developer')!, reference: 'BE-042 Anna' } }),
          listItem(12, { talent: { ...talentAs(62, 'Junior', 'Frontend Developer')!, reference: 'Talent 62' } }),
        ],
      },
    });
    const { user } = render();
    const table = await screen.findByRole('table', { name: 'Positions the company has applied to' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('BE-042 Anna, Talent 62')).toBeInTheDocument();

    await user.click(within(row!).getByRole('button', { name: 'Senior Backend Developer 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Applications for Senior Backend Developer 1' });
    const [anna, other] = within(await within(dialog).findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(within(anna!).getByRole('link', { name: 'BE-042 Anna' })).toHaveAttribute('href', '/talent/61');
    expect(within(anna!).getByText('Senior Backend Developer')).toBeInTheDocument();
    expect(within(other!).getByRole('link', { name: 'Talent 62' })).toHaveAttribute('href', '/talent/62');
  });

  it('cancels an application only after confirmation, and drops it from the list', async () => {
    let sent = [listItem(11), listItem(12, { talent: talentAs(62, 'Junior', 'Frontend Developer') })];
    const api = mockApi({
      'GET /api/companies/my-applications/overall': { body: [overview(1, { talentCount: 2 })] },
      'GET /api/companies/my-applications': () => ({ body: sent }),
      'PUT /api/companies/applications/cancel/:id': ({ params }) => {
        const cancelled = sent.find((item) => item.id === Number(params.id))!;
        sent = sent.filter((item) => item !== cancelled);
        return { body: { ...cancelled, applicationStatus: 'CANCELLED' as const } };
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Senior Backend Developer 1' }));
    const dialog = await screen.findByRole('dialog');
    const row = (await within(dialog).findByRole('link', { name: 'Junior Frontend Developer' })).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel application' });
    expect(confirm).toHaveTextContent('Are you sure you want to cancel this application?');
    await user.click(within(confirm).getByRole('button', { name: 'Keep application' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /api/companies/applications/cancel/:id')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel application' }));
    expect(await screen.findByText('Application cancelled')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/companies/applications/cancel/:id')[0]?.params.id).toBe('12');
    await waitFor(() =>
      expect(within(dialog).queryByRole('link', { name: 'Junior Frontend Developer' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('link', { name: 'Senior Backend Developer' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a failed cancellation in the snackbar', async () => {
    mockApi({
      'GET /api/companies/my-applications/overall': { body: [overview(1)] },
      'GET /api/companies/my-applications': { body: [listItem(11)] },
      'PUT /api/companies/applications/cancel/:id': apiError(400, 'A decided application cannot be changed'),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Senior Backend Developer 1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel application' }));
    expect(await screen.findByText('A decided application cannot be changed')).toBeInTheDocument();
  });

  it("shows the product's error when a position's applications fail to load", async () => {
    mockApi({
      'GET /api/companies/my-applications/overall': { body: [overview(1)] },
      'GET /api/companies/my-applications': apiError(500, 'Something broke'),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Senior Backend Developer 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Failed to load application(s)')).toBeInTheDocument();
  });
});

const received = (positionId: number, overrides: Partial<ReceivedOverview> = {}): ReceivedOverview => ({
  positionId,
  positionTitle: `Senior Backend Developer ${positionId}`,
  projectId: 100 + positionId,
  projectName: `Payments platform ${positionId}`,
  inProgress: 0,
  accepted: 0,
  denied: 0,
  lastActivityDateTime: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('company applications, Received', () => {
  it('is the view unless the address says Sent, and lists each position with its counts, opening its review', async () => {
    mockApi({
      'GET /api/companies/applications/overall': {
        body: [received(1, { inProgress: 2, accepted: 1 }), received(2, { denied: 3 })],
      },
    });
    render('/company/applications');
    const table = await screen.findByRole('table', { name: 'Positions of the company that received applications' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['POSITION (PROJECT)', 'IN PROGRESS', 'ACCEPTED', 'DENIED', 'LAST ACTIVITY']);
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Senior Backend Developer 1' })).toHaveAttribute(
      'href',
      '/position/1/applications',
    );
    expect(screen.getByText('2 Positions · 2 waiting for your decision')).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Applications' });
    expect(within(views).getByRole('link', { name: 'Received, 2 waiting' })).toHaveAttribute('aria-current', 'page');
    expect(within(views).getByRole('link', { name: 'Sent' })).toHaveAttribute(
      'href',
      '/company/applications?view=sent',
    );
  });

  it('switches to Sent and keeps the choice in the address', async () => {
    mockApi({
      'GET /api/companies/applications/overall': { body: [] },
      'GET /api/companies/my-applications/overall': { body: [] },
    });
    const { user, currentUrl } = render('/company/applications');
    expect(await screen.findByText('No applications received')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sent' }));
    await waitFor(() => expect(currentUrl()).toBe('/company/applications?view=sent'));
    expect(await screen.findByText('No applications')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sent' })).toHaveAttribute('aria-current', 'page');
  });
});
