import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AuditQuery } from '@benchlink/contracts/audit';
import { toListQueryParams, type ListQueryInput } from '@benchlink/contracts/list-query';
import { api, unwrap } from '@benchlink/api-client/core';
import { resourceKeys } from './resource-keys';

/** The admin's audit trail, a page at a time. */
export const auditKeys = resourceKeys('audit');

/** One page of the trail: which page (zero-based) and how many events on it. */
export type AuditPage = Pick<ListQueryInput<AuditQuery['sort']>, 'offset' | 'pageSize'>;

/** The audit trail, newest first (GET /api/admin/audit); the previous page stays shown while the next loads. */
export const auditQueryOptions = (page: AuditPage) =>
  queryOptions({
    queryKey: auditKeys.list(page),
    queryFn: () => unwrap(api.admin.audit.$get({ query: toListQueryParams(page) })),
    placeholderData: keepPreviousData,
  });
