import { api, companyKeys, unwrap } from '@benchlink/api-client';
import type { Company, Paged } from '@benchlink/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nonApprovedListsKey } from './get-non-approved-companies';

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
 * Approves a company; it drops out of the pending list at once, and its cached profile shows the new status.
 * The lists are then re-read, which also moves the next pending company up into the page.
 */
export function useApproveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCompany,
    onSuccess: async (company) => {
      queryClient.setQueriesData<Paged<Company>>({ queryKey: nonApprovedListsKey }, (page) => page && withoutCompany(page, company.id));
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      await queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
    },
  });
}
