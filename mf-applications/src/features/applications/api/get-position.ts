import { api, positionKeys, unwrap } from '@benchlink/api-client';
import { queryOptions } from '@tanstack/react-query';

/** One position with its project, role and seniority (GET /api/positions/{id}). */
export const getPosition = (id: number) => unwrap(api.positions[':id'].$get({ param: { id: String(id) } }));

export const positionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: positionKeys.detail(id),
    queryFn: () => getPosition(id),
  });
