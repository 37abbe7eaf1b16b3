import type { Paged } from '@benchlink/contracts/common';
import type { Position } from '@benchlink/contracts/positions';
import type { Talent } from '@benchlink/contracts/talents';
import { apiError, mockApi, renderPage, testTalent, testUser, type MockReply } from '@benchlink/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowseTalents } from './browse-talents';

const skills = [
  { id: 10, name: 'Tech Skills', parentId: null, assignable: false },
  { id: 11, name: 'TypeScript', parentId: 10, assignable: true },
  { id: 12, name: 'React', parentId: 10, assignable: true },
];
const workModes = [
  { id: 1, name: 'Office' },
  { id: 2, name: 'Hybrid' },
  { id: 3, name: 'Remote' },
];

const talent = testTalent({
  id: 31,
  companyId: 8,
  companyName: 'Acme Labs',
  description: 'Ships React apps.',
  workModes: [3],
  experience: {
    patternId: 2,
    seniorityId: 4,
    totalTime: { years: 5, months: 2 },
    skills: [{ skillId: 12, months: 40 }],
  },
  rate: { min: 45, max: 55 },
  totalMonths: 62,
  availabilityConfirmedAt: '2030-01-01T00:00:00Z',
  availabilityStatus: 'CONFIRMED',
});

const ownPosition = {
  id: 77,
  requiredSkills: [{ skillId: 11, months: 24 }],
  optionalSkills: [12],
  workMode: [1, 3],
} as unknown as Position;

const session = testUser({ companyId: 9 });

