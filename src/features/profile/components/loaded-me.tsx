import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import { ErrorState } from '@/components/error-state';
import { SkeletonCards } from '@/components/skeleton-rows';
import { useMe } from '../api/get-me';
import type { Me } from '../schemas';

export function LoadedMe({ children }: { children: (me: Me) => ReactNode }) {
  const me = useMe();
  if (me.isPending) return <SkeletonCards cards={1} bars={['h-10 w-full', 'h-10 w-full', 'h-10 w-full']} />;
  if (me.isError)
    return (
      <Card>
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </Card>
    );
  return children(me.data);
}
