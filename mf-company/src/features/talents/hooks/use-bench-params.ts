import type { MyTalentsQuery } from '@benchlink/contracts/talents';
import { type SortOption } from '@benchlink/design-system';
import { SORT_DIRECTIONS } from '@benchlink/design-system/listings';
import { useSearchParams } from 'react-router';

export type BenchSortKey = MyTalentsQuery['sort'];

/** The own bench's sorts, the API's keys (GET /api/companies/my-talents). */
export const BENCH_SORT_OPTIONS: ReadonlyArray<SortOption<BenchSortKey>> = [
  { value: 'newest', label: 'Date added', directions: SORT_DIRECTIONS.date },
  { value: 'reference', label: 'Reference', directions: SORT_DIRECTIONS.name },
  { value: 'rate', label: 'Rate', directions: SORT_DIRECTIONS.rate },
  { value: 'experience', label: 'Experience', directions: SORT_DIRECTIONS.experience },
];
const DEFAULT_SORT: BenchSortKey = 'newest';

/** The page number from the query string: a whole number from 1, else 1. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function sortFrom(value: string | null): BenchSortKey {
  return BENCH_SORT_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_SORT;
}

/**
 * The own bench's page and sort, kept in the query string (`?page=2&sort=reference&ascending=true`) so that a reload
 * or a shared link shows the same list; `query` is what the API is asked for, defaults left out.
 */
export function useBenchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const sort = sortFrom(searchParams.get('sort'));
  const ascending = searchParams.get('ascending') === 'true';

  const update = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) params.delete(name);
        else params.set(name, value);
      }
      return params;
    });

  return {
    page,
    sort,
    ascending,
    query: { offset: page - 1, ...(sort === DEFAULT_SORT ? {} : { sort }), ...(ascending ? { ascending } : {}) },
    goToPage: (next: number) => update({ page: next <= 1 ? null : String(next) }),
    // A new sort starts on its first page in its natural order: A to Z by reference, newest, dearest or longest first.
    sortBy: (next: BenchSortKey) =>
      update({
        sort: next === DEFAULT_SORT ? null : next,
        ascending: next === 'reference' ? 'true' : null,
        page: null,
      }),
    setAscending: (next: boolean) => update({ ascending: next ? 'true' : null, page: null }),
  };
}
