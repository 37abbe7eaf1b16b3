import { useSession } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { FullScreenSpinner } from '@benchlink/design-system';
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { HoldFirstPaint } from '../first-paint/first-paint';
import { useDocumentTitle } from './document-title';
import { useSessionExpiry } from './provider';

/**
 * What the root passes to the guards below it. `wasSignedIn`: someone was signed in earlier in this page's life, so
 * a signed-out guarded page means a sign-out, not a deep link to come back to after sign-in.
 */
export type RootOutletContext = { hasSessionExpired: boolean; wasSignedIn: boolean };

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
  const [wasSignedIn, setWasSignedIn] = useState(false);
  // Remembered during render, so that the guard rendering right after a sign-out already knows someone was here.
  if (user && !wasSignedIn) setWasSignedIn(true);
  useDocumentTitle();

  useEffect(() => {
    if (hasSessionExpired) navigate(sessionExpiredHref, { replace: true });
  }, [hasSessionExpired, navigate]);

  useEffect(() => {
    if (user) clearSessionExpiry();
  }, [user, clearSessionExpiry]);

  if (isLoading) {
    return (
      <>
        <HoldFirstPaint />
        <FullScreenSpinner label="Loading Benchlink" />
      </>
    );
  }
  const context = { hasSessionExpired, wasSignedIn } satisfies RootOutletContext;
  return <Outlet context={context} />;
}
