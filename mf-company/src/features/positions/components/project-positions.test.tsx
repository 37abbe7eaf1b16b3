import { mockApi, renderPage, testTalent, testUser } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { position, referenceReplies } from '../test/fixtures';
import { ProjectPositions } from './project-positions';

afterEach(() => {
  vi.unstubAllGlobals();
});

const session = testUser({ companyId: 5 });
const opened = position({ id: 7 });
const closed = position({ id: 8, statusId: 4, status: 'Canceled', isActive: false, seniorityLabel: 'Intern' });

const fits = (totalElements: number) => ({
  body: { content: totalElements > 0 ? [testTalent({ id: 40 })] : [], totalPages: totalElements, totalElements },
});

describe('project positions', () => {
  it("links the owner's open position to the talents that fit it, with their number", async () => {
    const api = mockApi({
      ...referenceReplies,
      'GET /api/projects/:id/positions': { body: [opened, closed] },
      'GET /api/companies/talents': fits(3),
    });
    renderPage(<ProjectPositions projectId={3} isOwner />, { path: '/project/3', session });

    const link = await screen.findByRole('link', { name: 'Talents that fit (3) for Senior Front-End Developer' });
    expect(link).toHaveAttribute('href', '/browse-talents?positionId=7&sort=match');
    // The icon button stays beside it.
    expect(screen.getByRole('button', { name: 'Browse Talents for Senior Front-End Developer' })).toBeInTheDocument();

    // One small count per open position: a page of one, only its total read.
    const calls = api.callsTo('GET /api/companies/talents');
    expect(calls.map((call) => Object.fromEntries(call.query))).toEqual([
      { positionId: '7', sort: 'match', pageSize: '1' },
    ]);
    const closedCard = screen.getByRole('article', { name: /Intern Front-End Developer/ });
    expect(within(closedCard).queryByRole('link', { name: /Talents that fit/ })).not.toBeInTheDocument();
  });

  it('still links to the list when the count cannot be read', async () => {
    mockApi({ ...referenceReplies, 'GET /api/projects/:id/positions': { body: [opened] } });
    renderPage(<ProjectPositions projectId={3} isOwner />, { path: '/project/3', session });
    const link = await screen.findByRole('link', { name: 'Talents that fit for Senior Front-End Developer' });
    expect(link).toHaveAttribute('href', '/browse-talents?positionId=7&sort=match');
  });

  it("shows other companies' positions without the owner's links", async () => {
    const api = mockApi({ ...referenceReplies, 'GET /api/projects/:id/positions': { body: [opened] } });
    renderPage(<ProjectPositions projectId={3} isOwner={false} onApply={vi.fn()} />, {
      path: '/project/3',
      session: testUser({ companyId: 9 }),
    });
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Talents that fit/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/companies/talents')).toHaveLength(0);
  });
});
