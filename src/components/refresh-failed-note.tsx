import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/dates';
import { Button } from './button';

export type RefreshableQuery = {
  isError: boolean;
  isRefetchError?: boolean;
  dataUpdatedAt: number;
  isFetching?: boolean;
  refetch: () => unknown;
};

export function RefreshFailedNote({ query }: { query: RefreshableQuery }) {
  const { t } = useTranslation();
  const failedWithRows = (query.isRefetchError ?? query.isError) && query.dataUpdatedAt > 0;
  if (!failedWithRows) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p role="status" className="flex items-center gap-2">
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        {t('refreshFailed.text', { time: formatTime(query.dataUpdatedAt) })}
      </p>
      <Button
        variant="gray-outline"
        className="ml-auto h-8 px-3"
        loading={query.isFetching}
        icon={RotateCw}
        onClick={() => void query.refetch()}
      >
        {t('actions.retry')}
      </Button>
    </div>
  );
}
