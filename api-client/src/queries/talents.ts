import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { TALENT_PAGE_SIZE, toListQueryParams, type ListQueryInput } from '@benchlink/contracts/list-query';
import {
  type MyTalentsQuery,
  type Talent,
  type TalentData,
  type TalentPublicityInput,
} from '@benchlink/contracts/talents';
import { api, unwrap } from '@benchlink/api-client/core';
import { sendFormWithProgress, type UploadProgress } from '../upload';
import { defineMutation, withConfig, type MutationConfigOf } from './mutation-config';
import { resourceKeys } from './resource-keys';

const talentResource = resourceKeys('talents');

/** Talents: the caller's bench, browse lists, partial list, single talents, and the bench's sharing (`publicity()`). */
export const talentKeys = { ...talentResource, publicity: () => [...talentResource.all, 'publicity'] as const };

export type MyTalentsParams = ListQueryInput<MyTalentsQuery['sort']>;

/**
 * A page of the own bench (GET /api/companies/my-talents); `offset` is the page number minus 1. Paging keeps the
 * current cards on screen until the next page arrives.
 * @example useQuery(myTalentsQueryOptions({ offset: 0, pageSize: TALENT_PAGE_SIZE }))
 */
export const myTalentsQueryOptions = (params: MyTalentsParams = { offset: 0, pageSize: TALENT_PAGE_SIZE }) =>
  queryOptions({
    queryKey: talentKeys.list({ scope: 'mine', ...params }),
    queryFn: () => unwrap(api.companies['my-talents'].$get({ query: toListQueryParams(params) })),
    placeholderData: keepPreviousData,
  });

/**
 * The caller's talents, short (id, reference, role, seniority, whether a CV is stored): the talent choices of pickers.
 * For one position, best fit first with each one's `match` (the apply dialog).
 * @example const { data: talents = [] } = useQuery(myTalentsPartialQueryOptions(position.id));
 */
export const myTalentsPartialQueryOptions = (positionId?: number) =>
  queryOptions({
    queryKey: talentKeys.list({ scope: 'mine', partial: true, positionId }),
    queryFn: () =>
      unwrap(
        api.companies['my-talents'].partial.$get({
          query: positionId === undefined ? {} : { positionId: String(positionId) },
        }),
      ),
  });

/**
 * Confirms that one of the caller's talents is still available (other companies see it as fresh for 14 days);
 * the talent is put in the cache as answered and the lists re-read.
 */
export const confirmAvailabilityMutation = (queryClient: QueryClient) =>
  defineMutation({
    mutationFn: (id: number) =>
      unwrap(api.companies.talents[':id']['confirm-availability'].$post({ param: { id: String(id) } })),
    onSuccess: async (talent) => {
      queryClient.setQueryData(talentKeys.detail(talent.id), talent);
      await queryClient.invalidateQueries({ queryKey: talentKeys.lists() });
    },
  });

/** Stores a CV for one of the caller's talents (multipart `file`); the talent is re-read everywhere. */
export const uploadTalentCvMutation = (queryClient: QueryClient) =>
  defineMutation({
    mutationFn: async ({ id, file, onProgress }: { id: number; file: File; onProgress?: UploadProgress }) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return (await sendFormWithProgress(talentCvUrl(id), form, onProgress, 'PUT')) as Talent;
    },
    onSuccess: async (talent) => {
      queryClient.setQueryData(talentKeys.detail(talent.id), talent);
      await queryClient.invalidateQueries({ queryKey: talentKeys.all });
    },
  });

/** Removes the stored CV of one of the caller's talents. */
export const deleteTalentCvMutation = (queryClient: QueryClient) =>
  defineMutation({
    mutationFn: async (id: number) => {
      await unwrap(api.companies.talents[':id'].cv.$delete({ param: { id: String(id) } }));
      return id;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: talentKeys.all });
    },
  });

/** Where the browser downloads a talent's stored CV (same-origin, with the session cookie). */
export const talentCvUrl = (id: number) => `/api/companies/talents/${id}/cv`;

/** Confirms a talent's availability with the token of a reminder link; works without a session. */
export const confirmAvailabilityByToken = (token: string) =>
  unwrap(api.talents['availability-confirmations'].$post({ json: { token } }));

