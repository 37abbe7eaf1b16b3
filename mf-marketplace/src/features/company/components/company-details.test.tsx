import type { Paged } from '@benchlink/contracts/common';
import type { BrowsedPosition } from '@benchlink/contracts/applications';
import type { Talent } from '@benchlink/contracts/talents';
import { INVALID_ADDRESS_TITLE, PAGE_TITLE_EVENT, type PageTitleDetail } from '@benchlink/domain-ui';
import {
  apiError,
  mockApi,
  renderPage,
  testBrowsedPosition,
  testCompany,
  testTalent,
  testUser,
  type MockReply,
} from '@benchlink/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyDetails } from './company-details';

const skills = [
  { id: 10, name: 'Tech Skills', parentId: null, assignable: false },
  { id: 11, name: 'React', parentId: 10, assignable: true },
  { id: 12, name: 'Go', parentId: 10, assignable: true },
];

const company = testCompany({ id: 4, image: '/api/companies/4/image?v=2', banner: '/api/companies/4/banner?v=1' });

const position = testBrowsedPosition({
  id: 21,
  projectId: 5,
  project: { id: 5, name: 'Payments', datePosted: '2030-01-02', partnerOnly: false, companyId: 4 },
  company: { id: 4, name: 'Acme Labs' },
});
const talent = testTalent({
  id: 31,
  companyId: 4,
  companyName: 'Acme Labs',
  availabilityConfirmedAt: '2030-01-01T00:00:00Z',
  availabilityStatus: 'CONFIRMED',
});

const session = testUser({ companyId: 9 });
const ROUTE = '/company/:companyId';

const page = <T,>(content: T[], totalPages = 1): { body: Paged<T> } => ({
  body: { content, totalElements: content.length, totalPages },
});

