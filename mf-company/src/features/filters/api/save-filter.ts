import { api, filterKeys, unwrap } from '@benchlink/api-client';
import type { Filter, FilterData, FilterUpdateInput } from '@benchlink/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filtersQueryOptions } from './get-filters';

export const createFilter = (data: FilterData) => unwrap(api.companies.filters.$post({ json: data }));

/** PUT /api/companies/filters/{id} with what changes; `{ isEnabled }` alone toggles the e-mail alerts. */
export const updateFilter = ({ id, changes }: { id: number; changes: FilterUpdateInput }) =>
  unwrap(api.companies.filters[':id'].$put({ param: { id: String(id) }, json: changes }));

export const deleteFilter = (id: number) => unwrap(api.companies.filters[':id'].$delete({ param: { id: String(id) } }));

function useInvalidateFilters() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: filterKeys.lists() });
}

export function useCreateFilter() {
  const invalidate = useInvalidateFilters();
  return useMutation({ mutationFn: createFilter, onSuccess: invalidate });
}

export function useUpdateFilter() {
  const invalidate = useInvalidateFilters();
  return useMutation({ mutationFn: updateFilter, onSuccess: invalidate });
}

export function useDeleteFilter() {
  const invalidate = useInvalidateFilters();
  return useMutation({ mutationFn: deleteFilter, onSuccess: invalidate });
}

/**
 * Turns a filter's e-mail alerts on or off (`{ isEnabled }` alone). The switch flips at once and flips back if the
 * call fails.
 */
export function useToggleFilterAlerts() {
  const queryClient = useQueryClient();
  const { queryKey } = filtersQueryOptions();
  return useMutation({
    mutationFn: ({ id, isEnabled }: { id: number; isEnabled: boolean }) => updateFilter({ id, changes: { isEnabled } }),
    onMutate: async ({ id, isEnabled }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Filter[]>(queryKey);
      queryClient.setQueryData<Filter[]>(queryKey, (filters) => filters?.map((filter) => (filter.id === id ? { ...filter, isEnabled } : filter)));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: filterKeys.lists() }),
  });
}
