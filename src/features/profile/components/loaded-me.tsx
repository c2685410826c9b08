import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import { ErrorState } from '@/components/error-state';
import { useMe } from '../api/get-me';
import type { Me } from '../schemas';
import { ProfileSkeleton } from './profile-skeleton';

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
