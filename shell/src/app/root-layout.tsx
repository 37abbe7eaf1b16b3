import { onUnauthorized, sessionQueryOptions, useSession } from '@benchlink/api/client';
import { paths } from '@benchlink/api/contracts';
import { FullScreenSpinner } from '@benchlink/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';

/**
 * Loads the session before any guarded route renders (full-screen spinner meanwhile) and turns every 401
 * of an API call into the session-expired sign-up page.
 */
export function RootLayout() {
  const { isLoading } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(
    () =>
      onUnauthorized(() => {
        queryClient.setQueryData(sessionQueryOptions.queryKey, null);
        navigate(paths.signup.href({ sessionExpired: 'true' }), { replace: true });
      }),
    [queryClient, navigate],
  );

  if (isLoading) return <FullScreenSpinner label="Loading Benchlink" />;
  return <Outlet />;
}
