import { ConfirmAvailability } from '../features/availability/components/confirm-availability';

/** `/confirm-availability?token=…`: the weekly availability reminder's one-click link, open without signing in. */
export default function ConfirmAvailabilityPage() {
  return <ConfirmAvailability />;
}
