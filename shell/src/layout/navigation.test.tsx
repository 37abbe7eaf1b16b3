import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companyUser, renderWithSession } from '../test/render';
import { Navigation } from './navigation';

const renderNavigation = (user = companyUser) =>
  renderWithSession(
    [
      { path: '/company/profile', element: <Navigation /> },
      { path: '*', element: <Navigation /> },
    ],
    '/company/profile',
    user,
  );

describe('Navigation', () => {
  it('lists the Company and Browse groups for company members, without Admin', () => {
    renderNavigation();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Profile', 'Company Applications', 'Projects', 'Filters', 'Partners', 'Talents', 'Browse Projects', 'Browse Talents']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows only the profile to a user without a company', () => {
    renderNavigation({ ...companyUser, companyId: undefined });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Profile']);
  });

  it('adds the Admin group for the admin', () => {
    renderNavigation({ ...companyUser, username: 'admin', isAdmin: true });
    expect(screen.getByRole('link', { name: 'Approve companies' })).toHaveAttribute('href', '/admin/approve-companies');
  });

  it('marks the current page and navigates on click', async () => {
    const { router } = renderNavigation();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Projects' }));
    expect(router.state.location.pathname).toBe('/company/projects');
  });

  it('collapses a group and remembers it', async () => {
    renderNavigation();
    await userEvent.click(screen.getByRole('button', { name: 'Browse' }));
    expect(screen.queryByRole('link', { name: 'Browse Projects' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('benchlink-nav') ?? '{}')).toMatchObject({ state: { openGroups: { browse: false } } });
  });
});
