import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { can, type Action } from '@/lib/permissions';
import { useSessionUser } from '@/lib/use-session';

export function RequirePermission({ action }: { action: Action }) {
  const user = useSessionUser();
  if (!can(user, action)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
