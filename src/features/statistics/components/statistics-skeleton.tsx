import { Card } from '@/components/card';
import { SkeletonBlock } from '@/components/skeleton-rows';

export function StatisticsSkeleton() {
  return (
    <div aria-hidden data-testid="statistics-skeleton" className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i} className="p-4">
            <SkeletonBlock className="h-4 w-24" />
            <SkeletonBlock className="mt-2 h-8 w-16" />
          </Card>
        ))}
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        {Array.from({ length: 2 }, (_, i) => (
          <Card key={i} className="p-4">
            <SkeletonBlock className="h-5 w-48" />
            <SkeletonBlock className="mt-2 h-4 w-64 max-w-full" />
            <SkeletonBlock className="mt-4 h-56 w-full" />
          </Card>
        ))}
      </div>
    </div>
  );
}
