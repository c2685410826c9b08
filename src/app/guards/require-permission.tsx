import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { can, type Action } from '@/lib/permissions';
import { useSessionUser } from '@/lib/use-session';

/** A user the policy keeps out of the area → home (spec §6). Children never render, so they fetch nothing. */
export function RequirePermission({ action }: { action: Action }) {
  const user = useSessionUser();
  if (!can(user, action)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
