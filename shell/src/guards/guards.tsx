import { useSession, type Session } from '@benchlink/api/client';
import { paths, type RouteGuard } from '@benchlink/api/contracts';
import { Navigate, Outlet, useOutletContext, useSearchParams } from 'react-router';
import { sessionExpiredHref, type RootOutletContext } from '../app/root-layout';

/**
 * Whether the session may open a page declared with `guard`. The guards below redirect on it and the navigation
 * hides what it refuses, so a link is never shown for a page that would send the user away.
 */
export function canOpen(guard: RouteGuard, { user, companyId, isAdmin }: Pick<Session, 'user' | 'companyId' | 'isAdmin'>) {
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

/** Logged-in routes: nobody signed in → `/`; a session that just expired → the session-expired sign-up page. */
export function RequireSession() {
  const session = useSession();
  const context = useOutletContext<RootOutletContext | undefined>();
  if (!canOpen('signedIn', session)) {
    return <Navigate to={context?.hasSessionExpired ? sessionExpiredHref : paths.home.path} replace />;
  }
  return <Outlet />;
}

/**
 * Company routes: a user without a company → `/company/profile`, where they create one. `allowAdmin` opens a
 * route to the administrator too, who reviews companies without having one (the public company view).
 */
export function RequireCompany({ allowAdmin = false }: { allowAdmin?: boolean }) {
  const session = useSession();
  if (!canOpen(allowAdmin ? 'companyOrAdmin' : 'company', session)) return <Navigate to={paths.companyProfile.path} replace />;
  return <Outlet />;
}

/** Admin-only routes: anyone but the admin → `/company/profile`. */
export function RequireAdmin() {
  const session = useSession();
  if (!canOpen('admin', session)) return <Navigate to={paths.companyProfile.path} replace />;
  return <Outlet />;
}

/** Logged-out-only routes: a signed-in user → `/company/profile`. */
export function LoggedOutOnly() {
  const session = useSession();
  if (!canOpen('signedOut', session)) return <Navigate to={paths.companyProfile.path} replace />;
  return <Outlet />;
}

/**
 * `/` shows the sign-in page (or sign-up / password reset by its query) to visitors; signed-in users
 * land on their company profile.
 */
export function HomeRoute({ children }: { children: React.ReactNode }) {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  // A mailed reset link must work even in a browser where someone is still signed in.
  const isPasswordResetLink = searchParams.get('action') === 'forgottenPassword' && searchParams.has('token');
  if (user && !isPasswordResetLink) return <Navigate to={paths.companyProfile.path} replace />;
  return children;
}
