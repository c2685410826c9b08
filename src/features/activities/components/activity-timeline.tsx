import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { cn } from '@/components/class-names';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { formatDate } from '@/lib/dates';
import type { ListState } from '@/lib/list-state';
import type { Page } from '@/lib/page';
import type { useActivities } from '../api/get-activities';
import type { Activity } from '../schemas';
import { ActivityEntry } from './activity-entry';

function byDay(entries: Activity[], undated: string) {
  const days: Array<{ day: string; entries: Activity[] }> = [];
  for (const entry of entries) {
    const day = entry.at ? formatDate(entry.at) : undated;
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}

type ActivityTimelineProps = {
  activities: ReturnType<typeof useActivities>;
  state: ListState<Page<Activity>>;
  inquiryHref: (inquiryId: number) => string;
  filtered: boolean;
  onClearFilters: () => void;
};

export function ActivityTimeline({
  activities,
  state,
  inquiryHref,
  filtered,
  onClearFilters,
}: ActivityTimelineProps) {
  const { t } = useTranslation(['activities', 'common']);

  if (state.failed) return <ErrorState error={activities.error} onRetry={() => void activities.refetch()} />;
  if (!state.shown)
    return (
      <ul aria-busy="true" aria-label={t('timeline.loading')} className="grid gap-4 p-4 sm:p-5">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} aria-hidden data-slot="skeleton-row" className="flex items-center gap-3">
            <SkeletonBlock className="size-9 rounded-full" />
            <SkeletonBlock className="h-4 flex-1" />
            <SkeletonBlock className="h-3 w-10" />
          </li>
        ))}
      </ul>
    );
  // Rows that came but could not be read are not 'nothing happened': the note under the list says so.
  if (state.empty)
    return (
      <EmptyState
        icon={<History className="size-6" />}
        title={t('timeline.empty')}
        description={filtered ? t('timeline.emptyFiltered') : t('timeline.emptyHint')}
        action={
          filtered ? (
            <Button variant="outline" onClick={onClearFilters}>
              {t('filters.clear')}
            </Button>
          ) : undefined
        }
      />
    );

  return (
    <ol aria-busy={state.busy} className={cn('grid gap-2 p-4 sm:p-5', state.stale && 'opacity-60')}>
      {byDay(state.shown.content, t('ui:missing')).map(({ day, entries }) => (
        <li key={day}>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{day}</h3>
          <ol className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <ActivityEntry key={entry.id} activity={entry} inquiryHref={inquiryHref} />
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
