import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { SortBar } from './sort-bar';

const options = [
  { value: 'rate', label: 'Rate' },
  { value: 'experience', label: 'Experience' },
] as const;

describe('SortBar', () => {
  it('shows the count with the right noun form', () => {
    const { rerender } = renderWithTheme(
      <SortBar
        count={1}
        noun="Talent"
        sortOptions={options}
        sortBy="rate"
        onSortByChange={() => undefined}
        isAscending
        onAscendingChange={() => undefined}
      />,
    );
    expect(screen.getByText('1 Talent')).toBeInTheDocument();
    rerender(
      <SortBar
        count={12}
        noun="Talent"
        sortOptions={options}
        sortBy="rate"
        onSortByChange={() => undefined}
        isAscending
        onAscendingChange={() => undefined}
      />,
    );
    expect(screen.getByText('12 Talents')).toBeInTheDocument();
  });

  it('changes sort, direction and view', async () => {
    const user = userEvent.setup();
    const onSortByChange = vi.fn();
    const onAscendingChange = vi.fn();
    const onListViewChange = vi.fn();
    renderWithTheme(
      <SortBar
        count={3}
        noun="Position"
        sortOptions={options}
        sortBy="rate"
        onSortByChange={onSortByChange}
        isAscending
        onAscendingChange={onAscendingChange}
        isListView={false}
        onListViewChange={onListViewChange}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Experience');
    expect(onSortByChange).toHaveBeenCalledWith('experience');
    const ascending = screen.getByRole('button', { name: 'Ascending' });
    expect(ascending).toHaveAttribute('aria-pressed', 'true');
    await user.click(ascending);
    expect(onAscendingChange).toHaveBeenCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'View as list' }));
    expect(onListViewChange).toHaveBeenCalledWith(true);
  });

  it('leaves the direction toggle out for a sort with one direction', () => {
    renderWithTheme(
      <SortBar
        count={3}
        noun="Talent"
        sortOptions={options}
        sortBy="rate"
        onSortByChange={() => undefined}
        isAscending
        onAscendingChange={() => undefined}
        hasDirection={false}
      />,
    );
    expect(screen.getByLabelText('Sort by')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ascending' })).not.toBeInTheDocument();
  });
});
