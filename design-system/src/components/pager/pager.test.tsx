import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TablePagination } from '../data-table/data-table';
import { Pager } from './pager';

/** jsdom does not scroll: record which elements were scrolled into view. */
function watchScrolling() {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  return scrolled;
}

describe('Pager', () => {
  it('is hidden while everything fits one page', () => {
    renderWithTheme(<Pager page={1} totalPages={1} onPageChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the page and steps with Previous and Next', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithTheme(<Pager page={2} totalPages={3} onPageChange={onPageChange} label="Pagination" />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = renderWithTheme(<Pager page={1} totalPages={2} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pager page={2} totalPages={2} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('offers icon buttons named for the pages in the icon variant', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithTheme(<Pager variant="icon" page={1} totalPages={4} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('stays on a page past the end so the user can step back', () => {
    renderWithTheme(<Pager page={3} totalPages={1} onPageChange={() => undefined} />);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  describe('a page change takes the reader to the top of the results', () => {
    afterEach(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });

    it("by default the pager's section: scrolled to and focused", async () => {
      const user = userEvent.setup();
      const scrolled = watchScrolling();
      renderWithTheme(
        <main>
          <section aria-label="Positions">
            <ul />
            <Pager page={1} totalPages={3} onPageChange={() => undefined} />
          </section>
        </main>,
      );
      await user.click(screen.getByRole('button', { name: 'Next' }));
      const results = screen.getByRole('region', { name: 'Positions' });
      expect(scrolled).toEqual([results]);
      expect(results).toHaveFocus();
      expect(results).toHaveAttribute('tabindex', '-1');
    });

    it('the results the list names, for the table pager too', async () => {
      const user = userEvent.setup();
      const scrolled = watchScrolling();
      const results = createRef<HTMLUListElement>();
      renderWithTheme(
        <main>
          <h1>Approve companies</h1>
          <ul ref={results} aria-label="Companies" />
          <TablePagination
            count={40}
            page={0}
            rowsPerPage={10}
            onPageChange={() => undefined}
            onRowsPerPageChange={() => undefined}
            resultsRef={results}
          />
        </main>,
      );
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      expect(scrolled).toEqual([screen.getByRole('list', { name: 'Companies' })]);
      expect(screen.getByRole('list', { name: 'Companies' })).toHaveFocus();
    });
  });
});
