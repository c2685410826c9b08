import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { useSessionUser } from '@/lib/use-session';
import { REDIRECT_PARAM, safeRedirectTarget } from './redirect';

/**
 * Sign-in pages are for visitors only: a signed-in user goes home (spec §4), or back to the page
 * the login was asked for. Signing in therefore needs no navigation of its own.
 */
export function GuestOnly() {
  const user = useSessionUser();
  const [params] = useSearchParams();
  if (user) return <Navigate to={safeRedirectTarget(params.get(REDIRECT_PARAM))} replace />;
  return <Outlet />;
}
