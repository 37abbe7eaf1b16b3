import { api, talentKeys, unwrap } from '@benchlink/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { toTalentsQuery, type TalentFilters } from '../utils/browse-search-params';

/** One page of the talents other companies share with the caller. */
export const browseTalentsQueryOptions = (filters: TalentFilters) => {
  const query = toTalentsQuery(filters);
  return queryOptions({
    queryKey: talentKeys.list({ scope: 'browse', ...query }),
    queryFn: () => unwrap(api.companies.talents.$get({ query })),
    placeholderData: keepPreviousData,
  });
};