/** One talent as the caller may read it (GET /api/companies/talents/{id}). */
export const talentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: talentKeys.detail(id),
    queryFn: () => unwrap(api.companies.talents[':id'].$get({ param: { id: String(id) } })),
  });

/** The query string of GET /api/companies/talents: page, sort and filters, as the API reads them. */
export type BrowseTalentsQuery = InferRequestType<typeof api.companies.talents.$get>['query'];

/** One page of the talents other companies share with the caller; the previous page stays on screen while the next loads. */
export const browseTalentsQueryOptions = (query: BrowseTalentsQuery) =>
  queryOptions({
    queryKey: talentKeys.list({ scope: 'browse', ...query }),
    queryFn: () => unwrap(api.companies.talents.$get({ query })),
    placeholderData: keepPreviousData,
  });

/** How the own bench is shared: publicly, or with chosen partner groups. */
export const talentPublicityQueryOptions = () =>
  queryOptions({
    queryKey: talentKeys.publicity(),
    queryFn: () => unwrap(api.companies['my-talents'].publicity.$get()),
  });

export type SaveTalentInput = { id?: number; data: TalentData };

/** POST /api/companies/talents for a new talent, PUT /api/companies/talents/{id} for an edit. */
export const saveTalent = ({ id, data }: SaveTalentInput): Promise<Talent> =>
  id === undefined
    ? unwrap(api.companies.talents.$post({ json: data }))
    : unwrap(api.companies.talents[':id'].$put({ param: { id: String(id) }, json: data }));

/** A saved talent is put in the cache as the server answered it; every talent list (own bench, browse, partial) is re-read. */
export const saveTalentMutation = (queryClient: QueryClient) =>
  defineMutation({
    mutationFn: saveTalent,
    onSuccess: async (talent) => {
      queryClient.setQueryData(talentKeys.detail(talent.id), talent);
      await queryClient.invalidateQueries({ queryKey: talentKeys.lists() });
    },
  });

/** Adds or edits a talent; every talent list (own bench, browse, partial) is refreshed. */
export function useSaveTalent(config: MutationConfigOf<typeof saveTalent> = {}) {
  return useMutation(withConfig(saveTalentMutation(useQueryClient()), config));
}

export const deleteTalent = (id: number) => unwrap(api.companies.talents[':id'].$delete({ param: { id: String(id) } }));

export const deleteTalentMutation = (queryClient: QueryClient) =>
  defineMutation({
    mutationFn: deleteTalent,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: talentKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: talentKeys.lists() });
    },
  });

/** Deletes a talent of the own bench and refreshes every talent list. */
export function useDeleteTalent(config: MutationConfigOf<typeof deleteTalent> = {}) {
  return useMutation(withConfig(deleteTalentMutation(useQueryClient()), config));
}

export const setTalentPublicity = (input: TalentPublicityInput) =>
  unwrap(api.companies['my-talents'].publicity.$put({ json: input }));

export const setTalentPublicityMutation = (queryClient: QueryClient) =>
  defineMutation({
    mutationFn: setTalentPublicity,
    onSuccess: async (publicity) => {
      queryClient.setQueryData(talentKeys.publicity(), publicity);
      await queryClient.invalidateQueries({ queryKey: talentKeys.lists() });
    },
  });

/** Saves the bench's sharing; other companies' browse lists may change with it. */
export function useSetTalentPublicity(config: MutationConfigOf<typeof setTalentPublicity> = {}) {
  return useMutation(withConfig(setTalentPublicityMutation(useQueryClient()), config));
}

/** One click on the own bench: the talent is fresh again for other companies. */
export function useConfirmAvailability(config: MutationConfigOf<(id: number) => Promise<Talent>> = {}) {
  return useMutation(withConfig(confirmAvailabilityMutation(useQueryClient()), config));
}

/** Stores a talent's CV, reporting the upload's progress through `onProgress` in the variables. */
export function useUploadTalentCv(
  config: MutationConfigOf<(input: { id: number; file: File; onProgress?: UploadProgress }) => Promise<Talent>> = {},
) {
  return useMutation(withConfig(uploadTalentCvMutation(useQueryClient()), config));
}

/** Removes a talent's stored CV. */
export function useDeleteTalentCv(config: MutationConfigOf<(id: number) => Promise<number>> = {}) {
  return useMutation(withConfig(deleteTalentCvMutation(useQueryClient()), config));
}
