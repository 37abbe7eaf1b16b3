import { useDemoAccounts } from '@benchlink/api-client/auth';
import type { User } from '@benchlink/contracts/auth';
import { lazy, Suspense } from 'react';

// Only a server running the demo draws the panel: everyone else's sign-in page does not download it.
const DemoAccounts = lazy(() => import('./demo-accounts').then((module) => ({ default: module.DemoAccounts })));

/** The demo accounts panel when the server holds the demo (`GET /api/auth/demo-accounts` lists some); else nothing. */
export function DemoAccountsOffer({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { data } = useDemoAccounts();
  if (!data?.password || data.accounts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DemoAccounts accounts={data.accounts} password={data.password} onSignedIn={onSignedIn} />
    </Suspense>
  );
}
