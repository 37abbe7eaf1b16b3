import { renderPage, testUser } from '@benchlink/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemotePage, resetRemote } from '../federation/remotes';
import { testPages } from '../test/pages';
import { createRoutes } from './router';

vi.mock('../federation/remotes', () => ({ loadRemotePage: vi.fn(), resetRemote: vi.fn() }));

const companyUser = testUser({ id: 2, companyId: 7 });
const admin = { ...companyUser, username: 'admin', isAdmin: true, companyId: undefined };
const withoutCompany = { ...companyUser, companyId: undefined };

/** Every remote answers with a page naming itself, unless it is listed as down. */
let downRemotes: string[] = [];

beforeEach(() => {
  // A title left by an earlier test would let a wait for the same title pass before this test set it.
  document.title = '';
  downRemotes = [];
  vi.mocked(resetRemote).mockResolvedValue(undefined);
  vi.mocked(loadRemotePage).mockImplementation(async (remote, page) => {
    if (downRemotes.includes(remote)) throw new Error(`${remote} is down`);
    return { default: () => <p>{`${remote}/${page}`}</p> };
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('route table from the remotes’ declarations', () => {
  it('renders a declared page from the remote that owns it, loading only that remote', async () => {
    renderPage(createRoutes(testPages), { path: '/company/projects', session: companyUser });
    expect(await screen.findByText('mf_company/projects-page')).toBeInTheDocument();
    expect(loadRemotePage).toHaveBeenCalledTimes(1);
    expect(loadRemotePage).toHaveBeenCalledWith('mf_company', 'projects-page');
    // jsdom applies no media queries, so the sidebar counts as hidden; it is rendered all the same.
    expect(screen.getByRole('navigation', { name: 'Main navigation', hidden: true })).toBeInTheDocument();
  });

  it('matches declared paths with parameters', async () => {
    renderPage(createRoutes(testPages), { path: '/project/12', session: companyUser });
    expect(await screen.findByText('mf_company/project-page')).toBeInTheDocument();
  });

  it('shows the sign-in page of the home declaration to visitors, without the navigation', async () => {
    renderPage(createRoutes(testPages), { path: '/', session: null });
    expect(await screen.findByText('mf_auth/auth-page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation', hidden: true })).not.toBeInTheDocument();
  });

  it('sends visitors from a declared signed-in page to /', async () => {
    const { router } = renderPage(createRoutes(testPages), { path: '/browse-projects', session: null });
    expect(await screen.findByText('mf_auth/auth-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a user without a company from a company page to the profile', async () => {
    const { router } = renderPage(createRoutes(testPages), { path: '/company/projects', session: withoutCompany });
    expect(await screen.findByText('mf_company/profile-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/profile');
  });

  it('lets the admin, who has no company, into a company-or-admin page', async () => {
    renderPage(createRoutes(testPages), { path: '/company/12', session: admin });
    expect(await screen.findByText('mf_marketplace/company-page')).toBeInTheDocument();
  });

  it('sends the admin from a company-only page to the approval queue, saying why', async () => {
    const { router } = renderPage(createRoutes(testPages), { path: '/browse-talents', session: admin });
    expect(await screen.findByText('mf_admin/approve-companies-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/approve-companies');
    expect(screen.getByRole('status')).toHaveTextContent(
      'That page belongs to company members; the administrator has no company.',
    );
  });

  it('sends a company member from an admin page to the profile with a notice, which closes', async () => {
    const { router } = renderPage(createRoutes(testPages), { path: '/admin/approve-companies', session: companyUser });
    expect(await screen.findByText('mf_company/profile-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/profile');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Only the administrator can open that page.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Only the administrator can open that page.')).not.toBeInTheDocument();
  });

  it('keeps a signed-out deep link as the return target of sign-in', async () => {
    const { router } = renderPage(createRoutes(testPages), { path: '/company/1?tab=about', session: null });
    expect(await screen.findByText('mf_auth/auth-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/company/1?tab=about');
  });

  it('sends a signed-in user at / with a return target on to it, and ignores one on another origin', async () => {
    const first = renderPage(createRoutes(testPages), { path: '/?returnTo=%2Fcompany%2F1', session: companyUser });
    expect(await screen.findByText('mf_marketplace/company-page')).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/company/1');
    first.unmount();

    const second = renderPage(createRoutes(testPages), { path: '/?returnTo=%2F%2Fevil.example', session: companyUser });
    expect(await screen.findByText('mf_company/profile-page')).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/company/profile');
  });

  it('lands the signed-in admin at / on the approval queue', async () => {
    const { router } = renderPage(createRoutes(testPages), { path: '/', session: admin });
    expect(await screen.findByText('mf_admin/approve-companies-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/approve-companies');
  });

  it('titles the tab after the page', async () => {
    const { router } = renderPage(createRoutes(testPages), { path: '/project/3', session: companyUser });
    expect(await screen.findByText('mf_company/project-page')).toBeInTheDocument();
    // The title is set by an effect, which React may run after the commit that drew the page.
    await waitFor(() => expect(document.title).toBe('Project · Benchlink'));
    await act(() => router.navigate('/company/projects'));
    expect(await screen.findByText('mf_company/projects-page')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Benchlink'));
  });

  it('sends a signed-in user from a signed-out-only page to the profile', async () => {
    const { router } = renderPage(createRoutes(testPages), { path: '/signup', session: companyUser });
    expect(await screen.findByText('mf_company/profile-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/profile');
  });

  it('answers an address no remote declares with Page not found, inside the layout for a signed-in user', async () => {
    renderPage(createRoutes(testPages), { path: '/nowhere', session: companyUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(document.title).toBe('Page not found · Benchlink'));
  });

  it('answers an unknown address with Page not found, without navigation, for a visitor', async () => {
    renderPage(createRoutes(testPages), { path: '/nowhere', session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation', hidden: true })).not.toBeInTheDocument();
  });

  it("gives the visitor's Page not found the brand, leading home, and the theme switch", async () => {
    const { user, router } = renderPage(createRoutes(testPages), { path: '/nowhere', session: null });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('button', { name: /^Switch to (dark|light) theme$/ })).toBeInTheDocument();
    const brand = screen.getByRole('link', { name: 'Benchlink' });
    expect(brand).toHaveAttribute('href', '/');
    await user.click(brand);
    expect(router.state.location.pathname).toBe('/');
    // Straight to sign-in, not through a signed-in page that sends the visitor back with a return target.
    expect(router.state.location.search).toBe('');
  });

  it('serves a page a remote newly declares, with its navigation entry', async () => {
    const pages = [
      ...testPages,
      {
        remote: 'mf_admin',
        path: '/admin/report',
        guard: 'admin' as const,
        page: 'report-page',
        nav: { group: 'admin' as const, label: 'Platform report', icon: 'list' as const, order: 20 },
      },
    ];
    const { router } = renderPage(createRoutes(pages), { path: '/company/profile', session: admin });
    const link = await screen.findByRole('link', { name: 'Platform report', hidden: true });
    expect(link).toHaveAttribute('href', '/admin/report');
    await act(() => router.navigate('/admin/report'));
    expect(await screen.findByText('mf_admin/report-page')).toBeInTheDocument();
  });

  it('shows the section fallback, not Page not found, for a deep link into a remote that is down', async () => {
    // A page no other test opens: the shell keeps each page it has loaded for the rest of the page's life.
    downRemotes = ['mf_applications'];
    renderPage(createRoutes(testPages), { path: '/company/applications', session: companyUser });
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile', hidden: true })).toBeInTheDocument();

    downRemotes = [];
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('mf_applications/company-applications-page')).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('mf_applications');
  });

  it('offers a retry at every address when the declarations could not be read', async () => {
    renderPage(createRoutes(null), { path: '/company/projects', session: companyUser });
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(loadRemotePage).not.toHaveBeenCalled();
  });
});
