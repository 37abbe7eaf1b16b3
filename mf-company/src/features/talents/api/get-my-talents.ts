import { api, talentKeys, unwrap } from '@benchlink/api-client';
import { TALENT_PAGE_SIZE, toListQueryParams, type ListQueryInput, type MyTalentsQuery } from '@benchlink/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type MyTalentsParams = ListQueryInput<MyTalentsQuery['sort']>;

/** One page of the own bench (GET /api/companies/my-talents). */
export const getMyTalents = (params: MyTalentsParams) =>
  unwrap(api.companies['my-talents'].$get({ query: toListQueryParams(params) }));

/**
 * A page of the own bench; `offset` is the page number minus 1.
 * @example useQuery(myTalentsQueryOptions({ offset: 0, pageSize: TALENT_PAGE_SIZE }))
 */
export const myTalentsQueryOptions = (params: MyTalentsParams = { offset: 0, pageSize: TALENT_PAGE_SIZE }) =>
  queryOptions({
    queryKey: talentKeys.list({ scope: 'mine', ...params }),
    queryFn: () => getMyTalents(params),
    // Paging keeps the current cards on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
