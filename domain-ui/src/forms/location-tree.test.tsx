import type { Location } from '@benchlink/contracts/reference';
import { TreePicker } from '@benchlink/design-system/pickers';
import { renderPage } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLocationTree } from './location-tree';

// As `GET /api/locations` serves them: countries by name, then cities by name.
const locations: Location[] = [
  { id: 10032, name: 'Bulgaria', parentId: null },
  { id: 10082, name: 'Germany', parentId: null },
  { id: 2950159, name: 'Berlin', parentId: 10082 },
  { id: 2867714, name: 'Munich', parentId: 10082 },
  { id: 3, name: 'Sofia', parentId: 10032 },
  { id: 2, name: 'Varna', parentId: 10032 },
];

/** The tree picker on the locations, as the forms and the browse filters show it. */
function Picker({ initial = [], onValue }: { initial?: number[]; onValue: (value: number[]) => void }) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <TreePicker<number>
      multiple
      label="Locations"
      nodes={useLocationTree(locations)}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const tree = () => screen.getByRole('tree', { name: 'Locations' });
const item = (name: string) => within(tree()).getByRole('treeitem', { name });
const rows = () =>
  within(tree())
    .getAllByRole('treeitem')
    .map((row) => row.textContent);
const chosen = () =>
  screen
    .queryAllByRole('button', { name: /^Remove / })
    .map((button) => button.getAttribute('aria-label')?.replace('Remove ', ''));

describe('useLocationTree', () => {
  it('lists the countries, each opening on its cities, and takes a whole country', async () => {
    const onValue = vi.fn();
    const { user } = renderPage(<Picker onValue={onValue} />, { path: '/' });
    expect(rows()).toEqual(['Bulgaria', 'Germany']);

    await user.click(item('Germany'));
    expect(onValue).toHaveBeenLastCalledWith([10082]);
    expect(item('Germany')).toHaveAttribute('aria-selected', 'true');
    expect(chosen()).toEqual(['Germany']);

    // The keyboard opens the country on its cities.
    item('Germany').focus();
    await user.keyboard('{ArrowRight}');
    expect(item('Germany')).toHaveAttribute('aria-expanded', 'true');
    expect(rows()).toEqual(['Bulgaria', 'Germany', 'Berlin', 'Munich']);
  });

  it('takes cities of several countries, and a city found by search shows under its country', async () => {
    const onValue = vi.fn();
    const { user } = renderPage(<Picker onValue={onValue} />, { path: '/' });
    const search = screen.getByRole('searchbox', { name: 'Search Locations' });
    await user.type(search, 'berl');
    expect(rows()).toEqual(['Germany', 'Berlin']);
    await user.click(item('Berlin'));
    await user.clear(search);
    await user.type(search, 'sofia');
    expect(rows()).toEqual(['Bulgaria', 'Sofia']);
    await user.click(item('Sofia'));
    expect(onValue).toHaveBeenLastCalledWith([2950159, 3]);
    expect(chosen()).toEqual(['Berlin', 'Sofia']);
  });

  it('shows what is chosen open under its country, and lets it go from its chip', async () => {
    const onValue = vi.fn();
    const { user } = renderPage(<Picker initial={[2867714, 3]} onValue={onValue} />, { path: '/' });
    expect(item('Germany')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Bulgaria')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Munich')).toHaveAttribute('aria-selected', 'true');
    expect(chosen()).toEqual(['Munich', 'Sofia']);
    await user.click(screen.getByRole('button', { name: 'Remove Munich' }));
    expect(onValue).toHaveBeenLastCalledWith([3]);
  });
});
