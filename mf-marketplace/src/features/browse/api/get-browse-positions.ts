import { api, positionKeys, unwrap } from '@benchlink/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { toPositionsQuery, type PositionFilters } from '../utils/browse-search-params';

/** One page of other companies' open positions; the previous page stays on screen while the next loads. */
export const browsePositionsQueryOptions = (filters: PositionFilters) => {
  const query = toPositionsQuery(filters);
  return queryOptions({
    queryKey: positionKeys.list({ scope: 'browse', ...query }),
    queryFn: () => unwrap(api.positions.$get({ query })),
    placeholderData: keepPreviousData,
  });
};
