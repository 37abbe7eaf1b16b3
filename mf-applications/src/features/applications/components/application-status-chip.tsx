import type { ApplicationState } from '@benchlink/contracts';
import { Chip } from '@benchlink/design-system';
import { applicationStatusView } from '../utils/application-status';

/** An application's status: Applied, Accepted (green) or Denied (red). */
export function ApplicationStatusChip({ state }: { state: ApplicationState }) {
  const view = applicationStatusView(state);
  return view ? <Chip label={view.label} tone={view.tone} /> : null;
}
