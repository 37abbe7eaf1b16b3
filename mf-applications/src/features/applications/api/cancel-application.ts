import { api, applicationKeys, positionKeys, unwrap } from '@benchlink/api-client';
import type { ApplicationListItem } from '@benchlink/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sentApplicationsQueryOptions } from './get-sent-applications';

/** Withdraws one of the caller's undecided applications (PUT /api/companies/applications/cancel/{id}). */
export const cancelApplication = (id: number) =>
  unwrap(api.companies.applications.cancel[':id'].$put({ param: { id: String(id) } }));

/**
 * Cancels an application: it leaves the sent list at once (the API no longer lists withdrawn ones), then every
 * application list and the positions, whose cards count the caller's applications, are re-read.
 */
export function useCancelApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelApplication,
    onSuccess: async (application) => {
      queryClient.setQueryData<ApplicationListItem[]>(sentApplicationsQueryOptions().queryKey, (items) =>
        items?.filter((item) => item.id !== application.id),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: positionKeys.all }),
      ]);
    },
  });
}
