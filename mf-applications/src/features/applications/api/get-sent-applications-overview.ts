import { api, applicationKeys, unwrap } from '@benchlink/api-client';
import { queryOptions } from '@tanstack/react-query';

/** The caller's sent applications grouped per position (GET /api/companies/my-applications/overall). */
export const getSentApplicationsOverview = () => unwrap(api.companies['my-applications'].overall.$get());

export const sentApplicationsOverviewQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.list({ scope: 'sent-overview' }),
    queryFn: getSentApplicationsOverview,
  });
