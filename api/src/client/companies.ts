import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import { companyKeys } from './query-keys';

/**
 * One company: the caller's own (with e-mail verification and approval) or another company's public profile.
 * @example const { data } = useQuery(companyQueryOptions(companyId));
 */
export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: () => unwrap(api.api.companies[':id{[0-9]+}'].$get({ param: { id: String(id) } })),
  });
