import { Dashboard } from '@/features/dashboard/components/dashboard';
import { useSessionUser } from '@/lib/use-session';

export function HomeRoute() {
  const user = useSessionUser();
  if (!user) return null;
  return <Dashboard role={user.organizationType} />;
}
