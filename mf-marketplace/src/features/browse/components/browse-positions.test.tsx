import type { BrowsedPosition } from '@benchlink/contracts/applications';
import type { Company } from '@benchlink/contracts/companies';
import type { Filter } from '@benchlink/contracts/filters';
import type { PartialTalent } from '@benchlink/contracts/talents';
import { apiError, mockApi, renderPage, testBrowsedPosition, testUser } from '@benchlink/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowsePositions } from './browse-positions';

const skills = [
  { id: 10, name: 'Tech Skills', parentId: null, assignable: false },
  { id: 11, name: 'Kotlin', parentId: 10, assignable: true },
  { id: 12, name: 'Python', parentId: 10, assignable: true },
];
const workModes = [
  { id: 1, name: 'Office' },
  { id: 2, name: 'Hybrid' },
  { id: 3, name: 'Remote' },
];
const roles = [
  { id: 1, name: 'Developer', parentId: null, suggestedSkills: [] },
  { id: 3, name: 'Back-End Developer', parentId: 1, suggestedSkills: [] },
];
const seniorities = [
  { id: 3, label: 'Medior', level: 3 },
  { id: 4, label: 'Senior', level: 4 },
];
const locations = [
  { id: 10032, name: 'Bulgaria', parentId: null },
  { id: 10082, name: 'Germany', parentId: null },
  { id: 2950159, name: 'Berlin', parentId: 10082 },
  { id: 1, name: 'Plovdiv', parentId: 10032 },
  { id: 2, name: 'Sofia', parentId: 10032 },
];

const position = testBrowsedPosition({
  id: 21,
  projectId: 5,
  patternId: 3,
  workMode: [3],
  requiredSkills: [{ skillId: 11, months: 12 }],
  description: 'Move the payment services to Kotlin.',
  project: { id: 5, name: 'Payments', datePosted: '2030-01-02', partnerOnly: false, companyId: 8 },
  role: { id: 3, name: 'Back-End Developer' },
  company: { id: 8, name: 'Acme Labs' },
  myApplicationCount: 2,
});

const filters: Filter[] = [
  { id: 1, name: 'Default', skills: [], isEnabled: true, isDefault: true, createdAt: '2030-01-01' },
  { id: 2, name: 'Python people', skills: [12], isEnabled: false, isDefault: false, createdAt: '2030-01-01' },
];

const ownTalents: PartialTalent[] = [
  { id: 41, reference: 'Zoe K.', patternId: 3, seniorityId: 4, active: true, hasCv: false },
  { id: 42, reference: 'Anna B.', patternId: 3, seniorityId: 4, active: false, hasCv: true },
];

const company = { id: 9, name: 'Us', skills: [11, 12] } as unknown as Company;
const session = testUser({ companyId: 9 });

type Page = { content: BrowsedPosition[]; totalElements: number; totalPages: number };

function mockBrowse(
  page: Page | ((query: URLSearchParams) => Page) = { content: [position], totalElements: 11, totalPages: 2 },
) {
  return mockApi({
    'GET /api/positions': (call) => ({ body: typeof page === 'function' ? page(call.query) : page }),
    'GET /api/skills': { body: skills },
    'GET /api/workmodes': { body: workModes },
    'GET /api/locations': { body: locations },
    'GET /api/patterns': { body: roles },
    'GET /api/seniorities': { body: seniorities },
    'GET /api/companies/filters': { body: filters },
    'GET /api/companies/my-talents/partial': { body: ownTalents },
    'GET /api/companies/9': { body: company },
  });
}

const lastQuery = (api: ReturnType<typeof mockBrowse>) =>
  Object.fromEntries(api.callsTo('GET /api/positions').at(-1)?.query ?? []);

