import { queryOptions, useMutation, useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type {
  Application,
  ApplicationListItem,
  ApplicationState,
  ReceivedOverview,
} from '@benchlink/contracts/applications';
import { api, apiFetch, unwrap } from '../api-client';
import { networkError, toApiError } from '../api-error';
import { NOTIFICATIONS_POLL_MS } from './notifications';
import { dataUrlToFile } from '../data-url';
import { defineMutation, withConfig, type MutationConfigOf } from './mutation-config';
import { positionKeys, projectPositionsQueryOptions } from './positions';
import { rolesQueryOptions, senioritiesQueryOptions } from './reference';
import { resourceKeys } from './resource-keys';
import { myTalentsPartialQueryOptions } from './talents';

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
}

/** Fraction of the body sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** Sends a multipart body with XMLHttpRequest: fetch cannot report upload progress. */
function postFormWithProgress(path: string, body: FormData, onProgress?: UploadProgress): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(networkError(new Error('Network error')));
    request.onabort = () => reject(networkError(new Error('The upload was aborted')));
    request.onload = () => {
      const headers = { 'content-type': request.getResponseHeader('content-type') ?? '' };
      const response = new Response(request.status === 204 ? null : request.responseText, {
        status: request.status,
        statusText: request.statusText,
        headers,
      });
      if (response.ok) {
        onProgress?.(1);
        resolve(headers['content-type'].includes('application/json') ? response.json() : response.text());
      } else {
        toApiError(response).then(reject, reject);
      }
    };
    request.send(body);
  });
}

/**
 * POST /api/companies/apply: JSON without a CV; multipart/form-data with the CV as `file` otherwise, reporting the
 * upload's progress. Throws an ApiError with the server's message.
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
  return (await postFormWithProgress(APPLY_PATH, form, onProgress)) as Application;
}

/** Application states that keep a talent from applying to the same position again. */
export const BLOCKING_APPLICATION_STATES: ReadonlyArray<ApplicationState> = ['IN_PROGRESS', 'ACCEPTED'];

/** Position id → the caller's talents with a live (in progress or accepted) application to it. */
export function appliedTalentsByPosition(
  applications: ReadonlyArray<{ positionId: number; talentId?: number; applicationStatus: ApplicationState }>,
): Record<number, number[]> {
  const byPosition: Record<number, number[]> = {};
  for (const application of applications) {
    if (application.talentId === undefined || !BLOCKING_APPLICATION_STATES.includes(application.applicationStatus))
      continue;
    (byPosition[application.positionId] ??= []).push(application.talentId);
  }
  return byPosition;
}

/** What the apply dialog shows of a position and a talent: an id and a readable label. */
export interface ApplyChoice {
  id: number;
  label: string;
}

/** An open position of the project, with the rate it offers (the dialog's starting rate). */
export interface ApplyPositionChoice extends ApplyChoice {
  rate: { min?: number; max?: number };
}

/**
 * Everything the apply dialog offers for one project: its open positions, the caller's talents (labelled with
 * seniority and role) and which talent already applied where. Loads only while `enabled`.
 * @example const options = useApplyOptions(project.id, isDialogOpen);
 */
export function useApplyOptions(projectId: number, enabled: boolean) {
  const [positions, talents, sent, roles, seniorities] = useQueries({
    queries: [
      { ...projectPositionsQueryOptions(projectId), enabled },
      { ...myTalentsPartialQueryOptions(), enabled },
      { ...sentApplicationsQueryOptions(), enabled },
      { ...rolesQueryOptions, enabled },
      { ...senioritiesQueryOptions, enabled },
    ],
  });
  const all = [positions, talents, sent, roles, seniorities];
  const isLoading = all.some((query) => query.isPending);
  const error = all.find((query) => query.isError)?.error ?? null;

  return useMemo(() => {
    const roleNames = new Map((roles.data ?? []).map((role) => [role.id, role.name]));
    const seniorityLabels = new Map((seniorities.data ?? []).map((seniority) => [seniority.id, seniority.label]));
    const positionChoices: ApplyPositionChoice[] = (positions.data ?? [])
      .filter((position) => position.isActive)
      .map((position) => ({
        id: position.id,
        label: `${position.seniorityLabel} ${position.role.name}`,
        rate: position.rate,
      }));
    const talentChoices: ApplyChoice[] = (talents.data ?? []).map((talent) => ({
      id: talent.id,
      label:
        `${seniorityLabels.get(talent.seniorityId) ?? ''} ${roleNames.get(talent.patternId) ?? 'Talent'} (#${talent.id})`.trim(),
    }));
    return {
      positions: positionChoices,
      talents: talentChoices,
      appliedTalentIds: appliedTalentsByPosition(sent.data ?? []),
      isLoading,
      error,
    };
  }, [positions.data, talents.data, sent.data, roles.data, seniorities.data, isLoading, error]);
}

/** One position's outcome of a send: its application, or the server's message. */
export type ApplyOutcome = { positionId: number; application: Application } | { positionId: number; error: string };

/**
 * Sends one application per position, one after the other, and reports each outcome (a failure does not stop the
 * rest); browse lists and every application list are refreshed afterwards.
 * @example const send = useApplyToPositions(); const outcomes = await send.mutateAsync({ applications });
 */
export function useApplyToPositions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      applications,
      onProgress,
    }: {
      applications: ReadonlyArray<ApplyToPositionInput>;
      onProgress?: (positionId: number, fraction: number) => void;
    }): Promise<ApplyOutcome[]> => {
      const outcomes: ApplyOutcome[] = [];
      for (const input of applications) {
        try {
          const application = await applyToPosition(input, (fraction) => onProgress?.(input.positionId, fraction));
          outcomes.push({ positionId: input.positionId, application });
        } catch (error) {
          outcomes.push({
            positionId: input.positionId,
            error: error instanceof Error ? error.message : 'Unknown error',
          });
        }
      }
      return outcomes;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: positionKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      ]),
  });
}

/** One application as the apply dialog hands it over; the CV as the file picker read it. */
export interface ApplyFormApplication extends Omit<ApplyToPositionInput, 'file'> {
  file?: { name: string; type: string; dataUrl: string };
}

/**
 * The apply dialog's data and its send, for one project: spread the result into `ApplyDialog` and add `isOpen`,
 * `onClose` and `onSent` (the snackbar). Loads only while `isOpen`.
 * @example <ApplyDialog isOpen={isOpen} onClose={close} onSent={confirm} {...useApplyDialogData(projectId, isOpen)} />
 */
export function useApplyDialogData(projectId: number, isOpen: boolean) {
  const options = useApplyOptions(projectId, isOpen);
  const send = useApplyToPositions();
  const { mutateAsync } = send;
  return {
    positions: options.positions,
    talents: options.talents,
    appliedTalentIds: options.appliedTalentIds,
    isLoading: options.isLoading,
    loadError: options.error?.message,
    onSubmit: (applications: ApplyFormApplication[], onProgress: (positionId: number, fraction: number) => void) =>
      mutateAsync({
        applications: applications.map(({ file, ...fields }) => ({
          ...fields,
          ...(file ? { file: dataUrlToFile(file) } : {}),
        })),
        onProgress,
      }).then((outcomes) =>
        outcomes.map((outcome) => ('error' in outcome ? outcome : { positionId: outcome.positionId })),
      ),
  };
}
