import type { ApplicationState } from '@benchlink/contracts/applications';
import { StatusChip } from '@benchlink/domain-ui';
import { shownStatus } from '../utils/application-status';

/** An application's status: Applied, Accepted (green) or Denied (red); nothing for a withdrawn one. */
export function ApplicationStatusChip({ state }: { state: ApplicationState }) {
  const status = shownStatus(state);
  return status ? <StatusChip kind="application" status={status} /> : null;
}
