import {
  applyInputSchema,
  AVAILABLE_FROM_PAST_MESSAGE,
  CV_EXTENSIONS,
  CV_TYPE_MESSAGE,
  TALENT_OR_CV_MESSAGE,
} from '@benchlink/contracts/applications';
import { CV_ACCEPT } from '@benchlink/contracts/cv';
import { REQUIRED_MESSAGE } from '@benchlink/contracts/messages';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  DateField,
  Dialog,
  ErrorAlert,
  FileUpload,
  formatDate,
  formatPositionRate,
  NumberField,
  RATE_UNIT,
  Select,
  SkeletonList,
  type UploadedFile,
} from '@benchlink/design-system';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { CvUploadProgress } from '../display/cv-upload-progress';

export const APPLY_DIALOG_TITLE = 'Apply for position';

/** 'Optional: .pdf, .doc or .docx', from the same list. */
const CV_HELPER_TEXT = `Optional: ${CV_EXTENSIONS.slice(0, -1).join(', ')} or ${CV_EXTENSIONS.at(-1) ?? ''}`;

/** The dialog's messages: the contracts' words for the API's rules, and the dialog's own for choosing positions. */
export const APPLY_DIALOG_MESSAGES = {
  positionRequired: 'Choose at least one position',
  required: REQUIRED_MESSAGE,
  dateBeforeToday: AVAILABLE_FROM_PAST_MESSAGE,
  talentOrCv: TALENT_OR_CV_MESSAGE,
  alreadyApplied: 'Talents that already applied to this position cannot be chosen.',
  cvType: CV_TYPE_MESSAGE,
  noPositions: 'This project has no open positions.',
  noTalents: 'You have no talents yet: upload a CV instead.',
  loadingTalents: 'Loading talents…',
  talentsLoadError: 'Could not load your talents',
} as const;

/** A choice of the dialog: a position or a talent. */
export interface ApplyDialogOption {
  id: number;
  label: string;
}

/** How well a talent fits a position, 0–100, and the short texts that explain it ('4 of 5 required skills'). */
export interface ApplyDialogMatch {
  score: number;
  reasons: ReadonlyArray<string>;
}

/** One of the caller's talents as the dialog offers it for a position ('Anna K. — Senior React Developer'). */
export interface ApplyDialogTalent extends ApplyDialogOption {
  /** The company's own name for the talent: "Send Anna K.'s stored CV". */
  reference: string;
  /** A CV is stored with the talent: the dialog offers to send it, checked by default, instead of an upload. */
  hasCv: boolean;
  /** Its fit for the position; shown as '90% match'. */
  match?: ApplyDialogMatch;
}

/** The talents offered for one position, best fit first, as they load. */
export interface ApplyDialogTalents {
  talents: ReadonlyArray<ApplyDialogTalent>;
  isLoading?: boolean;
  /** Shown in the position's block when its talents could not be loaded. */
  error?: string;
  onRetry?: () => void;
}

/** An open position; its rate range starts the rate field at its minimum. */
export interface ApplyDialogPosition extends ApplyDialogOption {
  rate?: { min?: number | null; max?: number | null };
}

/** One application the dialog asks the caller to send. */
export interface ApplyDialogApplication {
  positionId: number;
  talentId?: number;
  /** Whole euros. */
  rate: number;
  /** YYYY-MM-DD. */
  availableFrom: string;
  file?: UploadedFile;
  /** Send the chosen talent's stored CV (then no file is sent). */
  useTalentCv?: true;
}

/** The caller's result for one sent position: no error means it was sent. */
export interface ApplyDialogOutcome {
  positionId: number;
  error?: string;
}

