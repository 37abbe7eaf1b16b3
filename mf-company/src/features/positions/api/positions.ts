import { api, positionKeys, projectKeys, unwrap } from '@benchlink/api-client';
import type { PositionData, PositionUpdateData } from '@benchlink/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const getProjectPositions = (projectId: number) =>
  unwrap(api.projects[':id'].positions.$get({ param: { id: String(projectId) } }));

/** A project's positions as the caller may see them (GET /api/projects/{id}/positions). */
export const projectPositionsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: positionKeys.list({ projectId }),
    queryFn: () => getProjectPositions(projectId),
  });

export const getPosition = (id: number) => unwrap(api.positions[':id'].$get({ param: { id: String(id) } }));

/** One position (GET /api/positions/{id}). */
export const positionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: positionKeys.detail(id),
    queryFn: () => getPosition(id),
  });

export const createPosition = (data: PositionData) => unwrap(api.positions.$post({ json: data }));

export const updatePosition = (id: number, data: PositionUpdateData) =>
  unwrap(api.positions[':id'].$put({ param: { id: String(id) }, json: data }));

export const deletePosition = (id: number) => unwrap(api.positions[':id'].$delete({ param: { id: String(id) } }));

export type PositionStatusChange = { id: number; statusId: number; customCloseReason?: string };

export const changePositionStatus = ({ id, statusId, customCloseReason }: PositionStatusChange) =>
  unwrap(
    api.positions[':id'].status.$put({
      param: { id: String(id) },
      query: { statusId: String(statusId), ...(customCloseReason ? { customCloseReason } : {}) },
    }),
  );

/** A position change can change its project's state (open positions), so both resources are refreshed. */
function useInvalidatePositionsAndProjects() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: positionKeys.all }),
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    ]);
}

/** Creates a position (it starts Opened), or saves the whole position when `id` is given. */
export function useSavePosition() {
  const invalidate = useInvalidatePositionsAndProjects();
  return useMutation({
    mutationFn: (input: { id: number; data: PositionUpdateData } | { id?: undefined; data: PositionData }) =>
      input.id === undefined ? createPosition(input.data) : updatePosition(input.id, input.data as PositionUpdateData),
    onSuccess: invalidate,
  });
}

export function useDeletePosition() {
  const invalidate = useInvalidatePositionsAndProjects();
  return useMutation({ mutationFn: deletePosition, onSuccess: invalidate });
}

export function useChangePositionStatus() {
  const invalidate = useInvalidatePositionsAndProjects();
  return useMutation({ mutationFn: changePositionStatus, onSuccess: invalidate });
}
