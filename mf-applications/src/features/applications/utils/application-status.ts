import type { ApplicationState } from '@benchlink/contracts/applications';
import type { ApplicationStatus } from '@benchlink/contracts/enums';

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

/** The applying company can withdraw an application until it is decided. */
export const isCancellable = (state: ApplicationState) => state === 'IN_PROGRESS' || state === 'AWAITING_CV_OR_TALENT';

/** The position's owner can accept or deny only an application in progress. */
export const isDecidable = (state: ApplicationState) => state === 'IN_PROGRESS';
