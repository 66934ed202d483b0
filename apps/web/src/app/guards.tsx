// The route guard (seed, point 2): a route needing authentication opens only when the auth
// state is 2 (logged in); otherwise the login page, remembering where the user wanted to go.
import { Navigate, Outlet, redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import { loginPath } from '../config/paths';
import { AUTH_LOGGED_IN, session, useSession } from '../lib/session';

/** Runs before the protected screens' code is even loaded. */
export function requireAuthLoader({ request }: LoaderFunctionArgs): null {
  if (session.getState().authenticated !== AUTH_LOGGED_IN) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  return null;
}

/** Keeps watching: a sign-out or a refused refresh sends the user to the login page. */
export function RequireAuth() {
  const { authenticated, endedBy } = useSession();
  const location = useLocation();
  if (authenticated !== AUTH_LOGGED_IN) {
    // After an explicit sign-out the next person starts from the dashboard, not from here.
    const next = endedBy === 'signedOut' ? null : location.pathname + location.search;
    return <Navigate to={loginPath(next)} replace />;
  }
  return <Outlet />;
}
