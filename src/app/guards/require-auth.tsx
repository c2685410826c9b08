import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getSessionEndReason } from '@/lib/session';
import { useSessionUser } from '@/lib/use-session';
import { loginPathWithRedirect } from './redirect';

/**
 * No session → /login, remembering where the visitor was going (spec §4). Signed in with a temporary
 * password → the change-password screen, and nowhere else until a new password is set.
 */
export function RequireAuth() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) {
    const target = `${location.pathname}${location.search}`;
    // A chosen logout starts afresh; an expired session comes back to where it was.
    const plain = target === paths.home || getSessionEndReason() === 'logout';
    return <Navigate to={plain ? paths.auth.login : loginPathWithRedirect(target)} replace />;
  }
  if (user.mustChangePassword && location.pathname !== paths.auth.changePassword)
    return <Navigate to={paths.auth.changePassword} replace />;
  return <Outlet />;
}