export interface ApplyDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The project's open positions. */
  positions: ReadonlyArray<ApplyDialogPosition>;
  /**
   * Position id → the caller's talents ranked for that position, best fit first. A checked position missing here
   * shows its talents as loading; `onCheckedPositionsChange` says which positions are checked.
   */
  talentsByPosition: Readonly<Record<number, ApplyDialogTalents | undefined>>;
  /** The checked positions changed (they start as `initialPositionIds`): the caller loads their talents. */
  onCheckedPositionsChange?: (positionIds: number[]) => void;
  /** Position id → talents that already applied to it (they cannot be chosen for it again). */
  appliedTalentIds?: Readonly<Record<number, ReadonlyArray<number>>>;
  /** Positions checked when the dialog opens, e.g. the card's position. */
  initialPositionIds?: ReadonlyArray<number>;
  /** The project's start date (YYYY-MM-DD): each start date starts on it when it is later than today. */
  projectStartDate?: string;
  isLoading?: boolean;
  /** Shown instead of the form when the choices could not be loaded. */
  loadError?: string;
  /** Sends the applications; reports each position's outcome. `onProgress` takes a CV upload's fraction, 0 to 1. */
  onSubmit: (
    applications: ApplyDialogApplication[],
    onProgress: (positionId: number, fraction: number) => void,
  ) => Promise<ReadonlyArray<ApplyDialogOutcome>>;
  /** Every checked position was sent: the caller confirms (snackbar) and closes. */
  onSent: (count: number) => void;
}

interface Draft {
  talentId?: number;
  rate?: number;
  availableFrom?: string;
  file: UploadedFile | null;
  /** Whether to send the talent's stored CV; undefined until the checkbox is used (see `sendsStoredCv`). */
  useTalentCv?: boolean;
}

type DraftErrors = Partial<Record<'talentId' | 'rate' | 'availableFrom', string>>;

/** The rate and start date rules of the API's body (POST /api/companies/apply), checked before sending. */
const draftSchema = applyInputSchema.pick({ rate: true, availableFrom: true });

/** A position's name in the dialog: its label and, when it offers one, its rate (two positions may share a role). */
const positionName = (position: ApplyDialogPosition) =>
  position.rate && (position.rate.min != null || position.rate.max != null)
    ? `${position.label} · ${formatPositionRate(position.rate)}`
    : position.label;

/** Today's calendar date where the applicant is, YYYY-MM-DD. */
const localToday = () => formatDate(new Date());

/**
 * The start date an application starts with: the project's start when it is later than today, else today (a start
 * in the past cannot be sent).
 * @example defaultStartDate('2030-03-01', '2030-01-10') // '2030-03-01'
 */
export function defaultStartDate(projectStartDate: string | undefined, today: string): string {
  return projectStartDate && projectStartDate > today ? projectStartDate : today;
}

/**
 * The rule errors of one position's application, with the contracts' messages; empty when it can be sent.
 * @example applicationErrors({ rate: 50, availableFrom: '2030-01-09', talentId: 3, file: null }, '2030-01-10') // { availableFrom: 'The start date cannot be before today' }
 */
export function applicationErrors(draft: Draft, today: string = localToday()): DraftErrors {
  const errors: DraftErrors = {};
  const result = draftSchema.safeParse({ rate: draft.rate, availableFrom: draft.availableFrom });
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'rate' || field === 'availableFrom') && !errors[field]) errors[field] = issue.message;
  }
  // The API allows for every time zone when it checks the start date; the applicant's own today is the earliest here.
  if (!draft.availableFrom) errors.availableFrom = REQUIRED_MESSAGE;
  else if (!errors.availableFrom && draft.availableFrom < today) errors.availableFrom = AVAILABLE_FROM_PAST_MESSAGE;
  // The API takes a talent, a CV or both; the body schema cannot see the multipart file, so the rule is checked here.
  if (draft.talentId === undefined && !draft.file) errors.talentId = TALENT_OR_CV_MESSAGE;
  return errors;
}

/**
 * Whether one position's application sends the chosen talent's stored CV: when the talent has one, by default unless
 * a file was already picked, or as the checkbox was last set.
 */
function sendsStoredCv(draft: Pick<Draft, 'file' | 'useTalentCv'>, talent: ApplyDialogTalent | undefined) {
  return Boolean(talent?.hasCv) && (draft.useTalentCv ?? !draft.file);
}

/** 'Anna K. — Senior React Developer · 90% match', and '(already applied)' when it cannot be chosen. */
const talentOptionLabel = (talent: ApplyDialogTalent, isBlocked: boolean) =>
  `${talent.match ? `${talent.label} · ${talent.match.score}% match` : talent.label}${isBlocked ? ' (already applied)' : ''}`;

