import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import type { PositionData, PositionUpdateData } from '@benchlink/contracts/positions';
import { api, unwrap } from '@benchlink/api-client/core';
import { defineMutation, withConfig, type MutationConfigOf } from './mutation-config';
import { projectKeys } from './projects';
import { resourceKeys } from './resource-keys';

/** Positions: browse lists, a project's positions (`list({ projectId })`), the caller's partial list and single positions. */
export const positionKeys = resourceKeys('positions');

/** A project's positions as the caller may see them (GET /api/projects/{id}/positions). */
export const projectPositionsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: positionKeys.list({ projectId }),
    queryFn: () => unwrap(api.projects[':id'].positions.$get({ param: { id: String(projectId) } })),
  });

/** One position with its project, role, seniority, skills and work modes (GET /api/positions/{id}). */
export const positionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: positionKeys.detail(id),
    queryFn: () => unwrap(api.positions[':id'].$get({ param: { id: String(id) } })),
  });

/** The query string of GET /api/positions: page, sort and filters, as the API reads them. */
export type BrowsePositionsQuery = InferRequestType<typeof api.positions.$get>['query'];

/** One page of other companies' open positions; the previous page stays on screen while the next loads. */
export const browsePositionsQueryOptions = (query: BrowsePositionsQuery) =>
  queryOptions({
    queryKey: positionKeys.list({ scope: 'browse', ...query }),
    queryFn: () => unwrap(api.positions.$get({ query })),
    placeholderData: keepPreviousData,
  });

/** The caller's own positions, short: the choices that pre-fill the talent filters. */
export const ownPositionsPartialQueryOptions = () =>
  queryOptions({
    queryKey: positionKeys.list({ scope: 'mine', partial: true }),
    queryFn: () => unwrap(api.companies.positions.partial.$get()),
  });

/** A new position (`data` as created, it starts Opened) or the whole of an existing one (`id`). */
export type SavePositionInput = { id: number; data: PositionUpdateData } | { id?: undefined; data: PositionData };

/** POST /api/positions for a new position, PUT /api/positions/{id} for the whole position. */
export const savePosition = (input: SavePositionInput) =>
  input.id === undefined
    ? unwrap(api.positions.$post({ json: input.data }))
    : unwrap(api.positions[':id'].$put({ param: { id: String(input.id) }, json: input.data }));

export const deletePosition = (id: number) => unwrap(api.positions[':id'].$delete({ param: { id: String(id) } }));

export type PositionStatusChange = { id: number; statusId: number; customCloseReason?: string };

/** PUT /api/positions/{id}/status: opens or closes a position (a custom reason for "Other"). */
export const changePositionStatus = ({ id, statusId, customCloseReason }: PositionStatusChange) =>
  unwrap(
    api.positions[':id'].status.$put({
      param: { id: String(id) },
      query: { statusId: String(statusId), ...(customCloseReason ? { customCloseReason } : {}) },
    }),
  );

/** A position change can change its project's state (open positions), so both resources are refreshed. */
const invalidatePositionsAndProjects = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: positionKeys.all }),
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  ]);

export const savePositionMutation = (queryClient: QueryClient) =>
  defineMutation({ mutationFn: savePosition, onSuccess: () => invalidatePositionsAndProjects(queryClient) });

/** Creates a position (it starts Opened), or saves the whole position when `id` is given. */
export function useSavePosition(config: MutationConfigOf<typeof savePosition> = {}) {
  return useMutation(withConfig(savePositionMutation(useQueryClient()), config));
}

export const deletePositionMutation = (queryClient: QueryClient) =>
  defineMutation({ mutationFn: deletePosition, onSuccess: () => invalidatePositionsAndProjects(queryClient) });

export function useDeletePosition(config: MutationConfigOf<typeof deletePosition> = {}) {
  return useMutation(withConfig(deletePositionMutation(useQueryClient()), config));
}

export const changePositionStatusMutation = (queryClient: QueryClient) =>
  defineMutation({ mutationFn: changePositionStatus, onSuccess: () => invalidatePositionsAndProjects(queryClient) });

export function useChangePositionStatus(config: MutationConfigOf<typeof changePositionStatus> = {}) {
  return useMutation(withConfig(changePositionStatusMutation(useQueryClient()), config));
}
