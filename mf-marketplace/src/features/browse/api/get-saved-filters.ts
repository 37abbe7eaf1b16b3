import { api, filterKeys, unwrap } from '@benchlink/api-client';
import { queryOptions } from '@tanstack/react-query';

/** The caller's saved filters ('Default' first): each one applies its skills to the browse filters. */
export const savedFiltersQueryOptions = () =>
  queryOptions({
    queryKey: filterKeys.list({}),
    queryFn: () => unwrap(api.companies.filters.$get()),
  });
