import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type Paged } from '@benchlink/contracts/common';
import { type Company, type NonApprovedListQuery } from '@benchlink/contracts/companies';
import { toListQueryParams, type ListQueryInput } from '@benchlink/contracts/list-query';
import { api, unwrap } from '@benchlink/api-client/core';
import { companyKeys } from './companies';
import { defineMutation, withConfig, type MutationConfigOf } from './mutation-config';

/** One page of the pending list: which page (zero-based) and how many companies on it. */
export type NonApprovedPage = Pick<ListQueryInput<NonApprovedListQuery['sort']>, 'offset' | 'pageSize'>;

/**
 * Companies waiting for the admin's approval, a page at a time (GET /api/admin/get-non-approved). The key holds the
 * page sent, so each page is its own cache entry; the previous page stays shown while the next loads.
 */
export const nonApprovedCompaniesQueryOptions = (page: NonApprovedPage) =>
  queryOptions({
    queryKey: companyKeys.list({ scope: 'non-approved', ...page }),
    queryFn: () => unwrap(api.admin['get-non-approved'].$get({ query: toListQueryParams(page) })),
    placeholderData: keepPreviousData,
  });

/** Approves a company (POST /api/admin/approve/{id}). */
export const approveCompany = (id: number) => unwrap(api.admin.approve[':id'].$post({ param: { id: String(id) } }));

/** A pending-list page without the approved company, counted down; the re-read that follows fixes the page count. */
function withoutCompany(page: Paged<Company>, id: number): Paged<Company> {
  if (!page.content.some((item) => item.id === id)) return page;
  const totalElements = Math.max(0, page.totalElements - 1);
  return {
    content: page.content.filter((item) => item.id !== id),
    totalElements,
    totalPages: totalElements === 0 ? 0 : page.totalPages,
  };
}

/**
 * A decided company (approved or refused) drops out of every page of the pending list at once, and its cached profile
 * shows the decision. The lists are then re-read, which also moves the next pending company up into the page and
 * puts the company in the decision history.
 */
async function showDecision(queryClient: QueryClient, company: Company) {
  // A partial key: it matches every page of the pending list, whatever its offset and page size.
  queryClient.setQueriesData<Paged<Company>>(
    { queryKey: companyKeys.list({ scope: 'non-approved' }) },
    (page) => page && withoutCompany(page, company.id),
  );
  queryClient.setQueryData(companyKeys.detail(company.id), company);
  await queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
}

export const approveCompanyMutation = (queryClient: QueryClient) =>
  defineMutation({ mutationFn: approveCompany, onSuccess: (company) => showDecision(queryClient, company) });

/** Approves a company (the admin's pending list). */
export function useApproveCompany(config: MutationConfigOf<typeof approveCompany> = {}) {
  return useMutation(withConfig(approveCompanyMutation(useQueryClient()), config));
}

/** Refuses a company with a reason (POST /api/admin/refuse/{id}). */
export const refuseCompany = ({ id, reason }: { id: number; reason: string }) =>
  unwrap(api.admin.refuse[':id'].$post({ param: { id: String(id) }, json: { reason } }));

export const refuseCompanyMutation = (queryClient: QueryClient) =>
  defineMutation({ mutationFn: refuseCompany, onSuccess: (company) => showDecision(queryClient, company) });

export function useRefuseCompany(config: MutationConfigOf<typeof refuseCompany> = {}) {
  return useMutation(withConfig(refuseCompanyMutation(useQueryClient()), config));
}

/** Approved and refused companies, latest decision first (GET /api/admin/decided-companies). */
export const decidedCompaniesQueryOptions = (page: NonApprovedPage) =>
  queryOptions({
    queryKey: companyKeys.list({ scope: 'decided', ...page }),
    queryFn: () => unwrap(api.admin['decided-companies'].$get({ query: toListQueryParams(page) })),
    placeholderData: keepPreviousData,
  });
