import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the query string: `filters` is read from the URL, `update` merges a change into it. A change of
 * filter or sort goes back to page 1 unless it names a page itself.
 */
export function useBrowseFilters<F extends { page: number }>(
  read: (params: URLSearchParams) => F,
  write: (filters: F) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => read(searchParams), [read, searchParams]);
  const update = useCallback(
    (patch: Partial<F>, options: { replace?: boolean } = {}) =>
      setSearchParams((current) => write({ ...read(current), page: 1, ...patch }), {
        replace: options.replace ?? false,
      }),
    [read, write, setSearchParams],
  );
  const replaceAll = useCallback((next: F) => setSearchParams(write(next)), [write, setSearchParams]);
  return { filters, update, replaceAll };
}
