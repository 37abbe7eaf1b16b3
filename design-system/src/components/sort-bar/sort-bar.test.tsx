import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { SORT_DIRECTIONS, SortBar } from './sort-bar';

const options = [
  { value: 'rate', label: 'Rate', directions: SORT_DIRECTIONS.rate },
  { value: 'experience', label: 'Experience', directions: SORT_DIRECTIONS.experience },
  { value: 'score', label: 'Score' },
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
    const order = screen.getByRole('combobox', { name: 'Order' });
    expect(order).toHaveDisplayValue('Lowest rate first');
    await user.selectOptions(order, 'Highest rate first');
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
    expect(screen.queryByRole('combobox', { name: 'Order' })).not.toBeInTheDocument();
  });

  it('says what each direction does for the chosen key, or ascending and descending for a key without words', () => {
    const bar = (sortBy: 'rate' | 'experience' | 'score', isAscending: boolean) => (
      <SortBar
        count={3}
        noun="Talent"
        sortOptions={options}
        sortBy={sortBy}
        onSortByChange={() => undefined}
        isAscending={isAscending}
        onAscendingChange={() => undefined}
      />
    );
    const { rerender } = renderWithTheme(bar('experience', false));
    const order = () => screen.getByRole('combobox', { name: 'Order' });
    expect(order()).toHaveDisplayValue('Most experience first');
    expect(screen.getByRole('option', { name: 'Least experience first' })).toBeInTheDocument();
    rerender(bar('score', true));
    expect(order()).toHaveDisplayValue('Ascending');
    expect(screen.getByRole('option', { name: 'Descending' })).toBeInTheDocument();
  });
});
