import { mockApi, renderPage, testTalent, testUser } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { position, referenceReplies } from '../test/fixtures';
import { HIGHLIGHT_MS } from './position-highlight';
import { ProjectPositions } from './project-positions';

afterEach(() => {
  vi.unstubAllGlobals();
  // jsdom has no scrollIntoView; a test that needs one adds it.
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
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

  it('shows the position just created (?position=) open, lit, in view and focused, then dims it', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    mockApi({ ...referenceReplies, 'GET /api/projects/:id/positions': { body: [closed, opened] } });
    renderPage(<ProjectPositions projectId={3} isOwner />, { path: '/project/3?position=7', session });

    const created = await screen.findByRole('group', { name: 'New position: Senior Front-End Developer' });
    expect(created).toHaveFocus();
    expect(created).toHaveAttribute('data-highlighted', 'true');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(created);
    // Its details open; the other position's stay closed.
    expect(within(created).getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
    const other = screen.getByRole('article', { name: /Intern Front-End Developer/ });
    expect(within(other).getByRole('button', { name: 'See job details' })).toHaveAttribute('aria-expanded', 'false');
    await vi.waitFor(() => expect(created).not.toHaveAttribute('data-highlighted'), { timeout: HIGHLIGHT_MS + 1000 });
    expect(created).toHaveFocus();
  });

  it('lights no position without ?position=', async () => {
    mockApi({ ...referenceReplies, 'GET /api/projects/:id/positions': { body: [opened] } });
    renderPage(<ProjectPositions projectId={3} isOwner />, { path: '/project/3', session });
    await screen.findByRole('article', { name: /Senior Front-End Developer/ });
    expect(screen.queryByRole('group', { name: /New position/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See job details' })).toHaveAttribute('aria-expanded', 'false');
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
