import { useSession } from '@benchlink/api/client';
import { paths } from '@benchlink/api/contracts';
import { FullScreenSpinner } from '@benchlink/design-system';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useDocumentTitle } from './document-title';
import { useSessionExpiry } from './provider';

/** What the root passes to the guards below it. */
export type RootOutletContext = { hasSessionExpired: boolean };

export const sessionExpiredHref = paths.signup.href({ sessionExpired: 'true' });

/**
 * Loads the session before any guarded route renders (full-screen spinner meanwhile) and sends the browser to
 * the session-expired sign-up page when a 401 has ended the session (the query client of `AppProvider` marks it).
 * Every route's declared title becomes the tab's title.
 */
export function RootLayout() {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const { hasSessionExpired, clearSessionExpiry } = useSessionExpiry();
  useDocumentTitle();

  useEffect(() => {
    if (hasSessionExpired) navigate(sessionExpiredHref, { replace: true });
  }, [hasSessionExpired, navigate]);

  useEffect(() => {
    if (user) clearSessionExpiry();
  }, [user, clearSessionExpiry]);

  if (isLoading) return <FullScreenSpinner label="Loading Benchlink" />;
  return <Outlet context={{ hasSessionExpired } satisfies RootOutletContext} />;
}
