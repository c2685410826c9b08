import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { Card } from '@/components/card';

export function ProfileSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <Card role="status" aria-busy="true" className="grid gap-4 p-5">
      <span className="sr-only">{t('loading')}</span>
      <SkeletonBlock className="h-5 w-48" />
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonBlock key={i} className="h-10 w-full" />
      ))}
    </Card>
  );
}
