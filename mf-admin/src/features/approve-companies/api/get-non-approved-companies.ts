import { api, companyKeys, unwrap } from '@benchlink/api/client';
import { queryOptions } from '@tanstack/react-query';

/** Companies waiting for the admin's approval (GET /api/admin/get-non-approved). */
export const getNonApprovedCompanies = () => unwrap(api.api.admin['get-non-approved'].$get());

export const nonApprovedCompaniesQueryOptions = queryOptions({
  queryKey: companyKeys.nonApproved(),
  queryFn: getNonApprovedCompanies,
});
