import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import { ErrorState } from '@/components/error-state';
import { useMe } from '../api/get-me';
import type { Me } from '../schemas';
import { ProfileSkeleton } from './profile-skeleton';

/**
 * The signed-in user's profile for the screens that show or edit it: a skeleton while it loads, the
 * error with a retry when it fails, and `children` with the profile once it is here.
 */
export function LoadedMe({ children }: { children: (me: Me) => ReactNode }) {
  const me = useMe();
  if (me.isPending) return <ProfileSkeleton rows={3} />;
  if (me.isError)
    return (
      <Card>
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </Card>
    );
  return children(me.data);
}
