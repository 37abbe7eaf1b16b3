import { apiError, mockApi, renderPage, testUser } from '@benchlink/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPages } from '../test/pages';
import { AppLayout } from './app-layout';
import { navigationEntries } from './navigation';

const member = testUser({
  id: 2,
  username: 'jdoe',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  companyId: 7,
});
const admin = testUser({ id: 1, username: 'admin', firstName: 'Benchlink', lastName: 'Admin', isAdmin: true });

const renderLayout = (session = member) =>
  renderPage(
    [
      {
        element: <AppLayout navigation={navigationEntries(testPages)} />,
        children: [
          { path: '/company/profile', element: <p>profile page</p> },
          { path: '/admin/approve-companies', element: <p>approve page</p> },
        ],
      },
      { path: '/', element: <p>sign-in page</p> },
    ],
    { path: session.isAdmin ? '/admin/approve-companies' : '/company/profile', session },
  );

afterEach(() => vi.unstubAllGlobals());

describe('AppLayout', () => {
  it("offers 'Skip to content' as the first tab stop, which moves focus into the main content", async () => {
    const { user, currentUrl } = renderLayout();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toHaveTextContent('profile page');
    // The address stays the page's: no '#main-content' navigation.
    expect(currentUrl()).toBe('/company/profile');
  });

  it("names the home link by its visible word and points it at the user's landing page", () => {
    renderLayout(admin);
    const homeLinks = screen.getAllByRole('link', { name: 'Benchlink', hidden: true });
    expect(homeLinks.length).toBeGreaterThan(0);
    homeLinks.forEach((link) => expect(link).toHaveAttribute('href', '/admin/approve-companies'));
  });

  it("shows the user's initial and name as an account menu with Sign out", async () => {
    const api = mockApi({ 'POST /api/auth/logout': { status: 204 } });
    const { user, currentUrl } = renderLayout();
    const account = screen.getByRole('button', { name: 'Account: jdoe' });
    expect(account.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^j$/);
    expect(account).toHaveAttribute('aria-expanded', 'false');

    await user.click(account);
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(menu).toHaveTextContent('Jane Doe');
    expect(menu).toHaveTextContent('jane@example.com');
    expect(within(menu).getByRole('menuitem', { name: 'Account settings' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Account settings' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(account).toHaveFocus();

    await user.click(account);
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
  });

  it('opens the account settings from the account menu', async () => {
    const { user, currentUrl } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Account: jdoe' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account settings' }));
    await waitFor(() => expect(currentUrl()).toBe('/account'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("gives the admin the initial of the shown name, 'admin'", () => {
    renderLayout(admin);
    const account = screen.getByRole('button', { name: 'Account: admin' });
    expect(account.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^a$/);
  });

  it('keeps Sign out in the navigation too', () => {
    mockApi({ 'POST /api/auth/logout': apiError(500, 'down') });
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main navigation', hidden: true });
    expect(within(nav).getByRole('button', { name: 'Sign out', hidden: true })).toBeInTheDocument();
  });

  it("moves focus into the phone menu, keeps it there, and gives it back to 'Open menu' on Escape", async () => {
    const { user } = renderLayout();
    const open = screen.getByRole('button', { name: 'Open menu' });
    await user.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(open).toHaveAttribute('aria-expanded', 'true');

    await user.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
  });

  it("gives focus back to 'Open menu' when the menu is closed with its button", async () => {
    const { user } = renderLayout();
    const open = screen.getByRole('button', { name: 'Open menu' });
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(open).toHaveFocus());
  });
});

/** A page whose heading shows only after its data "loads", as a remote page's may. */
function LateHeadingPage() {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return isLoaded ? <h1>Talents</h1> : <p>Loading</p>;
}

describe('AppLayout, focus after navigation', () => {
  const renderPages = () =>
    renderPage(
      [
        {
          element: <AppLayout navigation={navigationEntries(testPages)} />,
          children: [
            {
              path: '/company/profile',
              element: (
                <>
                  <h1>Company profile</h1>
                  <Link to="/company/projects">Open projects</Link>
                  <Link to="/company/talents">Open talents</Link>
                </>
              ),
            },
            { path: '/company/projects', element: <h1>Projects</h1> },
            { path: '/company/talents', element: <LateHeadingPage /> },
          ],
        },
      ],
      { path: '/company/profile', session: member },
    );

  it('leaves the focus alone on the first load', () => {
    renderPages();
    expect(screen.getByRole('heading', { level: 1, name: 'Company profile' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it("moves the focus to the new page's heading after a route change, without scrolling to it", async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const { user, currentUrl } = renderPages();
    await user.click(screen.getByRole('link', { name: 'Open projects' }));
    expect(currentUrl()).toBe('/company/projects');
    const heading = screen.getByRole('heading', { level: 1, name: 'Projects' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    focus.mockRestore();
  });

  it('focuses a heading that appears only once the new page has loaded', async () => {
    const { user } = renderPages();
    await user.click(screen.getByRole('link', { name: 'Open talents' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Talents' })).toHaveFocus();
  });
});