/** '90% match: 4 of 5 required skills, rate ranges overlap'. */
const matchSummary = (match: ApplyDialogMatch) =>
  match.reasons.length > 0 ? `${match.score}% match: ${match.reasons.join(', ')}` : `${match.score}% match`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const PositionBlock = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  min-width: 0;
  > .full {
    grid-column: 1 / -1;
  }
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Hint = styled.span`
  display: block;
`;

const CvFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const SentList = styled.ul`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

function PositionFields({
  position,
  draft,
  errors,
  serverError,
  progress,
  talents: offered,
  blockedTalentIds,
  today,
  isDisabled,
  onChange,
}: {
  position: ApplyDialogPosition;
  draft: Draft;
  errors: DraftErrors;
  serverError?: string;
  progress?: number;
  talents: ApplyDialogTalents;
  blockedTalentIds: ReadonlyArray<number>;
  today: string;
  isDisabled: boolean;
  onChange: (patch: Partial<Draft>) => void;
}) {
  const { talents, isLoading = false, error: talentsError, onRetry } = offered;
  const chosen = talents.find((talent) => talent.id === draft.talentId);
  const isStoredCv = sendsStoredCv(draft, chosen);
  const hasBlocked = talents.some((talent) => blockedTalentIds.includes(talent.id));
  const options = talents.map((talent) => {
    const isBlocked = blockedTalentIds.includes(talent.id);
    return { value: String(talent.id), label: talentOptionLabel(talent, isBlocked), disabled: isBlocked };
  });
  const hints = [
    chosen?.match && matchSummary(chosen.match),
    hasBlocked && APPLY_DIALOG_MESSAGES.alreadyApplied,
    !isLoading && !talentsError && talents.length === 0 && APPLY_DIALOG_MESSAGES.noTalents,
  ].filter((hint): hint is string => Boolean(hint));
  return (
    <PositionBlock disabled={isDisabled}>
      <Legend>{positionName(position)}</Legend>
      {serverError && (
        <div className="full">
          <Alert severity="error">{serverError}</Alert>
        </div>
      )}
      {talentsError && (
        <div className="full">
          <ErrorAlert title={APPLY_DIALOG_MESSAGES.talentsLoadError} message={talentsError} onRetry={onRetry} />
        </div>
      )}
      <Select
        className="full"
        label="Talent"
        options={options}
        placeholder={isLoading ? APPLY_DIALOG_MESSAGES.loadingTalents : undefined}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        value={draft.talentId === undefined ? '' : String(draft.talentId)}
        // A new talent starts with its stored CV, if it has one, unless a file was picked.
        onValueChange={(value) =>
          onChange({ talentId: value === undefined ? undefined : Number(value), useTalentCv: undefined })
        }
        error={errors.talentId}
        helperText={hints.length > 0 ? hints.map((hint) => <Hint key={hint}>{hint}</Hint>) : undefined}
      />
      <NumberField
        label="Rate"
        required
        value={draft.rate}
        onChange={(rate) => onChange({ rate })}
        endAdornment={RATE_UNIT}
        error={errors.rate}
        inputMode="numeric"
      />
      <DateField
        label="Start date"
        required
        value={draft.availableFrom}
        onChange={(availableFrom) => onChange({ availableFrom })}
        minDate={today}
        error={errors.availableFrom}
      />
      <CvFields className="full">
        {chosen?.hasCv && (
          <Checkbox
            label={`Send ${chosen.reference}'s stored CV`}
            checked={isStoredCv}
            onChange={(event) => onChange({ useTalentCv: event.target.checked })}
          />
        )}
        {!isStoredCv && (
          <FileUpload
            label="CV"
            accept={CV_ACCEPT}
            value={draft.file}
            onChange={(file) => onChange({ file })}
            buttonLabel="Upload CV"
            rejectMessage={APPLY_DIALOG_MESSAGES.cvType}
            helperText={CV_HELPER_TEXT}
          />
        )}
      </CvFields>
      {progress !== undefined && <CvUploadProgress className="full" fraction={progress} />}
    </PositionBlock>
  );
}

/**
 * 'Apply for position': check one or more of a project's open positions and, per position, a talent (or a CV),
 * a rate and a start date. Holds its own form state; the caller sends and reports each position's outcome, and
 * positions that were sent leave the form while failed ones stay with the server's message.
 */
