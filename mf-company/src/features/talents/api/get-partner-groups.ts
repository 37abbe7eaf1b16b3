import { api, partnerGroupKeys, unwrap } from '@benchlink/api-client';
import { queryOptions } from '@tanstack/react-query';

/** The own partner groups (GET /api/companies/partners), the choices of the visibility dialog. */
export const partnerGroupsQueryOptions = () =>
  queryOptions({
    queryKey: partnerGroupKeys.lists(),
    queryFn: () => unwrap(api.companies.partners.$get()),
  });
