import { api, talentKeys, unwrap } from '@benchlink/api-client';
import type { TalentPublicityInput } from '@benchlink/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** How the own bench is shared: publicly, or with chosen partner groups. */
export const talentPublicityQueryOptions = () =>
  queryOptions({
    queryKey: talentKeys.publicity(),
    queryFn: () => unwrap(api.companies['my-talents'].publicity.$get()),
  });

export const setTalentPublicity = (input: TalentPublicityInput) =>
  unwrap(api.companies['my-talents'].publicity.$put({ json: input }));

/** Saves the bench's sharing; other companies' browse lists may change with it. */
export function useSetTalentPublicity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTalentPublicity,
    onSuccess: async (publicity) => {
      queryClient.setQueryData(talentKeys.publicity(), publicity);
      await queryClient.invalidateQueries({ queryKey: talentKeys.lists() });
    },
  });
}
