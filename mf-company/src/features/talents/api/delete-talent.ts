import { api, talentKeys, unwrap } from '@benchlink/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const deleteTalent = (id: number) => unwrap(api.companies.talents[':id'].$delete({ param: { id: String(id) } }));

/** Deletes a talent of the own bench and refreshes every talent list. */
export function useDeleteTalent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTalent,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: talentKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: talentKeys.lists() });
    },
  });
}
