import type { BrowsedPosition } from '@benchlink/contracts/applications';
import type { Company } from '@benchlink/contracts/companies';
import type { Filter } from '@benchlink/contracts/filters';
import { apiError, mockApi, renderPage, testBrowsedPosition, testUser } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
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

const company = { id: 9, name: 'Us', skills: [11, 12] } as unknown as Company;
const session = testUser({ companyId: 9 });

function mockBrowse(
  page: { content: BrowsedPosition[]; totalElements: number; totalPages: number } = {
    content: [position],
    totalElements: 11,
    totalPages: 2,
  },
) {
  return mockApi({
    'GET /api/positions': { body: page },
    'GET /api/skills': { body: skills },
    'GET /api/workmodes': { body: workModes },
    'GET /api/locations': { body: [] },
    'GET /api/companies/filters': { body: filters },
    'GET /api/companies/9': { body: company },
  });
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
    await user.click(screen.getByRole('button', { name: 'Ascending' }));
    expect(currentUrl()).toBe('/browse-projects?sort=startDate&ascending=true');
    await user.click(screen.getByRole('checkbox', { name: 'Office' }));
    expect(currentUrl()).toBe('/browse-projects?workModes=1&sort=startDate&ascending=true');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(currentUrl()).toBe('/browse-projects?workModes=1&sort=startDate&ascending=true&page=2');
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
      'GET /api/companies/filters': { body: filters },
      'GET /api/companies/9': { body: company },
    });
    renderPage(<BrowsePositions />, { path: '/browse-projects', session });
    expect(await screen.findByText('Failed to load positions')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });
});
