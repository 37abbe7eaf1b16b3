import { api, filterKeys, unwrap } from '@benchlink/api-client';
import { queryOptions } from '@tanstack/react-query';

/** The own saved filters (GET /api/companies/filters). */
export const getFilters = () => unwrap(api.companies.filters.$get());

export const filtersQueryOptions = () =>
  queryOptions({
    queryKey: filterKeys.list({}),
    queryFn: getFilters,
  });
