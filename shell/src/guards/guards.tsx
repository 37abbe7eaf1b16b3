import { useSession } from '@benchlink/api/client';
import { paths } from '@benchlink/api/contracts';
import { Navigate, Outlet, useOutletContext, useSearchParams } from 'react-router';
import { sessionExpiredHref, type RootOutletContext } from '../app/root-layout';

/** Logged-in routes: nobody signed in → `/`; a session that just expired → the session-expired sign-up page. */
export function RequireSession() {
  const { user } = useSession();
  const context = useOutletContext<RootOutletContext | undefined>();
  if (!user) return <Navigate to={context?.hasSessionExpired ? sessionExpiredHref : paths.home.path} replace />;
  return <Outlet />;
}

/**
 * Company routes: a user without a company → `/company/profile`, where they create one. `allowAdmin` opens a
 * route to the administrator too, who reviews companies without having one (the public company view).
 */
export function RequireCompany({ allowAdmin = false }: { allowAdmin?: boolean }) {
  const { companyId, isAdmin } = useSession();
  if (companyId === undefined && !(allowAdmin && isAdmin)) return <Navigate to={paths.companyProfile.path} replace />;
  return <Outlet />;
}

/** Admin-only routes: anyone but the admin → `/company/profile`. */
export function RequireAdmin() {
  const { isAdmin } = useSession();
  if (!isAdmin) return <Navigate to={paths.companyProfile.path} replace />;
  return <Outlet />;
}

/** Logged-out-only routes: a signed-in user → `/company/profile`. */
export function LoggedOutOnly() {
  const { user } = useSession();
  if (user) return <Navigate to={paths.companyProfile.path} replace />;
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
