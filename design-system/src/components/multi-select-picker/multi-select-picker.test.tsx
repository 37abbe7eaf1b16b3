import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { MultiSelectPicker, searchItems } from './multi-select-picker';

const items = [
  { id: 1, label: 'React' },
  { id: 2, label: 'Angular' },
  { id: 3, label: 'TypeScript' },
  { id: 4, label: 'Kubernetes' },
];

describe('searchItems', () => {
  it('matches fuzzily with threshold 0.4', () => {
    expect(searchItems(items, 'reakt').map((item) => item.label)).toContain('React');
    expect(searchItems(items, 'typscript').map((item) => item.label)).toEqual(['TypeScript']);
    expect(searchItems(items, 'zzzzzz')).toEqual([]);
    expect(searchItems(items, '')).toEqual(items);
  });
});

function Harness({ onValue }: { onValue: (value: number[]) => void }) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <MultiSelectPicker
      label="Skills"
      items={items}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('MultiSelectPicker', () => {
  it('selects and deselects items, keeping the list order', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithTheme(<Harness onValue={onValue} />);
    await user.click(screen.getByRole('checkbox', { name: 'TypeScript' }));
    await user.click(screen.getByRole('checkbox', { name: 'React' }));
    expect(onValue).toHaveBeenLastCalledWith([1, 3]);
    await user.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(onValue).toHaveBeenLastCalledWith([3]);
  });

  it('filters with the search and says No results', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness onValue={() => undefined} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search Skills' }), 'angluar');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Angular']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'qqqqqq');
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('says No items available when there is nothing to pick', () => {
    renderWithTheme(<MultiSelectPicker label="Groups" items={[]} value={[]} onChange={() => undefined} />);
    expect(screen.getByText('No items available')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
