import { useSession, type Session } from '@benchlink/api-client/core';
import { landingPath, paths, RETURN_TO_PARAM, safeReturnTo } from '@benchlink/contracts/paths';
import { type RouteGuard } from '@benchlink/federation';
import { Navigate, Outlet, useLocation, useOutletContext, useSearchParams } from 'react-router';
import { sessionExpiredHref, type RootOutletContext } from '../app/root-layout';

/**
 * Whether the session may open a page declared with `guard`. The guards below redirect on it and the navigation
 * hides what it refuses, so a link is never shown for a page that would send the user away.
 */
export function canOpen(
  guard: RouteGuard,
  { user, companyId, isAdmin }: Pick<Session, 'user' | 'companyId' | 'isAdmin'>,
) {
  switch (guard) {
    case 'home':
    case 'public':
      return true;
    case 'signedOut':
      return !user;
    case 'signedIn':
      return Boolean(user);
    case 'company':
      return Boolean(user) && companyId !== undefined;
    case 'companyOrAdmin':
      return Boolean(user) && (companyId !== undefined || isAdmin);
    case 'admin':
      return Boolean(user) && isAdmin;
  }
}

/** What a guard's redirect leaves in the history entry for the page it lands on, e.g. why the user was sent there. */
export type RedirectState = { notice?: string };

export const notices = {
  adminOnly: 'Only the administrator can open that page.',
  companyOnly: 'Create your company profile to open that page.',
  adminHasNoCompany: 'That page belongs to company members; the administrator has no company.',
} as const;

/** Where a signed-in user who opened a signed-out page goes: the page they were headed to, else their landing page. */
function useSignedInTarget(session: Session) {
  const [searchParams] = useSearchParams();
  return safeReturnTo(searchParams.get(RETURN_TO_PARAM)) ?? landingPath(session);
}

/**
 * Logged-in routes: nobody signed in → `/`, with the address as the return target when the visit began here (a
 * deep link), so sign-in comes back to it; after a sign-out → plain `/`; a session that just expired → the
 * session-expired sign-up page.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const context = useOutletContext<RootOutletContext | undefined>();
  if (!canOpen('signedIn', session)) {
    if (context?.hasSessionExpired) return <Navigate to={sessionExpiredHref} replace />;
    if (context?.wasSignedIn) return <Navigate to={paths.home.path} replace />;
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={paths.home.href({ [RETURN_TO_PARAM]: returnTo })} replace />;
  }
  return <Outlet />;
}

/**
 * Company routes: a user without a company → `/company/profile`, where they create one; the admin → the admin's
 * landing page. `allowAdmin` opens a route to the administrator too, who reviews companies without having one (the
 * public company view). Either way a notice says why the page did not open.
 */
export function RequireCompany({ allowAdmin = false }: { allowAdmin?: boolean }) {
  const session = useSession();
  if (!canOpen(allowAdmin ? 'companyOrAdmin' : 'company', session)) {
    const notice = session.isAdmin ? notices.adminHasNoCompany : notices.companyOnly;
    return <Navigate to={landingPath(session)} replace state={{ notice } satisfies RedirectState} />;
  }
  return <Outlet />;
}

/** Admin-only routes: anyone but the admin → `/company/profile`, with a notice saying why. */
export function RequireAdmin() {
  const session = useSession();
  if (!canOpen('admin', session)) {
    return (
      <Navigate to={paths.companyProfile.path} replace state={{ notice: notices.adminOnly } satisfies RedirectState} />
    );
  }
  return <Outlet />;
}

/** Logged-out-only routes: a signed-in user → the return target of the address, else their landing page. */
export function LoggedOutOnly() {
  const session = useSession();
  const target = useSignedInTarget(session);
  if (!canOpen('signedOut', session)) return <Navigate to={target} replace />;
  return <Outlet />;
}

/**
 * `/` shows the sign-in page (or sign-up / password reset by its query) to visitors; signed-in users go on to the
 * return target of the address, else to their landing page (the admin's approval queue, everyone else's profile).
 */
export function HomeRoute({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const target = useSignedInTarget(session);
  // A mailed reset link must work even in a browser where someone is still signed in.
  const isPasswordResetLink = searchParams.get('action') === 'forgottenPassword' && searchParams.has('token');
  if (session.user && !isPasswordResetLink) return <Navigate to={target} replace />;
  return children;
}
