import { mockApi, renderPage, testUser } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemotePageRoute } from '../federation/remotes';
import { testPages } from '../test/pages';
import { Navigation, navigationEntries } from './navigation';

const companyUser = testUser({ id: 2, companyId: 7 });

const renderNavigation = (user = companyUser, pages: RemotePageRoute[] = testPages) => {
  const entries = navigationEntries(pages);
  return renderPage(
    [
      { path: '/company/profile', element: <Navigation entries={entries} /> },
      { path: '*', element: <Navigation entries={entries} /> },
    ],
    { path: '/company/profile', session: user },
  );
};

const linkNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('Navigation', () => {
  it('draws each icon name with its own icon: Partners (link) and Talents (people) look different', () => {
    const partners: RemotePageRoute = {
      remote: 'mf_company',
      path: '/company/partners',
      guard: 'company',
      page: 'partners-page',
      nav: { group: 'company', label: 'Partners', icon: 'link', order: 50 },
    };
    renderNavigation(companyUser, [...testPages, partners]);
    const icon = (name: string) => screen.getByRole('link', { name }).querySelector('svg')?.innerHTML;
    expect(icon('Partners')).toBeTruthy();
    expect(icon('Partners')).not.toBe(icon('Talents'));
  });

  it('counts the received applications waiting for a decision beside Company Applications', async () => {
    const position = (positionId: number, inProgress: number) => ({
      positionId,
      positionTitle: 'Senior Backend Developer',
      projectId: 1,
      projectName: 'Ledger',
      inProgress,
      accepted: 1,
      denied: 0,
      lastActivityDateTime: '2026-11-24T10:00:00.000Z',
    });
    mockApi({ 'GET /api/companies/applications/overall': { body: [position(1, 2), position(2, 1)] } });
    renderNavigation();
    const link = await screen.findByRole('link', { name: 'Company Applications, 3 waiting' });
    expect(link).toHaveAttribute('href', '/company/applications');
  });

  it("lists the remotes' Company and Browse entries for company members, in declared order, without Admin", () => {
    renderNavigation();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(linkNames(nav)).toEqual([
      'Profile',
      'Company Applications',
      'Projects',
      'Talents',
      'Browse Projects',
      'Browse Talents',
    ]);
    expect(within(nav).getByRole('button', { name: 'Company' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Browse' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows only the profile to a user without a company, and no empty Browse group', () => {
    renderNavigation({ ...companyUser, companyId: undefined });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(linkNames(nav)).toEqual(['Profile']);
    expect(within(nav).queryByRole('button', { name: 'Browse' })).not.toBeInTheDocument();
  });

  it('adds the Admin group for the admin', () => {
    renderNavigation({ ...companyUser, username: 'admin', isAdmin: true, companyId: undefined });
    expect(screen.getByRole('link', { name: 'Approve companies' })).toHaveAttribute('href', '/admin/approve-companies');
    expect(screen.queryByRole('link', { name: 'Projects' })).not.toBeInTheDocument();
  });

  it('shows an entry a remote adds to its declaration, without any change to the shell', () => {
    renderNavigation({ ...companyUser, username: 'admin', isAdmin: true }, [
      ...testPages,
      {
        remote: 'mf_admin',
        path: '/admin/report',
        guard: 'admin',
        page: 'report-page',
        nav: { group: 'admin', label: 'Platform report', icon: 'list', order: 20 },
      },
    ]);
    const admin = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(admin).getByRole('link', { name: 'Platform report' })).toHaveAttribute('href', '/admin/report');
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
    expect(JSON.parse(localStorage.getItem('benchlink-nav') ?? '{}')).toMatchObject({
      state: { openGroups: { browse: false } },
    });
  });
});

describe('navigationEntries', () => {
  const page = (path: string, label: string, order: number): RemotePageRoute => ({
    remote: 'mf_company',
    path,
    guard: 'company',
    page: `${label}-page`,
    nav: { group: 'company', label, icon: 'user', order },
  });

  it('lists the declared entries by order, equal orders by label', () => {
    const entries = navigationEntries([
      page('/c', 'Talents', 20),
      page('/b', 'Projects', 10),
      { remote: 'mf_company', path: '/hidden', guard: 'company', page: 'hidden-page' },
      page('/a', 'Partners', 10),
    ]);
    expect(entries.map((entry) => entry.label)).toEqual(['Partners', 'Projects', 'Talents']);
  });
});
