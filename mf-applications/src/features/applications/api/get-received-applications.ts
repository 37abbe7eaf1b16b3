import { api, applicationKeys, unwrap } from '@benchlink/api-client';
import { queryOptions } from '@tanstack/react-query';

/** The applications to one of the caller's positions, blind until accepted (GET /api/companies/applications?positionId). */
export const getReceivedApplications = (positionId: number) =>
  unwrap(api.companies.applications.$get({ query: { positionId: String(positionId) } }));

export const receivedApplicationsQueryOptions = (positionId: number) =>
  queryOptions({
    queryKey: applicationKeys.list({ scope: 'received', positionId }),
    queryFn: () => getReceivedApplications(positionId),
  });
