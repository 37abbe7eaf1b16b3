import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Filter, FilterData, FilterUpdateInput } from '@benchlink/contracts/filters';
import { api, unwrap } from '@benchlink/api-client/core';
import { defineMutation, withConfig, type MutationConfig, type MutationConfigOf } from './mutation-config';
import { resourceKeys } from './resource-keys';

/** Saved filters of the caller's company. */
export const filterKeys = resourceKeys('filters');

/**
 * The caller's saved filters, 'Default' first (GET /api/companies/filters): the filters page lists them, and browsing
 * applies one's skills to its filters.
 */
export const filtersQueryOptions = () =>
  queryOptions({
    queryKey: filterKeys.list({}),
    queryFn: () => unwrap(api.companies.filters.$get()),
  });

export const createFilter = (data: FilterData) => unwrap(api.companies.filters.$post({ json: data }));

/** PUT /api/companies/filters/{id} with what changes; `{ isEnabled }` alone toggles the e-mail alerts. */
export const updateFilter = ({ id, changes }: { id: number; changes: FilterUpdateInput }) =>
  unwrap(api.companies.filters[':id'].$put({ param: { id: String(id) }, json: changes }));

export const deleteFilter = (id: number) => unwrap(api.companies.filters[':id'].$delete({ param: { id: String(id) } }));

const invalidateFilters = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: filterKeys.lists() });

export const createFilterMutation = (queryClient: QueryClient) =>
  defineMutation({ mutationFn: createFilter, onSuccess: () => invalidateFilters(queryClient) });

export function useCreateFilter(config: MutationConfigOf<typeof createFilter> = {}) {
  return useMutation(withConfig(createFilterMutation(useQueryClient()), config));
}

export const updateFilterMutation = (queryClient: QueryClient) =>
  defineMutation({ mutationFn: updateFilter, onSuccess: () => invalidateFilters(queryClient) });

export function useUpdateFilter(config: MutationConfigOf<typeof updateFilter> = {}) {
  return useMutation(withConfig(updateFilterMutation(useQueryClient()), config));
}

export const deleteFilterMutation = (queryClient: QueryClient) =>
  defineMutation({ mutationFn: deleteFilter, onSuccess: () => invalidateFilters(queryClient) });

export function useDeleteFilter(config: MutationConfigOf<typeof deleteFilter> = {}) {
  return useMutation(withConfig(deleteFilterMutation(useQueryClient()), config));
}

/** The filters as they were before an optimistic toggle, to put back if the call fails. */
type ToggleContext = { previous: Filter[] | undefined };

const toggleAlerts = ({ id, isEnabled }: { id: number; isEnabled: boolean }) =>
  updateFilter({ id, changes: { isEnabled } });

/**
 * Turns a filter's e-mail alerts on or off (`{ isEnabled }` alone). The switch flips at once and flips back if the
 * call fails; the caller's `onError` runs after that.
 */
export function useToggleFilterAlerts({
  onError,
  onSettled,
  ...config
}: Omit<
  MutationConfig<Awaited<ReturnType<typeof toggleAlerts>>, Parameters<typeof toggleAlerts>[0], ToggleContext>,
  'onMutate'
> = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = filtersQueryOptions();
  return useMutation(
    withConfig<Awaited<ReturnType<typeof toggleAlerts>>, Parameters<typeof toggleAlerts>[0], ToggleContext>(
      { mutationFn: toggleAlerts },
      {
        ...config,
        onMutate: async ({ id, isEnabled }) => {
          await queryClient.cancelQueries({ queryKey });
          const previous = queryClient.getQueryData<Filter[]>(queryKey);
          queryClient.setQueryData<Filter[]>(queryKey, (filters) =>
            filters?.map((filter) => (filter.id === id ? { ...filter, isEnabled } : filter)),
          );
          return { previous };
        },
        onError: async (error, variables, context, mutationContext) => {
          if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
          await onError?.(error, variables, context, mutationContext);
        },
        onSettled: async (...args) => {
          await invalidateFilters(queryClient);
          await onSettled?.(...args);
        },
      },
    ),
  );
}
