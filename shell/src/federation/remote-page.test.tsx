import { PAGE_SKELETONS } from '@benchlink/design-system';
import { pageSkeletons } from '@benchlink/federation';
import { renderPage } from '@benchlink/test-support';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemotePage } from './remote-page';
import { loadRemotePage } from './remotes';

vi.mock('./remotes', () => ({ loadRemotePage: vi.fn(), resetRemote: vi.fn() }));

afterEach(() => vi.clearAllMocks());

describe('RemotePage while the page’s code is on its way', () => {
  it('has a shape for every skeleton a page declaration may name', () => {
    expect([...PAGE_SKELETONS].sort()).toEqual([...pageSkeletons].sort());
  });

  it.each(pageSkeletons)("shows the declaration's '%s' skeleton, announced as loading", async (skeleton) => {
    vi.mocked(loadRemotePage).mockReturnValue(new Promise(() => undefined));
    renderPage(<RemotePage remote="mf_example" page={`${skeleton}-page`} skeleton={skeleton} />, { path: '/' });
    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('data-skeleton', skeleton);
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading page');
  });

  it('draws the cards of the page it stands for: browse results beside the filters, own projects, bench talents', async () => {
    vi.mocked(loadRemotePage).mockReturnValue(new Promise(() => undefined));
    const shapes = async (skeleton: 'browse' | 'projects' | 'talents', shape: string) => {
      const { container, unmount } = renderPage(
        <RemotePage remote="mf_example" page={`${skeleton}-page`} skeleton={skeleton} />,
        { path: '/' },
      );
      await screen.findByRole('status');
      const count = container.querySelectorAll(`[data-shape="${shape}"]`).length;
      unmount();
      return count;
    };
    expect(await shapes('browse', 'listing')).toBe(5);
    expect(await shapes('projects', 'project')).toBe(3);
    expect(await shapes('talents', 'talent')).toBe(2);
  });
});
