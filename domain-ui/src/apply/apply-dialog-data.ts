// What the apply dialog offers and sends: the project's open positions, the caller's talents ranked for each checked
// position, which talent already applied where, and the applications sent one position at a time. It lives with the
// dialog, not in the shared API client, so that pages load it only with the dialog.
import {
  applicationKeys,
  applyToPosition,
  dataUrlToFile,
  myTalentsPartialQueryOptions,
  positionKeys,
  projectPositionsQueryOptions,
  rolesQueryOptions,
  senioritiesQueryOptions,
  sentApplicationsQueryOptions,
  type ApplyToPositionInput,
} from '@benchlink/api-client';
import type { Application, ApplicationState } from '@benchlink/contracts/applications';
import type { Match } from '@benchlink/contracts/match';
import type { PartialTalent } from '@benchlink/contracts/talents';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

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
    // Every position of the project carries it: the dialog's start dates begin there when it is still ahead.
    projectStartDate: positions.data?.[0]?.project.startDate,
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
    projectStartDate: options.projectStartDate,
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
