import { api, talentKeys, unwrap } from '@benchlink/api-client';
import type { Talent, TalentData } from '@benchlink/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type SaveTalentInput = { id?: number; data: TalentData };

/** POST /api/companies/talents for a new talent, PUT /api/companies/talents/{id} for an edit. */
export const saveTalent = ({ id, data }: SaveTalentInput): Promise<Talent> =>
  id === undefined
    ? unwrap(api.companies.talents.$post({ json: data }))
    : unwrap(api.companies.talents[':id'].$put({ param: { id: String(id) }, json: data }));

/** Adds or edits a talent; every talent list (own bench, browse, partial) is refreshed. */
export function useSaveTalent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTalent,
    onSuccess: async (talent) => {
      queryClient.setQueryData(talentKeys.detail(talent.id), talent);
      await queryClient.invalidateQueries({ queryKey: talentKeys.lists() });
    },
  });
}
