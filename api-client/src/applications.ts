import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Application, ApplicationState } from '@benchlink/contracts';
import { api, apiFetch, unwrap } from './api-client';
import { networkError, toApiError } from './api-error';
import { applicationKeys, positionKeys, talentKeys } from './query-keys';
import { rolesQueryOptions, senioritiesQueryOptions } from './reference';

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

/**
 * The caller's talents, short (id, role, seniority): the talent choices of the apply dialog.
 * @example const { data: talents = [] } = useQuery(myTalentsPartialQueryOptions());
 */
export const myTalentsPartialQueryOptions = () =>
  queryOptions({
    queryKey: talentKeys.list({ scope: 'mine', partial: true }),
    queryFn: () => unwrap(api.companies['my-talents'].partial.$get()),
  });

/** The applications the caller has sent (cancelled ones left out). */
export const sentApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.list({ scope: 'sent' }),
    queryFn: () => unwrap(api.companies['my-applications'].$get()),
  });

/** A project's positions, as any company reader sees them. */
export const projectPositionsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: positionKeys.list({ projectId }),
    queryFn: () => unwrap(api.projects[':id'].positions.$get({ param: { id: String(projectId) } })),
  });

/** Application states that keep a talent from applying to the same position again. */
export const BLOCKING_APPLICATION_STATES: ReadonlyArray<ApplicationState> = ['IN_PROGRESS', 'ACCEPTED'];

/** Position id → the caller's talents with a live (in progress or accepted) application to it. */
export function appliedTalentsByPosition(
  applications: ReadonlyArray<{ positionId: number; talentId?: number; applicationStatus: ApplicationState }>,
): Record<number, number[]> {
  const byPosition: Record<number, number[]> = {};
  for (const application of applications) {
    if (application.talentId === undefined || !BLOCKING_APPLICATION_STATES.includes(application.applicationStatus)) continue;
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
      .map((position) => ({ id: position.id, label: `${position.seniorityLabel} ${position.role.name}`, rate: position.rate }));
    const talentChoices: ApplyChoice[] = (talents.data ?? []).map((talent) => ({
      id: talent.id,
      label: `${seniorityLabels.get(talent.seniorityId) ?? ''} ${roleNames.get(talent.patternId) ?? 'Talent'} (#${talent.id})`.trim(),
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
          outcomes.push({ positionId: input.positionId, error: error instanceof Error ? error.message : 'Unknown error' });
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

/**
 * A `data:` URL (as the file picker reads a file) back into a named file, for the multipart body.
 * @example dataUrlToFile({ name: 'cv.pdf', type: 'application/pdf', dataUrl: 'data:application/pdf;base64,JVBERi0=' })
 */
export function dataUrlToFile(file: { name: string; type: string; dataUrl: string }): File {
  const [header = '', data = ''] = file.dataUrl.split(',', 2);
  const isBase64 = header.endsWith(';base64');
  const text = isBase64 ? atob(data) : decodeURIComponent(data);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return new File([bytes], file.name, { type: file.type || header.slice(5).split(';')[0] || 'application/octet-stream' });
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
        applications: applications.map(({ file, ...fields }) => ({ ...fields, ...(file ? { file: dataUrlToFile(file) } : {}) })),
        onProgress,
      }).then((outcomes) => outcomes.map((outcome) => ('error' in outcome ? outcome : { positionId: outcome.positionId }))),
  };
}
