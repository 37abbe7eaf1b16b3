import type { Location } from '@benchlink/contracts/reference';
import { useMemo } from 'react';

/**
 * The locations as tree picker nodes, grouped by country (docs/product.md, Locations): each country opens on its cities,
 * and a country can be chosen as a whole, as a city can; the picker's search shows a city found under its country.
 * Memoised on the list, so that the picker builds its tree and search index once.
 * @example <FormTreePicker<number> multiple name="locations" label="Locations" nodes={useLocationTree(locations)} />
 */
export function useLocationTree(locations: ReadonlyArray<Location>) {
  return useMemo(
    () => locations.map(({ id, name, parentId }) => ({ id, name, parent: parentId, assignable: true })),
    [locations],
  );
}
