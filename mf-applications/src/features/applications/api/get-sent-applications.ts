import { api, applicationKeys, unwrap } from '@benchlink/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Every application the caller has sent and not withdrawn (GET /api/companies/my-applications). */
export const getSentApplications = () => unwrap(api.companies['my-applications'].$get());

/** One cache entry for all sent applications: each position's dialog filters it, so reopening one costs no request. */
export const sentApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.list({ scope: 'sent' }),
    queryFn: getSentApplications,
  });
