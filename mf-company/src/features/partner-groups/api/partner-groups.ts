import { api, partnerGroupKeys, projectKeys, unwrap } from '@benchlink/api-client';
import type { PartnerGroupData } from '@benchlink/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const getPartnerGroups = () => unwrap(api.companies.partners.$get());

/** The caller's partner groups with their companies (GET /api/companies/partners). */
export const partnerGroupsQueryOptions = () =>
  queryOptions({
    queryKey: partnerGroupKeys.lists(),
    queryFn: getPartnerGroups,
  });

export const createPartnerGroup = (data: PartnerGroupData) => unwrap(api.companies.partners.$post({ json: data }));

export const updatePartnerGroup = (id: number, data: PartnerGroupData) =>
  unwrap(api.companies.partners[':id'].$put({ param: { id: String(id) }, json: data }));

export const deletePartnerGroup = (id: number) =>
  unwrap(api.companies.partners.$delete({ query: { partnerGroupId: String(id) } }));

/** Creates a group, or saves the whole group when `id` is given. */
export function useSavePartnerGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id?: number; data: PartnerGroupData }) => (id === undefined ? createPartnerGroup(data) : updatePartnerGroup(id, data)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerGroupKeys.all }),
  });
}

/** Deletes a group: it leaves every project, and a private project left without groups turns inactive. */
export function useDeletePartnerGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartnerGroup,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerGroupKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      ]),
  });
}
