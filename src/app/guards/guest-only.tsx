import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { useSessionUser } from '@/lib/use-session';
import { REDIRECT_PARAM, safeRedirectTarget } from './redirect';

export function GuestOnly() {
  const user = useSessionUser();
  const [params] = useSearchParams();
  if (user) return <Navigate to={safeRedirectTarget(params.get(REDIRECT_PARAM))} replace />;
  return <Outlet />;
}
