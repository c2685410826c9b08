import { Navigate, Outlet } from 'react-router-dom';
import { isAllowed } from '@/config/access';
import type { OrganizationType } from '@/config/enums';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/lib/use-session';

/** A role the route does not allow → home (spec §6). Children never render, so they fetch nothing. */
export function RequireRole({ roles }: { roles: readonly OrganizationType[] }) {
  const user = useSessionUser();
  if (!isAllowed(user?.organizationType, roles)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
