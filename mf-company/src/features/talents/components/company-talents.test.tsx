import type { Talent } from '@benchlink/contracts/talents';
import { apiError, mockApi, renderPage, testTalent, testUser } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AVAILABILITY_HIDDEN } from '../utils/availability';
import { CompanyTalents } from './company-talents';

afterEach(() => {
  vi.unstubAllGlobals();
});

const session = testUser({ companyId: 5 });

const own = (overrides: Partial<Talent>) =>
  testTalent({
    companyId: 5,
    companyName: 'Acme Labs',
    availabilityConfirmedAt: new Date().toISOString(),
    ...overrides,
  });

const anna = own({
  id: 7,
  reference: 'Anna K.',
  availableFrom: '2099-03-01',
  experience: {
    patternId: 2,
    seniorityId: 4,
    totalTime: { years: 5, months: 3 },
    skills: [{ skillId: 51, months: 36 }],
  },
  cv: { type: 'application/pdf', size: 245_760, uploadedAt: '2030-01-02T10:00:00.000Z' },
});
const boris = own({
  id: 8,
  reference: 'BE-042',
  availabilityStatus: 'UNCONFIRMED',
  availabilityConfirmedAt: '2030-01-01T09:00:00.000Z',
  role: { id: 3, name: 'Back-End Developer' },
  seniorityLabel: 'Mid',
});
const chen = own({ id: 9, reference: 'Chen', availabilityStatus: 'HIDDEN', active: false });

const replies = (content: Talent[]) => ({
  'GET /api/companies/my-talents': { body: { content, totalPages: 1, totalElements: content.length } },
  'GET /api/companies/my-talents/publicity': { body: { public: true, partnerGroupIds: [] } },
  'GET /api/companies/partners': { body: [] },
  'GET /api/skills': { body: [{ id: 51, name: 'JavaScript', parentId: null, assignable: true }] },
  'GET /api/workmodes': { body: [] },
  'GET /api/locations': { body: [] },
});

describe('company talents', () => {
  it("titles each card by the company's reference, with seniority and role under it", async () => {
    mockApi(replies([anna, boris]));
    renderPage(<CompanyTalents />, { path: '/company/talents', session });
    const card = await screen.findByRole('article', { name: 'Anna K. Senior Front-End Developer' });
    expect(within(card).getByRole('heading', { name: 'Anna K.' })).toBeInTheDocument();
    expect(within(card).getByText('JavaScript · 36 months')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Download PDF, 240 KB' })).toHaveAttribute(
      'href',
      '/api/companies/talents/7/cv',
    );
    expect(within(card).getByRole('button', { name: 'Edit Anna K.' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'BE-042 Mid Back-End Developer' })).toBeInTheDocument();
    expect(screen.getByText('2 Talents')).toBeInTheDocument();
  });

  it('shows from when each talent is available and how fresh its availability is', async () => {
    mockApi(replies([anna, boris, chen]));
    renderPage(<CompanyTalents />, { path: '/company/talents', session });
    const annaCard = await screen.findByRole('article', { name: /^Anna K\./ });
    expect(within(annaCard).getByText('Available from 2099-03-01')).toBeInTheDocument();
    expect(within(annaCard).getByText('Availability confirmed today')).toBeInTheDocument();

    const borisCard = screen.getByRole('article', { name: /^BE-042/ });
    expect(within(borisCard).getByText('Available now')).toBeInTheDocument();
    expect(within(borisCard).getByText('Availability not confirmed')).toBeInTheDocument();

    const chenCard = screen.getByRole('article', { name: /^Chen/ });
    expect(within(chenCard).getByText(AVAILABILITY_HIDDEN)).toBeInTheDocument();
    expect(within(chenCard).getByText('INACTIVE')).toBeInTheDocument();
    expect(within(chenCard).getByText('None stored')).toBeInTheDocument();
  });

  it("confirms one talent's availability in one click", async () => {
    let answer: (value: { body: Talent }) => void = () => undefined;
    const api = mockApi({
      ...replies([anna, boris]),
      'POST /api/companies/talents/:id/confirm-availability': () =>
        new Promise<{ body: Talent }>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderPage(<CompanyTalents />, { path: '/company/talents', session });
    const card = await screen.findByRole('article', { name: /^BE-042/ });
    const confirm = within(card).getByRole('button', { name: 'Confirm availability of BE-042' });
    await user.click(confirm);

    expect(confirm).toBeDisabled();
    expect(api.callsTo('POST /api/companies/talents/:id/confirm-availability')[0]?.params).toEqual({ id: '8' });
    expect(
      within(screen.getByRole('article', { name: /^Anna K\./ })).getByRole('button', { name: /^Confirm availability/ }),
    ).toBeEnabled();

    answer({ body: { ...boris, availabilityStatus: 'CONFIRMED', availabilityConfirmedAt: new Date().toISOString() } });
    expect(await screen.findByText('Availability confirmed')).toBeInTheDocument();
    expect(api.callsTo('GET /api/companies/my-talents').length).toBeGreaterThan(1);
  });

  it("shows the server's message when a confirmation fails", async () => {
    mockApi({
      ...replies([boris]),
      'POST /api/companies/talents/:id/confirm-availability': apiError(404, 'Talent not found'),
    });
    const { user } = renderPage(<CompanyTalents />, { path: '/company/talents', session });
    await user.click(await screen.findByRole('button', { name: 'Confirm availability of BE-042' }));
    expect(await screen.findByText('Talent not found')).toBeInTheDocument();
  });

  it('sorts by reference, A to Z, through the query string', async () => {
    const api = mockApi(replies([anna, boris]));
    const { user, currentUrl } = renderPage(<CompanyTalents />, { path: '/company/talents?page=2', session });
    await screen.findByRole('article', { name: /^Anna K\./ });
    expect(Object.fromEntries(api.callsTo('GET /api/companies/my-talents')[0]?.query ?? [])).toEqual({
      offset: '1',
      pageSize: '10',
    });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Reference');
    expect(currentUrl()).toBe('/company/talents?sort=reference&ascending=true');
    await vi.waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET /api/companies/my-talents').at(-1)?.query ?? [])).toEqual({
        offset: '0',
        pageSize: '10',
        sort: 'reference',
        ascending: 'true',
      }),
    );

    const order = screen.getByRole('combobox', { name: 'Order' });
    expect(order).toHaveDisplayValue('A–Z');
    await user.selectOptions(order, 'Z–A');
    expect(currentUrl()).toBe('/company/talents?sort=reference');
  });
});
