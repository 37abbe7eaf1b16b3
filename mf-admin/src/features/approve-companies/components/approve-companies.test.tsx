import type { Company } from '@benchlink/contracts/companies';
import { apiError, mockApi, renderPage, testUser, type RecordedCall } from '@benchlink/test-support';
import { ExternalLinkIcon } from '@benchlink/design-system';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApproveCompanies } from './approve-companies';

const admin = testUser({ id: 1, username: 'admin', isAdmin: true });
const skills = [
  { id: 10, name: 'Tech Skills', parentId: null, assignable: false },
  { id: 11, name: 'React', parentId: 10, assignable: true },
];

const company = (id: number, name: string, overrides: Partial<Company> = {}): Company => ({
  id,
  name,
  email: `hello@${name.toLowerCase().replace(/\s/g, '')}.test`,
  companyType: { id: 2, name: 'Outsourcing' },
  domain: { id: 3, name: 'Fintech' },
  website: 'https://acme.test',
  linkedIn: 'https://www.linkedin.com/company/acme',
  description: 'We build things.\nAnd more things.',
  skills: [11],
  emailVerification: 'VERIFIED',
  approved: false,
  ...overrides,
});

const PAGE = '/admin/approve-companies';

/** The API's paged answer for a list that fits one page. */
const paged = (content: Company[]) => ({
  content,
  totalPages: content.length > 0 ? 1 : 0,
  totalElements: content.length,
});

/** Answers the pending list as the API does: the page asked for by `offset` and `pageSize`, from `companies`. */
const pendingList =
  (companies: () => Company[]) =>
  ({ query }: RecordedCall) => {
    const offset = Number(query.get('offset') ?? 0);
    const pageSize = Number(query.get('pageSize') ?? 10);
    const all = companies();
    return {
      body: {
        content: all.slice(offset * pageSize, (offset + 1) * pageSize),
        totalPages: Math.ceil(all.length / pageSize),
        totalElements: all.length,
      },
    };
  };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The cards of the pending list (the decision history below it is a region too). */
const pendingCards = () =>
  within(screen.getByRole('list', { name: 'Companies waiting for approval' })).getAllByRole('region');

