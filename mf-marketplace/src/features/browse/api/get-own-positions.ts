import { api, positionKeys, unwrap } from '@benchlink/api-client';
import { queryOptions } from '@tanstack/react-query';

/** The caller's own positions, short: the choices that pre-fill the talent filters. */
export const ownPositionsPartialQueryOptions = () =>
  queryOptions({
    queryKey: positionKeys.list({ scope: 'mine', partial: true }),
    queryFn: () => unwrap(api.companies.positions.partial.$get()),
  });

/** One position with its skills and work modes. */
export const positionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: positionKeys.detail(id),
    queryFn: () => unwrap(api.positions[':id'].$get({ param: { id: String(id) } })),
  });
