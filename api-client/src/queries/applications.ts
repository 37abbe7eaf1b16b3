import { queryOptions, useMutation, useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type {
  Application,
  ApplicationListItem,
  ApplicationState,
  ReceivedOverview,
} from '@benchlink/contracts/applications';
import type { Match } from '@benchlink/contracts/match';
import type { PartialTalent } from '@benchlink/contracts/talents';
import { api, apiFetch, unwrap } from '../api-client';
import { NOTIFICATIONS_POLL_MS } from './notifications';
import { dataUrlToFile } from '../data-url';
import { sendFormWithProgress, type UploadProgress } from '../upload';
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
 * One of the caller's talents as the apply dialog offers it for one position: labelled by the company's own reference
 * and its title ('Anna K. — Senior React Developer'), with how well it fits that position.
 */
export interface ApplyTalentChoice extends ApplyChoice {
  /** The company's own name for the talent ('Anna K.'); only the company sees it. */
  reference: string;
  active: boolean;
  /** A CV is stored with the talent: the application can send it instead of an upload. */
  hasCv: boolean;
  match?: Match;
}

/** The talents offered for one position, best fit first, and whether they are still loading or failed to. */
export interface ApplyTalentChoices {
  talents: ApplyTalentChoice[];
  isLoading: boolean;
  error?: string;
  onRetry: () => void;
}

/** Role and seniority names by id, for labelling talents. */
export interface ReferenceNames {
  roles: ReadonlyMap<number, string>;
  seniorities: ReadonlyMap<number, string>;
}

/**
 * One of the caller's talents as the apply dialog offers it, labelled by its reference and title; the reference alone
 * when its role and seniority are unknown.
 * @example toApplyTalentChoice(talent, names).label // 'Anna K. — Senior React Developer'
 */
export function toApplyTalentChoice(talent: PartialTalent, names: ReferenceNames): ApplyTalentChoice {
  const title = [names.seniorities.get(talent.seniorityId), names.roles.get(talent.patternId)]
    .filter(Boolean)
    .join(' ');
  return {
    id: talent.id,
    label: title ? `${talent.reference} — ${title}` : talent.reference,
    reference: talent.reference,
    active: talent.active,
    hasCv: talent.hasCv,
    match: talent.match,
  };
}

/**
 * Everything the apply dialog offers for one project: its open positions, which talent already applied where, and for
 * each chosen position (`positionIds`) the caller's talents ranked for it, best fit first, each labelled with its
 * reference and title. A position's ranking is asked for when it is chosen. Loads only while `enabled`.
 * @example const options = useApplyOptions(project.id, isDialogOpen, chosenPositionIds);
 */
export function useApplyOptions(projectId: number, enabled: boolean, positionIds: ReadonlyArray<number> = []) {
  const [positions, sent, roles, seniorities] = useQueries({
    queries: [
      { ...projectPositionsQueryOptions(projectId), enabled },
      { ...sentApplicationsQueryOptions(), enabled },
      { ...rolesQueryOptions, enabled },
      { ...senioritiesQueryOptions, enabled },
    ],
  });
  const openPositions = useMemo(() => (positions.data ?? []).filter((position) => position.isActive), [positions.data]);
  // Until the project's positions are known the chosen ones are ranked beside them, at once; a closed one never is.
  const rankedIds = positions.data
    ? positionIds.filter((id) => openPositions.some((position) => position.id === id))
    : positionIds;
  const rankings = useQueries({
    queries: rankedIds.map((positionId) => ({ ...myTalentsPartialQueryOptions(positionId), enabled })),
  });
  const all = [positions, sent, roles, seniorities];
  const isLoading = all.some((query) => query.isPending);
  const error = all.find((query) => query.isError)?.error ?? null;

  const base = useMemo(() => {
    const positionChoices: ApplyPositionChoice[] = openPositions.map((position) => ({
      id: position.id,
      label: `${position.seniorityLabel} ${position.role.name}`,
      rate: position.rate,
    }));
    return {
      positions: positionChoices,
      appliedTalentIds: appliedTalentsByPosition(sent.data ?? []),
      names: {
        roles: new Map((roles.data ?? []).map((role) => [role.id, role.name])),
        seniorities: new Map((seniorities.data ?? []).map((seniority) => [seniority.id, seniority.label])),
      } satisfies ReferenceNames,
    };
  }, [openPositions, sent.data, roles.data, seniorities.data]);

  const talentsByPosition: Record<number, ApplyTalentChoices> = {};
  rankedIds.forEach((positionId, index) => {
    const ranking = rankings[index];
    if (!ranking) return;
    talentsByPosition[positionId] = {
      talents: (ranking.data ?? []).map((talent) => toApplyTalentChoice(talent, base.names)),
      isLoading: ranking.isPending,
      error: ranking.error?.message,
      onRetry: () => void ranking.refetch(),
    };
  });

  return {
    positions: base.positions,
    talentsByPosition,
    appliedTalentIds: base.appliedTalentIds,
    isLoading,
    error,
  };
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
 * `onClose`, `onSent` (the snackbar) and `onCheckedPositionsChange`, which names the chosen positions (`positionIds`)
 * the talents are ranked for. Loads only while `isOpen`.
 * @example <ApplyDialog isOpen={isOpen} onClose={close} onSent={confirm} onCheckedPositionsChange={setChosen} {...useApplyDialogData(projectId, isOpen, chosen)} />
 */
export function useApplyDialogData(projectId: number, isOpen: boolean, positionIds: ReadonlyArray<number> = []) {
  const options = useApplyOptions(projectId, isOpen, positionIds);
  const send = useApplyToPositions();
  const { mutateAsync } = send;
  return {
    positions: options.positions,
    talentsByPosition: options.talentsByPosition,
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