/** A phone's width, or a desktop's: the filters' place follows `matchMedia`. */
function stubViewport(isNarrow: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: isNarrow,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browse positions', () => {
  it('sends the filters, sort and page of the URL and shows the cards', async () => {
    const api = mockBrowse();
    renderPage(<BrowsePositions />, {
      path: '/browse-projects?skills=11&workModes=3&rate=50&partnersOnly=true&sort=rate&ascending=true&page=2',
      session,
    });

    const card = await screen.findByRole('article', { name: /Senior Back-End Developer/ });
    expect(screen.getByText('11 positions')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET /api/positions')[0]?.query ?? [])).toEqual({
      offset: '1',
      pageSize: '10',
      sort: 'rate',
      ascending: 'true',
      skills: '11',
      workModes: '3',
      rate: '50',
      isPartnerOnly: 'true',
    });
    expect(within(card).getByRole('link', { name: 'View Applications (2)' })).toHaveAttribute(
      'href',
      '/company/applications',
    );
    expect(within(card).getByRole('link', { name: 'View project Payments' })).toHaveAttribute('href', '/project/5');
    expect(within(card).getByRole('link', { name: 'Acme Labs' })).toHaveAttribute('href', '/company/8');
    expect(within(card).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rate' })).toHaveValue('50');
    expect(screen.getByRole('checkbox', { name: 'Remote' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show Partners only' })).toBeChecked();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('puts a new sort and filter into the URL and goes back to page 1', async () => {
    mockBrowse();
    const { user, currentUrl } = renderPage(<BrowsePositions />, { path: '/browse-projects?page=2', session });
    await screen.findByRole('article', { name: /Senior Back-End Developer/ });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'startDate');
    expect(currentUrl()).toBe('/browse-projects?sort=startDate');
    const order = screen.getByRole('combobox', { name: 'Order' });
    expect(order).toHaveDisplayValue('Latest start first');
    await user.selectOptions(order, 'Earliest start first');
    expect(currentUrl()).toBe('/browse-projects?sort=startDate&ascending=true');
    await user.click(screen.getByRole('checkbox', { name: 'Office' }));
    expect(currentUrl()).toBe('/browse-projects?workModes=1&sort=startDate&ascending=true');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(currentUrl()).toBe('/browse-projects?workModes=1&sort=startDate&ascending=true&page=2');
  });

  it("filters 'With referral terms' through the URL, and shows each position's terms on its card", async () => {
    const withTerms = {
      ...position,
      project: { ...position.project, referral: { kind: 'PERCENT' as const, value: 5 } },
    };
    const api = mockBrowse((query) =>
      query.get('withReferral') === 'true'
        ? { content: [withTerms], totalElements: 1, totalPages: 1 }
        : { content: [position], totalElements: 11, totalPages: 2 },
    );
    const { user, currentUrl } = renderPage(<BrowsePositions />, { path: '/browse-projects?page=2', session });
    await screen.findByText('11 positions');
    expect(screen.queryByText('Referral: 5%')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'With referral terms' }));
    expect(currentUrl()).toBe('/browse-projects?withReferral=true');
    // The previous page stays in view until the filtered one arrives.
    expect(await screen.findByText('1 position')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: /Senior Back-End Developer/ });
    expect(within(card).getByText('Referral: 5%')).toBeInTheDocument();
    expect(lastQuery(api)).toMatchObject({ withReferral: 'true', offset: '0' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentUrl()).toBe('/browse-projects');
    expect(screen.getByRole('switch', { name: 'With referral terms' })).not.toBeChecked();
  });

  it("applies a saved filter's skills, and the company's own skills for 'Default'", async () => {
    mockBrowse();
    const { user, currentUrl } = renderPage(<BrowsePositions />, { path: '/browse-projects', session });
    const select = await screen.findByRole('combobox', { name: 'Saved filter' });
    await screen.findByRole('option', { name: 'Python people' });

    await user.selectOptions(select, '2');
    expect(currentUrl()).toBe('/browse-projects?skills=12&filter=2');
    await user.selectOptions(select, '1');
    expect(currentUrl()).toBe('/browse-projects?skills=11%2C12&filter=1');
  });

  it('tells when nothing matches and when the list fails to load', async () => {
    mockBrowse({ content: [], totalElements: 0, totalPages: 0 });
    renderPage(<BrowsePositions />, { path: '/browse-projects?skills=12', session });
    expect(await screen.findByText('No listings found with the applied filters')).toBeInTheDocument();
    vi.unstubAllGlobals();

    mockApi({
      'GET /api/positions': apiError(500, 'Database unavailable'),
      'GET /api/skills': { body: skills },
      'GET /api/workmodes': { body: workModes },
      'GET /api/locations': { body: [] },
      'GET /api/patterns': { body: roles },
      'GET /api/seniorities': { body: seniorities },
      'GET /api/companies/filters': { body: filters },
      'GET /api/companies/my-talents/partial': { body: ownTalents },
      'GET /api/companies/9': { body: company },
    });
    renderPage(<BrowsePositions />, { path: '/browse-projects', session });
    expect(await screen.findByText('Failed to load positions')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });
});

