import { api, auditKeys, unwrap } from '@benchlink/api-client';
import { type AuditQuery, type ListQueryInput, toListQueryParams } from '@benchlink/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** One page of the trail: which page (zero-based) and how many events on it. */
export type AuditPage = Pick<ListQueryInput<AuditQuery['sort']>, 'offset' | 'pageSize'>;

/** The audit trail, newest first (GET /api/admin/audit); the previous page stays shown while the next loads. */
export const auditQueryOptions = (page: AuditPage) =>
  queryOptions({
    queryKey: auditKeys.list(page),
    queryFn: () => unwrap(api.admin.audit.$get({ query: toListQueryParams(page) })),
    placeholderData: keepPreviousData,
  });
