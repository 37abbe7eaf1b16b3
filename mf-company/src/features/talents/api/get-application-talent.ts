import { api, applicationKeys, unwrap } from '@benchlink/api-client';
import { queryOptions } from '@tanstack/react-query';

/**
 * The talent an application was sent with (GET /api/companies/applications/{id}/talent): blind to the position's
 * company until it accepts. Kept under the application's key, so a decision refreshes it.
 */
export const applicationTalentQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: [...applicationKeys.detail(applicationId), 'talent'] as const,
    queryFn: () => unwrap(api.companies.applications[':id'].talent.$get({ param: { id: String(applicationId) } })),
  });
