import { AccountSettings } from '../features/account/components/account-settings';

/** `/account`: the signed-in user's own name, e-mail and password. */
export default function AccountPage() {
  return <AccountSettings />;
}