export function ApplyDialog(props: ApplyDialogProps) {
  if (!props.isOpen) return null;
  // Mounted only while open, so every opening (and a change of the positions it opens with) starts a fresh form.
  return <OpenApplyDialog key={(props.initialPositionIds ?? []).join(',')} {...props} />;
}

/**
 * What is sent for one checked position: its draft, with the defaults of what was left untouched, and either the
 * chosen talent's stored CV or the picked file.
 */
function toApplication(
  positionId: number,
  draft: Draft,
  today: string,
  talent: ApplyDialogTalent | undefined,
): ApplyDialogApplication {
  const cv: Pick<ApplyDialogApplication, 'file' | 'useTalentCv'> = sendsStoredCv(draft, talent)
    ? { useTalentCv: true }
    : draft.file
      ? { file: draft.file }
      : {};
  return {
    positionId,
    ...(draft.talentId !== undefined ? { talentId: draft.talentId } : {}),
    rate: draft.rate ?? 0,
    availableFrom: draft.availableFrom ?? today,
    ...cv,
  };
}

/** The positions the application went to, and the server's message for each one it did not. */
function splitOutcomes(outcomes: ReadonlyArray<ApplyDialogOutcome>) {
  const succeeded = outcomes.filter((outcome) => !outcome.error).map((outcome) => outcome.positionId);
  const failed: Record<number, string> = Object.fromEntries(
    outcomes.filter((outcome) => outcome.error).map((outcome) => [outcome.positionId, outcome.error ?? '']),
  );
  return { succeeded, failed };
}

interface ApplyActionsProps {
  formId: string;
  isSending: boolean;
  canSend: boolean;
  onCancel: () => void;
}

/** Cancel, and 'Send Application', which submits the dialog's form from outside it. */
function ApplyActions({ formId, isSending, canSend, onCancel }: ApplyActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={isSending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} isLoading={isSending} disabled={!canSend}>
        Send Application
      </Button>
    </>
  );
}

/** 'Sent': the positions the application already went to, while the dialog stays open for the others. */
function SentNotice({ positions }: { positions: ReadonlyArray<ApplyDialogPosition> }) {
  return (
    <Alert severity="success" title="Sent">
      Your application was sent for:
      <SentList>
        {positions.map((position) => (
          <li key={position.id}>{positionName(position)}</li>
        ))}
      </SentList>
    </Alert>
  );
}

/** The positions the application went to, and the checkboxes of those still to send (or that there are none). */
function PositionChoice({
  remaining,
  sentPositions,
  checked,
  onChange,
  error,
  isDisabled,
}: {
  remaining: ReadonlyArray<ApplyDialogPosition>;
  sentPositions: ReadonlyArray<ApplyDialogPosition>;
  checked: ReadonlyArray<number>;
  onChange: (positionIds: number[]) => void;
  error?: string;
  isDisabled: boolean;
}) {
  return (
    <>
      {sentPositions.length > 0 && <SentNotice positions={sentPositions} />}
      {remaining.length === 0 ? (
        sentPositions.length === 0 && <Alert severity="info">{APPLY_DIALOG_MESSAGES.noPositions}</Alert>
      ) : (
        <CheckboxGroup
          label="Positions"
          required
          options={remaining.map((position) => ({ value: position.id, label: positionName(position) }))}
          value={checked.filter((id) => remaining.some((position) => position.id === id))}
          onChange={onChange}
          error={error}
          disabled={isDisabled}
        />
      )}
    </>
  );
}

/** A position's application before it is touched: the position's minimum rate and the default start date. */
const newDraft = (position: ApplyDialogPosition, availableFrom: string): Draft => ({
  rate: position.rate?.min ?? undefined,
  availableFrom,
  file: null,
});

/**
 * The dialog opens on its first field, also when the form appears only once its choices have loaded (the dialog
 * itself would have focused Cancel, the first thing it could then). Called by the dialog's owner, so this effect runs
 * after the dialog's own. Returns the form's ref.
 */
function useFirstFieldFocus(hasForm: boolean) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (hasForm) formRef.current?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])')?.focus();
  }, [hasForm]);
  return formRef;
}

