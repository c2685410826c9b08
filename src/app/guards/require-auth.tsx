import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getSessionEndReason } from '@/lib/session';
import { useSessionUser } from '@/lib/use-session';
import { loginPathWithRedirect } from './redirect';

/** No session → /login, remembering where the visitor was going (spec §4). */
export function RequireAuth() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) {
    const target = `${location.pathname}${location.search}`;
    // A chosen logout starts afresh; an expired session comes back to where it was.
    const plain = target === paths.home || getSessionEndReason() === 'logout';
    return <Navigate to={plain ? paths.auth.login : loginPathWithRedirect(target)} replace />;
  }
  return <Outlet />;
}