describe('keyword search', () => {
  it('searches a pause after typing, by relevance, and keeps the other filters', async () => {
    const api = mockBrowse();
    const { user, currentUrl } = renderPage(<BrowsePositions />, {
      path: '/browse-projects?workModes=3&page=2',
      session,
    });
    await screen.findByRole('article', { name: /Senior Back-End Developer/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'kotlin api');

    await waitFor(() => expect(currentUrl()).toBe('/browse-projects?q=kotlin+api&workModes=3'));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        offset: '0',
        pageSize: '10',
        sort: 'relevance',
        q: 'kotlin api',
        workModes: '3',
      }),
    );
    const searches = api.callsTo('GET /api/positions').map((call) => call.query.get('q'));
    // One request for the words typed, none per letter.
    expect(searches.filter((q) => q !== null)).toEqual(['kotlin api']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    expect(screen.queryByRole('combobox', { name: 'Order' })).not.toBeInTheDocument();
  });

  it('searches at once on Enter', async () => {
    mockBrowse();
    const { user, currentUrl } = renderPage(<BrowsePositions />, { path: '/browse-projects', session });
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(search, 'payments{Enter}');
    // Well inside the pause the search waits for otherwise.
    expect(currentUrl()).toBe('/browse-projects?q=payments');
  });

  it('keeps a sort chosen with a search text, and offers relevance only while there is one', async () => {
    mockBrowse();
    const { user, currentUrl } = renderPage(<BrowsePositions />, { path: '/browse-projects?q=kotlin', session });
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getByRole('option', { name: 'Relevance' })).toBeInTheDocument();
    expect(within(sort).queryByRole('option', { name: 'Best match' })).not.toBeInTheDocument();

    await user.selectOptions(sort, 'rate');
    expect(currentUrl()).toBe('/browse-projects?q=kotlin&sort=rate');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveDisplayValue('Highest rate first');

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(currentUrl()).toBe('/browse-projects?sort=rate'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'Sort by' })).queryByRole('option', { name: 'Relevance' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('takes a new search text from the URL (back button)', async () => {
    mockBrowse();
    const { router } = renderPage(<BrowsePositions />, { path: '/browse-projects?q=kotlin', session });
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    expect(search).toHaveValue('kotlin');
    await act(() => router.navigate('/browse-projects?q=python'));
    expect(search).toHaveValue('python');
  });
});

describe('best match for one of our talents', () => {
  it("offers the company's talents by reference; choosing one ranks by fit and shows each position's score", async () => {
    const api = mockBrowse((query) => ({
      content: [
        query.get('talentId') === '41'
          ? { ...position, match: { score: 87, reasons: ['4 of 5 required skills', 'rate ranges overlap'] } }
          : position,
      ],
      totalElements: 1,
      totalPages: 1,
    }));
    const { user, currentUrl } = renderPage(<BrowsePositions />, { path: '/browse-projects?sort=rate', session });
    const picker = await screen.findByRole('combobox', { name: 'For talent' });
    await screen.findByRole('option', { name: 'Zoe K.' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['—', 'Anna B. (inactive)', 'Zoe K.']);

    await user.selectOptions(picker, '41');
    expect(currentUrl()).toBe('/browse-projects?sort=match&talentId=41');
    const card = await screen.findByRole('article', { name: /Senior Back-End Developer/ });
    expect(await within(card).findByText('87% match')).toBeInTheDocument();
    const reasons = within(card).getByRole('list', { name: 'Why 87% match' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4 of 5 required skills', 'rate ranges overlap']);
    expect(lastQuery(api)).toMatchObject({ sort: 'match', talentId: '41' });
    expect(lastQuery(api)).not.toHaveProperty('ascending');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('match');
    expect(screen.queryByRole('combobox', { name: 'Order' })).not.toBeInTheDocument();

    await user.selectOptions(picker, '');
    expect(currentUrl()).toBe('/browse-projects');
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'Sort by' })).queryByRole('option', { name: 'Best match' }),
      ).not.toBeInTheDocument(),
    );
  });
});