function mockCompanyPage({
  positions = page([position]),
  talents = page([talent]),
}: { positions?: MockReply<Paged<BrowsedPosition>>; talents?: MockReply<Paged<Talent>> } = {}) {
  return mockApi({
    'GET /api/companies/4': { body: company },
    'GET /api/skills': { body: skills },
    'GET /api/workmodes': { body: [] },
    'GET /api/locations': { body: [] },
    'GET /api/positions': positions,
    'GET /api/companies/talents': talents,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('public company view', () => {
  it('shows banner, logo, details and skills under the company name', async () => {
    mockCompanyPage();
    renderPage(<CompanyDetails />, { path: '/company/4', route: ROUTE, session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Labs' })).toBeInTheDocument();
    // The profile header under the page's heading does not name the company a second time.
    expect(screen.getAllByRole('heading', { name: 'Acme Labs' })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Acme Labs banner' })).toHaveAttribute('src', company.banner);
    expect(screen.getByRole('img', { name: 'Acme Labs logo' })).toHaveAttribute('src', company.image);
    expect(screen.getByText('Outsourcing')).toBeInTheDocument();
    expect(screen.getByText('Fintech')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'acme.test' })).toHaveAttribute('href', 'https://acme.test');
    const about = screen.getByRole('heading', { name: 'About the Company' }).closest('section')!;
    expect(within(about).getByText('We build things.')).toBeInTheDocument();
    expect(await within(about).findByText('React')).toBeInTheDocument();
    expect(within(about).getByText('Go')).toBeInTheDocument();
    expect(screen.queryByText('PENDING')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it("titles the browser tab with the company's name while the page is open", async () => {
    const titles: Array<string | undefined> = [];
    const onTitle = (event: Event) => titles.push((event as CustomEvent<PageTitleDetail>).detail.title);
    window.addEventListener(PAGE_TITLE_EVENT, onTitle);
    mockCompanyPage();
    const view = renderPage(<CompanyDetails />, { path: '/company/4', route: ROUTE, session });
    await screen.findByRole('heading', { level: 1, name: 'Acme Labs' });
    expect(titles).toEqual(['Acme Labs']);
    view.unmount();
    expect(titles).toEqual(['Acme Labs', undefined]);
    window.removeEventListener(PAGE_TITLE_EVENT, onTitle);
  });

  it('says when the company does not exist', async () => {
    mockApi({ 'GET /api/companies/404': apiError(404, 'Company not found.') });
    renderPage(<CompanyDetails />, { path: '/company/404', route: ROUTE, session });
    expect(await screen.findByText('Company not found')).toBeInTheDocument();
  });

  it('says the address is wrong for an id that cannot name a company, without asking the API or offering Retry', async () => {
    const api = mockApi({ 'GET /api/companies/99999999999': apiError(400, 'must be a valid id') });
    const view = renderPage(<CompanyDetails />, { path: '/company/abc', route: ROUTE, session });
    expect(await screen.findByText(INVALID_ADDRESS_TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    view.unmount();

    renderPage(<CompanyDetails />, { path: '/company/99999999999', route: ROUTE, session });
    expect(await screen.findByText(INVALID_ADDRESS_TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the load error', async () => {
    mockApi({ 'GET /api/companies/4': apiError(500, 'Internal error') });
    renderPage(<CompanyDetails />, { path: '/company/4', route: ROUTE, session });
    expect(await screen.findByText('Failed to load company data')).toBeInTheDocument();
  });
});

describe("a company's listings on its page", () => {
  it('lists the open positions the reader may see, with Apply and the project, and the talents shared with it', async () => {
    const api = mockCompanyPage();
    renderPage(<CompanyDetails />, { path: '/company/4', route: ROUTE, session });

    const positions = await screen.findByRole('region', { name: 'Open positions' });
    const card = await within(positions).findByRole('article', { name: /Senior Front-End Developer/ });
    expect(within(card).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View project Payments' })).toHaveAttribute('href', '/project/5');
    // The company's own page does not link each card back to itself.
    expect(within(card).queryByRole('link', { name: 'Acme Labs' })).not.toBeInTheDocument();
    expect(within(positions).getByText('1 position')).toBeInTheDocument();

    const talents = screen.getByRole('region', { name: 'Talents shared with you' });
    const talentCard = await within(talents).findByRole('article', { name: /Senior Front-End Developer/ });
    expect(within(talentCard).getByRole('link', { name: 'View talent' })).toHaveAttribute('href', '/talent/31');

    expect(Object.fromEntries(api.callsTo('GET /api/positions')[0]?.query ?? [])).toEqual({
      companyId: '4',
      offset: '0',
      pageSize: '5',
    });
    expect(Object.fromEntries(api.callsTo('GET /api/companies/talents')[0]?.query ?? [])).toEqual({
      companyId: '4',
      offset: '0',
      pageSize: '5',
    });
  });

  it('pages each list on its own, through the URL', async () => {
    const api = mockCompanyPage({ positions: page([position], 3) });
    const { user, currentUrl } = renderPage(<CompanyDetails />, {
      path: '/company/4?talentsPage=2',
      route: ROUTE,
      session,
    });
    const positions = await screen.findByRole('region', { name: 'Open positions' });
    await within(positions).findByRole('article');
    await user.click(within(positions).getByRole('button', { name: 'Next page' }));
    expect(currentUrl()).toBe('/company/4?talentsPage=2&positionsPage=2');
    await waitFor(() => expect(api.callsTo('GET /api/positions').at(-1)?.query.get('offset')).toBe('1'));
    expect(api.callsTo('GET /api/companies/talents')[0]?.query.get('offset')).toBe('1');
  });

  it('says when there is nothing to list, and when a list fails', async () => {
    mockCompanyPage({ positions: page([]), talents: apiError(500, 'Database unavailable') });
    renderPage(<CompanyDetails />, { path: '/company/4', route: ROUTE, session });
    expect(await screen.findByText('No open positions you can see')).toBeInTheDocument();
    const talents = screen.getByRole('region', { name: 'Talents shared with you' });
    expect(await within(talents).findByText('Failed to load talents')).toBeInTheDocument();
  });

  it('lists nothing for the admin, who has no company to browse as', async () => {
    const api = mockCompanyPage();
    renderPage(<CompanyDetails />, { path: '/company/4', route: ROUTE, session: testUser({ isAdmin: true }) });
    await screen.findByRole('heading', { level: 1, name: 'Acme Labs' });
    expect(screen.queryByRole('region', { name: 'Open positions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Talents shared with you' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/positions')).toHaveLength(0);
    expect(api.callsTo('GET /api/companies/talents')).toHaveLength(0);
  });

  it("points the company's own page to where its listings are managed", async () => {
    const api = mockCompanyPage();
    renderPage(<CompanyDetails />, { path: '/company/4', route: ROUTE, session: testUser({ companyId: 4 }) });
    await screen.findByRole('heading', { level: 1, name: 'Acme Labs' });
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/company/projects');
    expect(screen.getByRole('link', { name: 'Talents' })).toHaveAttribute('href', '/company/talents');
    expect(screen.queryByRole('region', { name: 'Open positions' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/positions')).toHaveLength(0);
  });
});
