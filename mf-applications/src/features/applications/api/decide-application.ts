import { api, applicationKeys, positionKeys, unwrap } from '@benchlink/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The owner's decision on an application in progress. */
export type ApplicationDecision = 'accept' | 'reject';

/** PUT /api/companies/applications/accept/{id} or /reject/{id}. */
export const decideApplication = ({ id, decision }: { id: number; decision: ApplicationDecision }) =>
  unwrap(api.companies.applications[decision][':id'].$put({ param: { id: String(id) } }));

/** Accepts or denies an application; the application lists and the positions (their counts) are re-read. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: positionKeys.all }),
      ]);
    },
  });
}
