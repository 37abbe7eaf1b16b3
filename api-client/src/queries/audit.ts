import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AuditAction, type AuditQuery } from '@benchlink/contracts/audit';
import { toListQueryParams, type ListQueryInput } from '@benchlink/contracts/list-query';
import { api, unwrap } from '@benchlink/api-client/core';
import { resourceKeys } from './resource-keys';

/** The admin's audit trail, a page at a time. */
export const auditKeys = resourceKeys('audit');

/** What the trail is narrowed to: one action, a company (a part of its name), a time span (`before` exclusive). */
export type AuditFilters = { action?: AuditAction; company?: string; from?: string; before?: string };

/** One page of the trail: which page (zero-based), how many events on it, and the filters. */
export type AuditPage = Pick<ListQueryInput<AuditQuery['sort']>, 'offset' | 'pageSize'> & AuditFilters;

/** The audit trail, newest first (GET /api/admin/audit); the previous page stays shown while the next loads. */
export const auditQueryOptions = ({ action, company, from, before, ...page }: AuditPage) =>
  queryOptions({
    queryKey: auditKeys.list({ ...page, action, company, from, before }),
    queryFn: () =>
      unwrap(
        api.admin.audit.$get({
          query: {
            ...toListQueryParams(page),
            ...(action ? { action } : {}),
            ...(company ? { company } : {}),
            ...(from ? { from } : {}),
            ...(before ? { before } : {}),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
