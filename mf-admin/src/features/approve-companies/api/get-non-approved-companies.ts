import { api, companyKeys, unwrap } from '@benchlink/api-client';
import { type ListQueryInput, type NonApprovedListQuery, toListQueryParams } from '@benchlink/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** One page of the pending list: which page (zero-based) and how many companies on it. */
export type NonApprovedPage = Pick<ListQueryInput<NonApprovedListQuery['sort']>, 'offset' | 'pageSize'>;

/** Companies waiting for the admin's approval, a page at a time (GET /api/admin/get-non-approved). */
export const getNonApprovedCompanies = (page: NonApprovedPage) =>
  unwrap(api.admin['get-non-approved'].$get({ query: toListQueryParams(page) }));

/** The key holds the page sent, so each page is its own cache entry; the previous page stays shown while the next loads. */
export const nonApprovedCompaniesQueryOptions = (page: NonApprovedPage) =>
  queryOptions({
    queryKey: companyKeys.list({ scope: 'non-approved', ...page }),
    queryFn: () => getNonApprovedCompanies(page),
    placeholderData: keepPreviousData,
  });

/** Every page of the pending list, for updating them all at once. */
export const nonApprovedListsKey = companyKeys.list({ scope: 'non-approved' });