function OpenApplyDialog({
  isOpen,
  onClose,
  positions,
  talentsByPosition,
  onCheckedPositionsChange,
  appliedTalentIds = {},
  initialPositionIds = [],
  projectStartDate,
  isLoading = false,
  loadError,
  onSubmit,
  onSent,
}: ApplyDialogProps) {
  const [checked, setChecked] = useState<number[]>(() => [...initialPositionIds]);
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<number, string>>({});
  const [sent, setSent] = useState<number[]>([]);
  const [progress, setProgress] = useState<Record<number, number>>({});
  const [isSending, setIsSending] = useState(false);
  const today = localToday();

  const remaining = useMemo(() => positions.filter((position) => !sent.includes(position.id)), [positions, sent]);
  const draftOf = (position: ApplyDialogPosition): Draft =>
    drafts[position.id] ?? newDraft(position, defaultStartDate(projectStartDate, today));
  const checkedPositions = remaining.filter((position) => checked.includes(position.id));
  const talentsOf = (position: ApplyDialogPosition): ApplyDialogTalents =>
    talentsByPosition[position.id] ?? { talents: [], isLoading: true };
  const chosenTalent = (position: ApplyDialogPosition) =>
    talentsOf(position).talents.find((talent) => talent.id === draftOf(position).talentId);
  const errorsOf = (position: ApplyDialogPosition) =>
    hasTriedSubmit ? applicationErrors(draftOf(position), today) : {};
  const positionError =
    hasTriedSubmit && checkedPositions.length === 0 ? APPLY_DIALOG_MESSAGES.positionRequired : undefined;

  const update = (position: ApplyDialogPosition, patch: Partial<Draft>) => {
    setDrafts((current) => ({ ...current, [position.id]: { ...draftOf(position), ...patch } }));
    setServerErrors(({ [position.id]: _, ...rest }) => rest);
  };

  const submit = async () => {
    setHasTriedSubmit(true);
    if (checkedPositions.length === 0) return;
    if (checkedPositions.some((position) => Object.keys(applicationErrors(draftOf(position), today)).length > 0))
      return;
    const applications = checkedPositions.map((position) =>
      toApplication(position.id, draftOf(position), today, chosenTalent(position)),
    );
    setIsSending(true);
    setServerErrors({});
    try {
      const outcomes = await onSubmit(applications, (positionId, fraction) =>
        setProgress((current) => ({ ...current, [positionId]: fraction })),
      );
      const { succeeded, failed } = splitOutcomes(outcomes);
      setSent((current) => [...current, ...succeeded]);
      setServerErrors(failed);
      if (Object.keys(failed).length === 0) onSent(sent.length + succeeded.length);
    } finally {
      setProgress({});
      setIsSending(false);
    }
  };

  const sentPositions = positions.filter((position) => sent.includes(position.id));
  const formId = useId();
  const canSend = !isLoading && !loadError && remaining.length > 0;
  const formRef = useFirstFieldFocus(!isLoading && !loadError);

  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => {
        if (!isSending) onClose();
      }}
      title={APPLY_DIALOG_TITLE}
      maxWidth="lg"
      actions={<ApplyActions formId={formId} isSending={isSending} canSend={canSend} onCancel={onClose} />}
    >
      {isLoading ? (
        <SkeletonList rows={3} label="Loading positions and talents" />
      ) : loadError ? (
        <ErrorAlert title="Could not load the application form" message={loadError} />
      ) : (
        <Form
          ref={formRef}
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <PositionChoice
            remaining={remaining}
            sentPositions={sentPositions}
            checked={checked}
            onChange={(positionIds) => {
              setChecked(positionIds);
              onCheckedPositionsChange?.(positionIds);
            }}
            error={positionError}
            isDisabled={isSending}
          />
          {checkedPositions.map((position) => (
            <PositionFields
              key={position.id}
              position={position}
              draft={draftOf(position)}
              errors={errorsOf(position)}
              serverError={serverErrors[position.id]}
              progress={progress[position.id]}
              talents={talentsOf(position)}
              blockedTalentIds={appliedTalentIds[position.id] ?? []}
              today={today}
              isDisabled={isSending}
              onChange={(patch) => update(position, patch)}
            />
          ))}
        </Form>
      )}
    </Dialog>
  );
}
