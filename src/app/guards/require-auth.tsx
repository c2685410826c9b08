import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getSessionEndReason } from '@/lib/session';
import { useSessionUser } from '@/lib/use-session';
import { loginPathWithRedirect } from './redirect';

export function RequireAuth() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) {
    const target = `${location.pathname}${location.search}`;
    const plain = target === paths.home || getSessionEndReason() === 'logout';
    return <Navigate to={plain ? paths.auth.login : loginPathWithRedirect(target)} replace />;
  }
  if (user.mustChangePassword && location.pathname !== paths.auth.changePassword)
    return <Navigate to={paths.auth.changePassword} replace />;
  return <Outlet />;
}