describe('more filters', () => {
  it('filters by role, seniority, locations (a whole country too) and start date, folded away until wanted', async () => {
    const api = mockBrowse();
    const { user, currentUrl } = renderPage(<BrowsePositions />, { path: '/browse-projects', session });
    const more = await screen.findByRole('button', { name: 'More filters' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Senior' })).not.toBeInTheDocument();

    await user.click(more);
    await user.click(await screen.findByRole('treeitem', { name: 'Developer' }));
    expect(currentUrl()).toBe('/browse-projects?roles=1');
    await user.click(screen.getByRole('checkbox', { name: 'Senior' }));
    const places = screen.getByRole('tree', { name: 'Locations' });
    await user.click(within(places).getByRole('treeitem', { name: 'Germany' }));
    expect(currentUrl()).toBe('/browse-projects?roles=1&seniorities=4&locations=10082');
    await user.type(screen.getByRole('searchbox', { name: 'Search Locations' }), 'Sofia');
    await user.click(within(places).getByRole('treeitem', { name: 'Sofia' }));
    expect(currentUrl()).toBe('/browse-projects?roles=1&seniorities=4&locations=10082%2C2');
    await user.type(screen.getByLabelText('From'), '2030-03-01');
    expect(currentUrl()).toBe('/browse-projects?roles=1&seniorities=4&locations=10082%2C2&startDateFrom=2030-03-01');
    expect(screen.getByRole('button', { name: 'More filters (4)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({
        roles: '1',
        seniorities: '4',
        locations: '10082,2',
        startDateFrom: '2030-03-01',
      }),
    );
  });

  it('opens with its filters set, and says when the start-date range is reversed', async () => {
    const api = mockBrowse();
    renderPage(<BrowsePositions />, {
      path: '/browse-projects?startDateFrom=2030-05-01&startDateTo=2030-04-01',
      session,
    });
    expect(await screen.findByRole('button', { name: 'More filters (1)' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Pick a day on or after the From date')).toBeInTheDocument();
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ startDateFrom: '2030-05-01' }));
    expect(lastQuery(api)).not.toHaveProperty('startDateTo');
  });

  it('clears every filter but keeps the search text', async () => {
    mockBrowse();
    const { user, currentUrl } = renderPage(<BrowsePositions />, {
      path: '/browse-projects?q=kotlin&skills=11&roles=1&locations=2&talentId=41&sort=match&partnersOnly=true',
      session,
    });
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(currentUrl()).toBe('/browse-projects?q=kotlin');
  });
});

describe('on a narrow screen', () => {
  it('shows the results first and the filters in a sheet, counted on its button', async () => {
    stubViewport(true);
    mockBrowse();
    const { user, currentUrl } = renderPage(<BrowsePositions />, {
      path: '/browse-projects?q=kotlin&skills=11&workModes=3&rate=40',
      session,
    });
    await screen.findByRole('article', { name: /Senior Back-End Developer/ });
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Remote' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters (3)' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('checkbox', { name: 'Remote' })).toBeChecked();
    await user.click(within(sheet).getByRole('checkbox', { name: 'Office' }));
    expect(currentUrl()).toBe('/browse-projects?q=kotlin&skills=11&workModes=1%2C3&rate=40');

    await user.click(within(sheet).getByRole('button', { name: 'Clear filters' }));
    expect(currentUrl()).toBe('/browse-projects?q=kotlin');
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('keeps the filters beside the results on a wide screen', async () => {
    stubViewport(false);
    mockBrowse();
    renderPage(<BrowsePositions />, { path: '/browse-projects', session });
    expect(await screen.findByRole('region', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });

  it("offers 'Skip to results' before the filters, which moves the focus to the results", async () => {
    stubViewport(false);
    mockBrowse();
    const { user, currentUrl } = renderPage(<BrowsePositions />, { path: '/browse-projects', session });
    const filtersRegion = await screen.findByRole('region', { name: 'Filters' });
    const skip = screen.getByRole('link', { name: 'Skip to results' });
    // Before the filters in the tab order (the document order).
    expect(skip.compareDocumentPosition(filtersRegion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    skip.focus();
    await user.keyboard('{Enter}');
    const results = screen.getByRole('region', { name: 'Positions' });
    const target = document.getElementById(skip.getAttribute('href')!.slice(1));
    expect(target).toHaveFocus();
    expect(target).toContainElement(results);
    expect(currentUrl()).toBe('/browse-projects');
  });
});
