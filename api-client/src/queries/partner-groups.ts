import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PartnerGroupData } from '@benchlink/contracts/partner-groups';
import { api, unwrap } from '@benchlink/api-client/core';
import { defineMutation, withConfig, type MutationConfigOf } from './mutation-config';
import { projectKeys } from './projects';
import { resourceKeys } from './resource-keys';

/** Partner groups of the caller's company. */
export const partnerGroupKeys = resourceKeys('partner-groups');

/**
 * The caller's partner groups with their companies (GET /api/companies/partners): the groups page, the project form's
 * and the bench-visibility dialog's choices.
 */
export const partnerGroupsQueryOptions = () =>
  queryOptions({
    queryKey: partnerGroupKeys.lists(),
    queryFn: () => unwrap(api.companies.partners.$get()),
  });

export type SavePartnerGroupInput = { id?: number; data: PartnerGroupData };

/** POST /api/companies/partners for a new group, PUT /api/companies/partners/{id} for the whole group. */
export const savePartnerGroup = ({ id, data }: SavePartnerGroupInput) =>
  id === undefined
    ? unwrap(api.companies.partners.$post({ json: data }))
    : unwrap(api.companies.partners[':id'].$put({ param: { id: String(id) }, json: data }));

/** Saving a group refreshes every group list. */
export const savePartnerGroupMutation = (queryClient: QueryClient) =>
  defineMutation({
    mutationFn: savePartnerGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerGroupKeys.all }),
  });

/** Creates a group, or saves the whole group when `id` is given. */
export function useSavePartnerGroup(config: MutationConfigOf<typeof savePartnerGroup> = {}) {
  return useMutation(withConfig(savePartnerGroupMutation(useQueryClient()), config));
}

export const deletePartnerGroup = (id: number) =>
  unwrap(api.companies.partners.$delete({ query: { partnerGroupId: String(id) } }));

/** A deleted group leaves every project, and a private project left without groups turns inactive: both are re-read. */
export const deletePartnerGroupMutation = (queryClient: QueryClient) =>
  defineMutation({
    mutationFn: deletePartnerGroup,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerGroupKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      ]),
  });

/** Deletes a group: it leaves every project, and a private project left without groups turns inactive. */
export function useDeletePartnerGroup(config: MutationConfigOf<typeof deletePartnerGroup> = {}) {
  return useMutation(withConfig(deletePartnerGroupMutation(useQueryClient()), config));
}
