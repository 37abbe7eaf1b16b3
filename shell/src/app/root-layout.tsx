import { useSession, useSessionExpiry } from '@benchlink/api-client/core';
import { paths } from '@benchlink/contracts/paths';
import { FullScreenSpinner } from '@benchlink/design-system';
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { HoldFirstPaint } from '../first-paint/first-paint';
import { useDocumentTitle } from './document-title';

/**
 * What the root passes to the guards below it. `wasSignedIn`: someone was signed in earlier in this page's life, so
 * a signed-out guarded page means a sign-out, not a deep link to come back to after sign-in.
 */
export type RootOutletContext = { hasSessionExpired: boolean; wasSignedIn: boolean };

export const sessionExpiredHref = paths.signup.href({ sessionExpired: 'true' });

/** While the app's own code or the session loads: the full-screen spinner, which holds the first paint if any. */
export function AppLoading() {
  return (
    <>
      <HoldFirstPaint />
      <FullScreenSpinner label="Loading Benchlink" />
    </>
  );
}

/**
 * Loads the session before any guarded route renders (full-screen spinner meanwhile) and sends the browser to
 * the session-expired sign-up page when a 401 has ended the session (the page's query client marks it, see
 * `QueryLayer`). Every route's declared title becomes the tab's title.
 */
export function RootLayout() {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const hasSessionExpired = useSessionExpiry();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  // Remembered during render, so that the guard rendering right after a sign-out already knows someone was here.
  if (user && !wasSignedIn) setWasSignedIn(true);
  useDocumentTitle();

  useEffect(() => {
    if (hasSessionExpired) navigate(sessionExpiredHref, { replace: true });
  }, [hasSessionExpired, navigate]);

  if (isLoading) return <AppLoading />;
  const context = { hasSessionExpired, wasSignedIn } satisfies RootOutletContext;
  return <Outlet context={context} />;
}
