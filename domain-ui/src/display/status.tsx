import {
  APPLICATION_STATUS_LABELS,
  COMPANY_APPROVAL_LABELS,
  EMAIL_VERIFICATION_LABELS,
  type ApplicationStatus,
  type CompanyApprovalStatus,
  type EmailVerification,
} from '@benchlink/contracts/enums';
import { type ProjectStatus } from '@benchlink/contracts/projects';
import { Chip, type ChipTone } from '@benchlink/design-system';

/** Whether a position takes applications: an opened one is ACTIVE, one with any other status INACTIVE. */
export type PositionActivity = 'ACTIVE' | 'INACTIVE';

/** The states each kind of status chip shows. */
export interface StatusKinds {
  application: ApplicationStatus;
  position: PositionActivity;
  project: ProjectStatus;
  approval: CompanyApprovalStatus;
  emailVerification: EmailVerification;
}

export type StatusKind = keyof StatusKinds;

type PerKind<Value> = { readonly [Kind in StatusKind]: Readonly<Record<StatusKinds[Kind], Value>> };

/**
 * The one status palette: each state's meaning picks the design system's semantic tone, whichever app shows it.
 * Done or open is success; waiting for someone else (an admin, a click in an e-mail) is warning; refused is error;
 * applied and not yet decided is info (the product's neutral blue); closed or inactive is neutral.
 */
export const STATUS_TONES: PerKind<ChipTone> = {
  application: { IN_PROGRESS: 'info', ACCEPTED: 'success', DENIED: 'error' },
  position: { ACTIVE: 'success', INACTIVE: 'neutral' },
  project: { ACTIVE: 'success', INACTIVE: 'neutral' },
  approval: { PENDING: 'warning', APPROVED: 'success' },
  emailVerification: { PENDING: 'warning', VERIFIED: 'success' },
};

/** How each state reads: the contracts' labels, and the product's ACTIVE / INACTIVE of a position card. */
export const STATUS_LABELS: PerKind<string> = {
  application: APPLICATION_STATUS_LABELS,
  position: { ACTIVE: 'ACTIVE', INACTIVE: 'INACTIVE' },
  project: { ACTIVE: 'Active', INACTIVE: 'Inactive' },
  approval: COMPANY_APPROVAL_LABELS,
  emailVerification: EMAIL_VERIFICATION_LABELS,
};

/**
 * The position activity a card shows for a position's `isActive` flag.
 * @example positionActivity(position.isActive) // 'ACTIVE'
 */
export const positionActivity = (isActive: boolean): PositionActivity => (isActive ? 'ACTIVE' : 'INACTIVE');

export interface StatusChipProps<Kind extends StatusKind> {
  kind: Kind;
  status: StatusKinds[Kind];
}

/**
 * A state as a chip, in the one palette's tone.
 * @example <StatusChip kind="application" status="ACCEPTED" /> // a green 'Accepted'
 */
export function StatusChip<Kind extends StatusKind>({ kind, status }: StatusChipProps<Kind>) {
  const labels: Readonly<Record<StatusKinds[Kind], string>> = STATUS_LABELS[kind];
  const tones: Readonly<Record<StatusKinds[Kind], ChipTone>> = STATUS_TONES[kind];
  return <Chip label={labels[status]} tone={tones[status]} />;
}
