import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Application, ApplicationListItem, ReceivedOverview } from '@benchlink/contracts/applications';
import { api, apiFetch, unwrap } from '@benchlink/api-client/core';
import { NOTIFICATIONS_POLL_MS } from './notifications';
import { sendFormWithProgress, type UploadProgress } from '../upload';
import { defineMutation, withConfig, type MutationConfigOf } from './mutation-config';
import { positionKeys } from './positions';
import { resourceKeys } from './resource-keys';

const applicationResource = resourceKeys('applications');

/**
 * Applications: sent, received and overview lists, single applications, and the talent an application was sent with
 * (`talent(id)`, under the application's detail, so refreshing the application refreshes it).
 */
export const applicationKeys = {
  ...applicationResource,
  talent: (id: number) => [...applicationResource.detail(id), 'talent'] as const,
};

/**
 * Every application the caller has sent and not withdrawn (GET /api/companies/my-applications). One cache entry for
 * all of them: each position's dialog filters it, and the apply dialog reads which talent applied where.
 */
export const sentApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.list({ scope: 'sent' }),
    queryFn: () => unwrap(api.companies['my-applications'].$get()),
  });

/** The caller's sent applications grouped per position (GET /api/companies/my-applications/overall). */
export const sentApplicationsOverviewQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.list({ scope: 'sent-overview' }),
    queryFn: () => unwrap(api.companies['my-applications'].overall.$get()),
  });

/**
 * The caller's positions that received applications, with counts (GET /api/companies/applications/overall): the
 * Received view, and the navigation's count of undecided ones. Re-read while the page is open, like the bell.
 */
export const receivedApplicationsOverviewQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.list({ scope: 'received-overview' }),
    queryFn: () => unwrap(api.companies.applications.overall.$get()),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });

/** How many received applications wait for the company's decision, over the overview's positions. */
export const waitingForDecision = (overview: ReadonlyArray<ReceivedOverview> | undefined) =>
  (overview ?? []).reduce((sum, position) => sum + position.inProgress, 0);

/** The applications to one of the caller's positions, blind until accepted (GET /api/companies/applications?positionId). */
export const receivedApplicationsQueryOptions = (positionId: number) =>
  queryOptions({
    queryKey: applicationKeys.list({ scope: 'received', positionId }),
    queryFn: () => unwrap(api.companies.applications.$get({ query: { positionId: String(positionId) } })),
  });

/**
 * The talent an application was sent with (GET /api/companies/applications/{id}/talent): blind to the position's
 * company until it accepts.
 */
export const applicationTalentQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.talent(applicationId),
    queryFn: () => unwrap(api.companies.applications[':id'].talent.$get({ param: { id: String(applicationId) } })),
  });

/** Withdraws one of the caller's undecided applications (PUT /api/companies/applications/cancel/{id}). */
export const cancelApplication = (id: number) =>
  unwrap(api.companies.applications.cancel[':id'].$put({ param: { id: String(id) } }));

/** Application lists and positions (whose cards count the caller's applications) change with every application. */
const invalidateApplicationsAndPositions = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
    queryClient.invalidateQueries({ queryKey: positionKeys.all }),
  ]);

/**
 * A cancelled application leaves the sent list at once (the API no longer lists withdrawn ones), then every
 * application list and the positions are re-read.
 */
export const cancelApplicationMutation = (queryClient: QueryClient) =>
  defineMutation({
    mutationFn: cancelApplication,
    onSuccess: async (application) => {
      queryClient.setQueryData<ApplicationListItem[]>(sentApplicationsQueryOptions().queryKey, (items) =>
        items?.filter((item) => item.id !== application.id),
      );
      await invalidateApplicationsAndPositions(queryClient);
    },
  });

/** Cancels (withdraws) one of the caller's undecided applications. */
export function useCancelApplication(config: MutationConfigOf<typeof cancelApplication> = {}) {
  return useMutation(withConfig(cancelApplicationMutation(useQueryClient()), config));
}

/** The owner's decision on an application in progress. */
export type ApplicationDecision = 'accept' | 'reject';

/** PUT /api/companies/applications/accept/{id} or /reject/{id} (a denial may say why). */
export const decideApplication = ({
  id,
  decision,
  reason,
}: {
  id: number;
  decision: ApplicationDecision;
  reason?: string;
}) =>
  decision === 'accept'
    ? unwrap(api.companies.applications.accept[':id'].$put({ param: { id: String(id) } }))
    : unwrap(api.companies.applications.reject[':id'].$put({ param: { id: String(id) }, json: { reason } }));

export const decideApplicationMutation = (queryClient: QueryClient) =>
  defineMutation({ mutationFn: decideApplication, onSuccess: () => invalidateApplicationsAndPositions(queryClient) });

/** Accepts or denies an application; the application lists and the positions (their counts) are re-read. */
export function useDecideApplication(config: MutationConfigOf<typeof decideApplication> = {}) {
  return useMutation(withConfig(decideApplicationMutation(useQueryClient()), config));
}

const APPLY_PATH = '/api/companies/apply';

/** One application as the apply dialog sends it; a talent, a CV or both. */
export interface ApplyToPositionInput {
  positionId: number;
  talentId?: number;
  /** Whole euros. */
  rate: number;
  /** YYYY-MM-DD, not before today. */
  availableFrom: string;
  /** The CV (.pdf, .doc or .docx); sent as multipart/form-data `file`. */
  file?: Blob & { name?: string };
  /** Send the talent's stored CV instead of a file. */
  useTalentCv?: boolean;
}

/**
 * POST /api/companies/apply: JSON without an uploaded CV (also when `useTalentCv` sends the talent's stored one);
 * multipart/form-data with the CV as `file` otherwise, reporting the upload's progress. Throws an ApiError with the
 * server's message.
 * @example await applyToPosition({ positionId: 4, talentId: 9, rate: 55, availableFrom: '2030-01-01' });
 */
export async function applyToPosition(input: ApplyToPositionInput, onProgress?: UploadProgress): Promise<Application> {
  const { file, ...fields } = input;
  if (!file) {
    return (await apiFetch(APPLY_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fields),
    })) as Application;
  }
  const form = new FormData();
  form.set('positionId', String(fields.positionId));
  if (fields.talentId !== undefined) form.set('talentId', String(fields.talentId));
  form.set('rate', String(fields.rate));
  form.set('availableFrom', fields.availableFrom);
  form.set('file', file, file.name ?? 'cv');
  return (await sendFormWithProgress(APPLY_PATH, form, onProgress)) as Application;
}
