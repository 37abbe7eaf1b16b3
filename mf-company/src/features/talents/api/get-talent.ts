import { api, talentKeys, unwrap } from '@benchlink/api-client';
import { queryOptions } from '@tanstack/react-query';

/** One talent as the caller may read it (GET /api/companies/talents/{id}). */
export const getTalent = (id: number) => unwrap(api.companies.talents[':id'].$get({ param: { id: String(id) } }));

export const talentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: talentKeys.detail(id),
    queryFn: () => getTalent(id),
  });
