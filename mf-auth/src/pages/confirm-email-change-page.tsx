import { ConfirmEmailChange } from '../features/auth/components/confirm-email-change';

/** `/confirm-email-change?token=…`: the link mailed to a new address, open without signing in. */
export default function ConfirmEmailChangePage() {
  return <ConfirmEmailChange />;
}
