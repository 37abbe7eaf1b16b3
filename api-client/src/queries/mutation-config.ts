import type { MutationFunction, UseMutationOptions } from '@tanstack/react-query';

/**
 * What a component adds to a mutation hook: its own side effects (a snackbar, navigation, closing a dialog) and
 * options such as `meta`. The hook keeps `mutationFn` and the cache updates; the caller's `onSuccess` runs after them,
 * so a page it navigates to reads fresh data.
 * @example const save = useSaveProject({ onSuccess: (project) => navigate(`/company/projects/${project.id}`) });
 */
export type MutationConfig<TData, TVariables, TOnMutateResult = unknown> = Omit<
  UseMutationOptions<TData, Error, TVariables, TOnMutateResult>,
  'mutationFn'
>;

/** The `MutationConfig` of a mutation that runs `Fn` (no argument: `mutate()` takes none). */
export type MutationConfigOf<Fn extends (variables: never) => Promise<unknown>> = MutationConfig<
  Awaited<ReturnType<Fn>>,
  Parameters<Fn> extends [] ? void : Parameters<Fn>[0]
>;

/**
 * What a resource's module defines for one mutation: the call, and the cache update that follows its success. Built
 * for a query client (`saveProjectMutation(queryClient)`), so a test runs it on a fresh client without React.
 */
export type MutationDefinition<TData, TVariables> = {
  mutationFn: MutationFunction<TData, TVariables>;
  onSuccess?: (data: TData, variables: TVariables) => Promise<unknown> | unknown;
};

/** Types a mutation definition from its call: `onSuccess` gets the call's result and variables. */
export const defineMutation = <TData, TVariables>(definition: MutationDefinition<TData, TVariables>) => definition;

/**
 * A mutation hook's options: its own `mutationFn` and cache update (`onSuccess`), then the caller's config, whose
 * `onSuccess` runs once the cache update has finished.
 * @example return useMutation(withConfig(deleteFilterMutation(useQueryClient()), config));
 */
export function withConfig<TData, TVariables, TOnMutateResult = unknown>(
  own: MutationDefinition<TData, TVariables>,
  { onSuccess, ...config }: MutationConfig<TData, TVariables, TOnMutateResult> = {},
): UseMutationOptions<TData, Error, TVariables, TOnMutateResult> {
  return {
    ...config,
    mutationFn: own.mutationFn,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await own.onSuccess?.(data, variables);
      await onSuccess?.(data, variables, onMutateResult, context);
    },
  };
}