function mockTalents(
  talentsReply: MockReply<Paged<Talent>> = { body: { content: [talent], totalElements: 1, totalPages: 1 } },
) {
  return mockApi({
    'GET /api/companies/talents': talentsReply,
    'GET /api/skills': { body: skills },
    'GET /api/workmodes': { body: workModes },
    'GET /api/locations': { body: [] },
    'GET /api/patterns': { body: [{ id: 2, name: 'Front-End Developer', parentId: null, suggestedSkills: [] }] },
    'GET /api/seniorities': { body: [{ id: 4, label: 'Senior', level: 4 }] },
    'GET /api/companies/positions/partial': {
      body: [{ id: 77, patternId: 2, seniorityId: 4, projectId: 5, projectName: 'Storefront' }],
    },
    'GET /api/positions/77': { body: ownPosition },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browse talents', () => {
  it('defaults to rate ascending and shows the talent cards', async () => {
    const api = mockTalents();
    renderPage(<BrowseTalents />, { path: '/browse-talents', session });
    expect(await screen.findByRole('article', { name: /Senior Front-End Developer/ })).toBeInTheDocument();
    expect(screen.getByText('1 talent')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveDisplayValue('Lowest rate first');
    expect(Object.fromEntries(api.callsTo('GET /api/companies/talents')[0]?.query ?? [])).toEqual({
      offset: '0',
      pageSize: '10',
      sort: 'rate',
      ascending: 'true',
    });
  });

  it("pre-fills skills and work modes from one of the company's positions and sends them", async () => {
    const api = mockTalents();
    const { currentUrl } = renderPage(<BrowseTalents />, { path: '/browse-talents?positionId=77', session });
    await waitFor(() => expect(currentUrl()).toBe('/browse-talents?skills=11%2C12&workModes=1%2C3&positionId=77'));
    expect(await screen.findByRole('button', { name: 'Remove TypeScript' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove React' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Office' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Remote' })).toBeChecked();
    expect(await screen.findByRole('combobox', { name: 'My position' })).toHaveValue('77');
    await screen.findByRole('article', { name: /Senior Front-End Developer/ });
    const sent = api.callsTo('GET /api/companies/talents').map((call) => Object.fromEntries(call.query));
    expect(sent).toEqual([expect.objectContaining({ skills: '11,12', workModes: '1,3' })]);
  });

  it('picking a position replaces the skills and work modes and ranks by best match', async () => {
    mockTalents();
    const { user, currentUrl } = renderPage(<BrowseTalents />, {
      path: '/browse-talents?skills=12&sort=experience',
      session,
    });
    const select = await screen.findByRole('combobox', { name: 'My position' });
    await screen.findByRole('option', { name: 'Senior Front-End Developer · Storefront' });
    await user.selectOptions(select, '77');
    await waitFor(() =>
      expect(currentUrl()).toBe('/browse-talents?skills=11%2C12&workModes=1%2C3&sort=match&positionId=77'),
    );
  });

  it('shows the load failure', async () => {
    mockTalents(apiError(500, 'Database unavailable'));
    renderPage(<BrowseTalents />, { path: '/browse-talents', session });
    expect(await screen.findByText('Failed to load talents')).toBeInTheDocument();
  });

  it("ranks by fit with the position in the URL's best match, and shows each talent's score and availability", async () => {
    const api = mockTalents({
      body: {
        content: [
          {
            ...talent,
            availabilityStatus: 'UNCONFIRMED',
            availableFrom: '2030-03-01',
            match: { score: 64, reasons: ['2 of 3 required skills'] },
          },
        ],
        totalElements: 1,
        totalPages: 1,
      },
    });
    renderPage(<BrowseTalents />, { path: '/browse-talents?skills=12&positionId=77&sort=match', session });
    const card = await screen.findByRole('article', { name: /Senior Front-End Developer/ });
    expect(within(card).getByText('64% match')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Why 64% match' })).toHaveTextContent('2 of 3 required skills');
    expect(within(card).getByText('Availability not confirmed')).toBeInTheDocument();
    expect(within(card).getByText('Available from 2030-03-01')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Acme Labs' })).toHaveAttribute('href', '/company/8');
    expect(within(card).getByRole('link', { name: 'View talent' })).toHaveAttribute('href', '/talent/31');
    expect(Object.fromEntries(api.callsTo('GET /api/companies/talents')[0]?.query ?? [])).toEqual({
      offset: '0',
      pageSize: '10',
      sort: 'match',
      skills: '12',
      positionId: '77',
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('match');
    expect(screen.queryByRole('combobox', { name: 'Order' })).not.toBeInTheDocument();
  });

  it('pre-fills once: skills and work modes emptied by hand stay empty, the position still ranks', async () => {
    const api = mockTalents();
    const { user, currentUrl } = renderPage(<BrowseTalents />, {
      path: '/browse-talents?positionId=77&sort=match',
      session,
    });
    await waitFor(() =>
      expect(currentUrl()).toBe('/browse-talents?skills=11%2C12&workModes=1%2C3&sort=match&positionId=77'),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove TypeScript' }));
    await user.click(screen.getByRole('button', { name: 'Remove React' }));
    await user.click(screen.getByRole('checkbox', { name: 'Office' }));
    await user.click(screen.getByRole('checkbox', { name: 'Remote' }));
    expect(currentUrl()).toBe('/browse-talents?sort=match&positionId=77');
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET /api/companies/talents').at(-1)?.query ?? [])).toEqual({
        offset: '0',
        pageSize: '10',
        sort: 'match',
        positionId: '77',
      }),
    );
    expect(currentUrl()).toBe('/browse-talents?sort=match&positionId=77');
    expect(api.callsTo('GET /api/positions/77')).toHaveLength(1);
  });

  it('searches by keyword and filters by availability', async () => {
    const api = mockTalents();
    const { user, currentUrl } = renderPage(<BrowseTalents />, { path: '/browse-talents', session });
    await screen.findByRole('article', { name: /Senior Front-End Developer/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'react{Enter}');
    expect(currentUrl()).toBe('/browse-talents?q=react');
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.type(screen.getByLabelText('Available by'), '2030-04-01');
    expect(currentUrl()).toBe('/browse-talents?q=react&availableBy=2030-04-01');
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET /api/companies/talents').at(-1)?.query ?? [])).toEqual({
        offset: '0',
        pageSize: '10',
        sort: 'relevance',
        q: 'react',
        availableBy: '2030-04-01',
      }),
    );
  });
});
