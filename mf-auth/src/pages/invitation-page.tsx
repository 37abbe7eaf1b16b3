import { InvitationScreen } from '../features/auth/components/invitation';

/** `/invitation?token=…`: an invitation mail's link, open to visitors and signed-in users alike. */
export default function InvitationPage() {
  return <InvitationScreen />;
}
