import type { Notification } from '@benchlink/contracts/notifications';
import { mockApi, renderPage, testUser } from '@benchlink/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bellLabel, NotificationBell } from './notification-bell';
import { timeAgo } from './notification-panel';

const member = testUser({ id: 2, username: 'jdoe', companyId: 7 });

const notification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'APPLICATION_RECEIVED',
  title: 'New application',
  body: `A company applied to Senior Backend Developer in Project ${id}.`,
  link: `/position/${id}/applications`,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  read: false,
  ...overrides,
});

const renderBell = () =>
  renderPage(
    [
      { path: '/company/profile', element: <NotificationBell /> },
      { path: '/position/:id/applications', element: <p>review page</p> },
    ],
    { path: '/company/profile', session: member },
  );

afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it('shows the unread count on the bell, capped at 15+, and says it to screen readers', async () => {
    mockApi({
      'GET /api/notifications': {
        body: { content: [notification(1)], totalElements: 20, totalPages: 2, unread: 20 },
      },
    });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 15+ unread' });
    expect(bell.parentElement).toHaveTextContent('15+');
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });

  it('opens a panel of the latest, each a link; opening one marks it read and goes there', async () => {
    const api = mockApi({
      'GET /api/notifications': {
        body: {
          content: [notification(3), notification(2, { read: true, title: 'Application accepted' })],
          totalElements: 2,
          totalPages: 1,
          unread: 1,
        },
      },
      'POST /api/notifications/read': { status: 204 },
    });
    const { user, currentUrl } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/position/3/applications',
      '/position/2/applications',
    ]);
    expect(links[0]).toHaveAccessibleName(
      'Unread: New application. A company applied to Senior Backend Developer in Project 3. 5 minutes ago',
    );
    expect(links[1]).toHaveAccessibleName(/^Application accepted\. /);

    await user.click(links[0]!);
    await waitFor(() => expect(currentUrl()).toBe('/position/3/applications'));
    expect(api.callsTo('POST /api/notifications/read').map((call) => call.body)).toEqual([{ ids: [3] }]);
  });

  it('marks all as read, closes on Escape with focus back on the bell, and says when there is nothing', async () => {
    const api = mockApi({
      'GET /api/notifications': { body: { content: [notification(1)], totalElements: 1, totalPages: 1, unread: 1 } },
      'POST /api/notifications/read': { status: 204 },
    });
    const { user } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(api.callsTo('POST /api/notifications/read').map((call) => call.body)).toEqual([{}]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('says "You are all caught up" when there is none', async () => {
    mockApi({ 'GET /api/notifications': { body: { content: [], totalElements: 0, totalPages: 0, unread: 0 } } });
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are all caught up: there are no new notifications.',
    );
  });
});

describe('timeAgo', () => {
  it('says how long ago in the largest unit that fits', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(timeAgo('2026-11-24T11:59:30Z', now)).toBe('30 seconds ago');
    expect(timeAgo('2026-11-24T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-24T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-23T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-10-01T12:00:00Z', now)).toBe('2 months ago');
    expect(timeAgo('2024-11-24T12:00:00Z', now)).toBe('2 years ago');
  });
});
