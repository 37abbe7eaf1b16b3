import { api, companyKeys, unwrap } from '@benchlink/api/client';
import type { Company } from '@benchlink/api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Approves a company (POST /api/admin/approve/{id}). */
export const approveCompany = (id: number) => unwrap(api.api.admin.approve[':id'].$post({ param: { id: String(id) } }));

/** Approves a company; it drops out of the pending list at once, and its cached profile shows the new status. */
export function useApproveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCompany,
    onSuccess: async (company) => {
      queryClient.setQueryData<Company[]>(companyKeys.nonApproved(), (current) => current?.filter((item) => item.id !== company.id));
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      await queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
    },
  });
}
