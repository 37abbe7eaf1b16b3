import { APPLICATION_STATUS_LABELS, type ApplicationState, type ApplicationStatus } from '@benchlink/contracts';
import type { ChipTone } from '@benchlink/design-system';

/** How each shown status looks: Applied neutral-blue, Accepted green, Denied red (spec section 4). */
export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, ChipTone> = {
  IN_PROGRESS: 'info',
  ACCEPTED: 'success',
  DENIED: 'error',
};

/**
 * The status a list shows for an application's state: one still waiting for its talent or CV reads as applied;
 * a withdrawn one is not shown (the API leaves it out of every list).
 * @example shownStatus('AWAITING_CV_OR_TALENT') // 'IN_PROGRESS'
 */
export function shownStatus(state: ApplicationState): ApplicationStatus | undefined {
  switch (state) {
    case 'IN_PROGRESS':
    case 'AWAITING_CV_OR_TALENT':
      return 'IN_PROGRESS';
    case 'ACCEPTED':
    case 'DENIED':
      return state;
    case 'CANCELLED':
      return undefined;
  }
}

/** Label and chip tone of an application's state, or undefined for a state that is not shown. */
export function applicationStatusView(state: ApplicationState): { label: string; tone: ChipTone } | undefined {
  const status = shownStatus(state);
  return status && { label: APPLICATION_STATUS_LABELS[status], tone: APPLICATION_STATUS_TONES[status] };
}

/** The applying company can withdraw an application until it is decided. */
export const isCancellable = (state: ApplicationState) => state === 'IN_PROGRESS' || state === 'AWAITING_CV_OR_TALENT';

/** The position's owner can accept or deny only an application in progress. */
export const isDecidable = (state: ApplicationState) => state === 'IN_PROGRESS';