describe('approve companies', () => {
  it('shows the product empty text when every company is approved', async () => {
    mockApi({ 'GET /api/admin/get-non-approved': { body: paged([]) }, 'GET /api/skills': { body: skills } });
    renderPage(<ApproveCompanies />, { path: PAGE, session: admin });
    expect(await screen.findByText('Could not find any companies that are not approved')).toBeInTheDocument();
    expect(
      screen.getByText(
        'All caught up: every registered company has been approved or refused. New registrations will appear here.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a card per company with its details', async () => {
    mockApi({
      'GET /api/admin/get-non-approved': { body: paged([company(4, 'Acme Labs')]) },
      'GET /api/skills': { body: skills },
    });
    renderPage(<ApproveCompanies />, { path: PAGE, session: admin });
    const card = await screen.findByRole('region', { name: 'Acme Labs' });
    expect(within(card).getByText('hello@acmelabs.test')).toBeInTheDocument();
    expect(within(card).getByText('Outsourcing')).toBeInTheDocument();
    expect(within(card).getByText('Fintech')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'https://www.linkedin.com/company/acme' })).toBeInTheDocument();
    expect(await within(card).findByText('React')).toBeInTheDocument();
    const fullPage = within(card).getByRole('link', { name: 'View full page' });
    expect(fullPage).toHaveAttribute('href', '/company/4');
    // An in-app page in the same tab: no new-tab target, and no external-link icon promising one.
    expect(fullPage).not.toHaveAttribute('target');
    const externalIcon = render(<ExternalLinkIcon size={16} />).container.innerHTML;
    expect(fullPage.innerHTML).not.toContain(externalIcon);
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  describe("the description's View details", () => {
    const setHeights = (scrollHeight: number, clientHeight: number) => {
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
    };
    afterEach(() => vi.restoreAllMocks());

    it('is offered when the collapsed description is cut off, and expands it', async () => {
      setHeights(120, 44);
      mockApi({
        'GET /api/admin/get-non-approved': { body: paged([company(4, 'Acme Labs')]) },
        'GET /api/skills': { body: skills },
      });
      renderPage(<ApproveCompanies />, { path: PAGE, session: admin });
      const card = await screen.findByRole('region', { name: 'Acme Labs' });
      await userEvent.click(await within(card).findByRole('button', { name: 'View details' }));
      expect(within(card).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    });

    it('is left out when the whole description already shows', async () => {
      setHeights(22, 44);
      mockApi({
        'GET /api/admin/get-non-approved': { body: paged([company(4, 'Acme Labs', { description: 'Short.' })]) },
        'GET /api/skills': { body: skills },
      });
      renderPage(<ApproveCompanies />, { path: PAGE, session: admin });
      const card = await screen.findByRole('region', { name: 'Acme Labs' });
      expect(within(card).getByText('Short.')).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'View details' })).not.toBeInTheDocument();
    });
  });

  it('removes an approved company from the list at once, after confirmation', async () => {
    const user = userEvent.setup();
    let waiting = [company(4, 'Acme Labs'), company(6, 'Beta Works')];
    const api = mockApi({
      'GET /api/admin/get-non-approved': pendingList(() => waiting),
      'GET /api/skills': { body: skills },
      'POST /api/admin/approve/4': () => {
        waiting = waiting.filter((item) => item.id !== 4);
        return { body: company(4, 'Acme Labs', { approved: true }) };
      },
    });
    renderPage(<ApproveCompanies />, { path: PAGE, session: admin });
    const card = await screen.findByRole('region', { name: 'Acme Labs' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve company' });
    expect(within(dialog).getByText('Are you sure you want to approve Acme Labs?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Acme Labs' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Beta Works' })).toBeInTheDocument();
    expect(await screen.findByText('Acme Labs has been approved')).toBeInTheDocument();
    expect(screen.getByText('1 company waiting for approval')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/approve/4')).toHaveLength(1);
  });

  it('refuses a company with a required reason, and lists it in the decision history', async () => {
    const user = userEvent.setup();
    let waiting = [company(4, 'Acme Labs'), company(6, 'Beta Works')];
    let decided: Company[] = [];
    const api = mockApi({
      'GET /api/admin/get-non-approved': pendingList(() => waiting),
      'GET /api/admin/decided-companies': () => ({ body: paged(decided) }),
      'GET /api/skills': { body: skills },
      'POST /api/admin/refuse/4': ({ body }) => {
        const refused = company(4, 'Acme Labs', {
          refusal: { reason: (body as { reason: string }).reason, refusedAt: '2026-11-24T10:00:00.000Z' },
          decidedAt: '2026-11-24T10:00:00.000Z',
        });
        waiting = waiting.filter((item) => item.id !== 4);
        decided = [refused];
        return { body: refused };
      },
    });
    renderPage(<ApproveCompanies />, { path: PAGE, session: admin });
    expect(await screen.findByText('No company approved or refused yet.')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Acme Labs' });
    await user.click(within(card).getByRole('button', { name: 'Refuse' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse company' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/refuse/4')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Not an IT service company');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));

    expect(await screen.findByText('Acme Labs has been refused')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/refuse/4').map((call) => call.body)).toEqual([
      { reason: 'Not an IT service company' },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Acme Labs' })).not.toBeInTheDocument());
    const history = await screen.findByRole('table', { name: 'Approved and refused companies, latest first' });
    expect(await within(history).findByText('Not an IT service company')).toBeInTheDocument();
    expect(within(history).getByText('Refused')).toBeInTheDocument();
  });

  it('keeps the company when the approval is cancelled', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/admin/get-non-approved': { body: paged([company(4, 'Acme Labs')]) },
      'GET /api/skills': { body: skills },
    });
    renderPage(<ApproveCompanies />, { path: PAGE, session: admin });
    await user.click(
      within(await screen.findByRole('region', { name: 'Acme Labs' })).getByRole('button', { name: 'Approve' }),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Acme Labs' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/approve/4')).toHaveLength(0);
  });

  it('shows the error alert when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/admin/get-non-approved': apiError(500, 'Internal error') });
    renderPage(<ApproveCompanies />, { path: PAGE, session: admin });
    expect(await screen.findByText('Could not load companies')).toBeInTheDocument();
  });

  describe('paging', () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      company(index + 1, `Company ${String(index + 1).padStart(2, '0')}`),
    );
    const requestedPages = (api: ReturnType<typeof mockApi>) =>
      api.callsTo('GET /api/admin/get-non-approved').map((call) => Object.fromEntries(call.query));

    it('asks for the first page of 10 and pages forward from the controls, keeping the page in the URL', async () => {
      const user = userEvent.setup();
      const api = mockApi({
        'GET /api/admin/get-non-approved': pendingList(() => many),
        'GET /api/skills': { body: skills },
      });
      const { router } = renderPage(<ApproveCompanies />, { path: PAGE, session: admin });
      expect(await screen.findByRole('region', { name: 'Company 01' })).toBeInTheDocument();
      expect(pendingCards()).toHaveLength(10);
      expect(screen.getByText('12 companies waiting for approval')).toBeInTheDocument();
      expect(screen.getByText('1–10 of 12')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Next page' }));
      expect(await screen.findByRole('region', { name: 'Company 11' })).toBeInTheDocument();
      expect(pendingCards()).toHaveLength(2);
      expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?page=2');
      expect(requestedPages(api)).toEqual([
        { offset: '0', pageSize: '10' },
        { offset: '1', pageSize: '10' },
      ]);
    });

    it('opens the page named in the URL and changes the rows per page', async () => {
      const user = userEvent.setup();
      const api = mockApi({
        'GET /api/admin/get-non-approved': pendingList(() => many),
        'GET /api/skills': { body: skills },
      });
      const { router } = renderPage(<ApproveCompanies />, { path: `${PAGE}?page=3&size=5`, session: admin });
      expect(await screen.findByRole('region', { name: 'Company 11' })).toBeInTheDocument();
      expect(screen.getByText('11–12 of 12')).toBeInTheDocument();

      await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
      expect(await screen.findByRole('region', { name: 'Company 01' })).toBeInTheDocument();
      expect(pendingCards()).toHaveLength(12);
      expect(router.state.location.search).toBe('?size=25');
      expect(requestedPages(api).at(-1)).toEqual({ offset: '0', pageSize: '25' });
    });

    it('goes back a page when the last company of the last page is approved', async () => {
      const user = userEvent.setup();
      let waiting = many.slice(0, 11);
      mockApi({
        'GET /api/admin/get-non-approved': pendingList(() => waiting),
        'GET /api/skills': { body: skills },
        'POST /api/admin/approve/11': () => {
          waiting = waiting.slice(0, 10);
          return { body: company(11, 'Company 11', { approved: true }) };
        },
      });
      const { router } = renderPage(<ApproveCompanies />, { path: `${PAGE}?page=2`, session: admin });
      await user.click(
        within(await screen.findByRole('region', { name: 'Company 11' })).getByRole('button', { name: 'Approve' }),
      );
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
      expect(await screen.findByRole('region', { name: 'Company 01' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
    });
  });
});
