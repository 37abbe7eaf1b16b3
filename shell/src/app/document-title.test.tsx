import { PAGE_TITLE_EVENT, usePageTitle } from '@benchlink/domain-ui';
import { renderPage } from '@benchlink/test-support';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Outlet } from 'react-router';
import { documentTitle, useDocumentTitle, type TitleHandle } from './document-title';

function Root() {
  useDocumentTitle();
  return <Outlet />;
}

function CompanyPage({ name }: { name?: string }) {
  usePageTitle(name);
  return <h1>{name ?? 'Loading'}</h1>;
}

const companyHandle: TitleHandle = { title: 'Company' };
const browseHandle: TitleHandle = { title: 'Browse projects' };

const routes = (companyName?: string) => [
  {
    element: <Root />,
    children: [
      { path: '/company/:companyId', element: <CompanyPage name={companyName} />, handle: companyHandle },
      { path: '/browse-projects', element: <h1>Browse</h1>, handle: browseHandle },
      { path: '/plain', element: <h1>Plain</h1> },
    ],
  },
];

describe('document title', () => {
  // A title left by an earlier test would let a wait for the same title pass before this test set it.
  beforeEach(() => {
    document.title = '';
  });

  it('reads "<title> · Benchlink", or the product name alone', () => {
    expect(documentTitle('Browse projects')).toBe('Browse projects · Benchlink');
    expect(documentTitle(undefined)).toBe('Benchlink');
  });

  it("uses the route's title, and the product name where the route declares none", async () => {
    const { router } = renderPage(routes(), { path: '/browse-projects' });
    expect(await screen.findByRole('heading', { name: 'Browse' })).toBeInTheDocument();
    // The title is set by an effect, which React may run after the commit that drew the page (under load, later).
    await waitFor(() => expect(document.title).toBe('Browse projects · Benchlink'));
    await act(() => router.navigate('/plain'));
    expect(document.title).toBe('Benchlink');
  });

  it("keeps the title a page gives itself, though the page's effects run before the shell's", async () => {
    renderPage(routes('Acme Software'), { path: '/company/4' });
    expect(await screen.findByRole('heading', { name: 'Acme Software' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Acme Software · Benchlink'));
  });

  it("goes back to the route's title once the page is left", async () => {
    const { router } = renderPage(routes('Acme Software'), { path: '/company/4' });
    await screen.findByRole('heading', { name: 'Acme Software' });
    await act(() => router.navigate('/browse-projects'));
    expect(document.title).toBe('Browse projects · Benchlink');
  });

  it('drops a page title sent for another path, even if its page never took it back', async () => {
    const { router } = renderPage(routes(), { path: '/company/4' });
    await screen.findByRole('heading', { name: 'Loading' });
    act(() => {
      window.dispatchEvent(new CustomEvent(PAGE_TITLE_EVENT, { detail: { title: 'Stale Ltd' } }));
    });
    expect(document.title).toBe('Stale Ltd · Benchlink');
    await act(() => router.navigate('/company/5'));
    expect(document.title).toBe('Company · Benchlink');
  });
});
