import { onUnauthorized, sessionQueryOptions, useSession } from '@benchlink/api/client';
import { paths } from '@benchlink/api/contracts';
import { FullScreenSpinner } from '@benchlink/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';

/** What the root passes to the guards below it. */
export type RootOutletContext = { hasSessionExpired: boolean };

export const sessionExpiredHref = paths.signup.href({ sessionExpired: 'true' });

/**
 * Loads the session before any guarded route renders (full-screen spinner meanwhile) and turns every 401
 * of an API call into the session-expired sign-up page.
 */
export function RootLayout() {
  const { user, isLoading } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [hasSessionExpired, setSessionExpired] = useState(false);

  useEffect(
    () =>
      onUnauthorized(() => {
        // The guards see the cleared session in the same render, so they must know why it is gone.
        setSessionExpired(true);
        queryClient.setQueryData(sessionQueryOptions.queryKey, null);
        navigate(sessionExpiredHref, { replace: true });
      }),
    [queryClient, navigate],
  );

  useEffect(() => {
    if (user) setSessionExpired(false);
  }, [user]);

  if (isLoading) return <FullScreenSpinner label="Loading Benchlink" />;
  return <Outlet context={{ hasSessionExpired } satisfies RootOutletContext} />;
}
