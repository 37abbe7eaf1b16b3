import { CancelEmailChange } from '../features/auth/components/cancel-email-change';

/** `/cancel-email-change?token=…`: the link mailed to the current address to cancel a change, open without signing in. */
export default function CancelEmailChangePage() {
  return <CancelEmailChange />;
}
