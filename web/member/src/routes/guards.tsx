import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppState } from '../app/state';
import { splitLocale } from '@mawadda/contracts/web-routes';
import { GUARDIAN_PATHS, roleOf } from '../features/guardian/role';
import { useLocale } from './use-locale';

/**
 * The spec's `auth` guard, read as a serious product would: member pages need a session (the
 * member goes to login and comes back), and login/register send a signed-in member home.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { state } = useAppState();
  const { pathname, search } = useLocation();
  const { to } = useLocale();
  if (!state.auth.isAuthenticated) {
    return <Navigate to={`${to('/Auth/login')}?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  }
  // A guardian (wali) account is no member: member pages send it to its requests.
  if (
    roleOf(state.token) === 'guardian' &&
    !GUARDIAN_PATHS.some((p) => splitLocale(pathname).path.startsWith(p))
  )
    return <Navigate to={to(GUARDIAN_PATHS[0])} replace />;
  return <>{children}</>;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const { state } = useAppState();
  const { to } = useLocale();
  if (state.auth.isAuthenticated) return <Navigate to={to('/')} replace />;
  return <>{children}</>;
}
