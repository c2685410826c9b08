import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { SHIPMENT_STEPS, STATUSES } from '@/config/enums';
import { formatDateTime } from '@/lib/dates';
import { isKnown } from '@/lib/lenient';
import { useInquiryActivity } from '../../api/get-inquiry-activity';
import { ACTIVITY_TYPES } from '../../schemas';

type Translate = ReturnType<typeof useTranslation>['t'];

function readableDetail(type: string, detail: string, t: Translate) {
  if (type === 'bidding_closed' && /^\d+$/.test(detail))
    return t('inquiry-details:activity.bidsToReview', { count: Number(detail) });
  if (type === 'deadline_extended' && formatDateTime(detail))
    return t('inquiry-details:activity.newDeadline', { moment: formatDateTime(detail) });
  if (isKnown(SHIPMENT_STEPS, detail)) return t(`enums:step.${detail}`);
  const change = /^(\w+) → (\w+)(?:: ([\s\S]*))?$/.exec(detail);
  const [, from = '', to = '', reason] = change ?? [];
  if (!change || !isKnown(STATUSES, from) || !isKnown(STATUSES, to)) return detail;
  const text = `${t(`status:${from}`)} → ${t(`status:${to}`)}`;
  return reason ? `${text}: ${reason}` : text;
}

/** What happened to the inquiry, newest first: event, who, when and any detail. */
export function ActivityTimeline({ inquiryId }: { inquiryId: number }) {
  const { t } = useTranslation(['inquiry-details', 'enums', 'status', 'common']);
  const activity = useInquiryActivity(inquiryId);

  if (activity.isPending) {
    return (
      <div role="status" aria-busy="true" className="grid gap-4">
        <span className="sr-only">{t('common:loading')}</span>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} aria-hidden className="grid gap-2">
            <SkeletonBlock className="h-4 w-40" />
            <SkeletonBlock className="h-3 w-56" />
          </div>
        ))}
      </div>
    );
  }
  if (activity.isError) return <ErrorState error={activity.error} onRetry={() => void activity.refetch()} />;
  if (activity.data.length === 0) {
    return <EmptyState icon={<History className="size-6" />} title={t('inquiry-details:activity.empty')} />;
  }

  return (
    <ol className="relative grid gap-5 border-l border-slate-200 pl-5">
      {activity.data.map((event, index) => (
        <li key={event.id ?? index} className="relative">
          <span
            aria-hidden
            className="absolute -left-[26px] top-1 size-3 rounded-full border-2 border-white bg-brand-500 ring-1 ring-brand-200"
          />
          <p className="text-sm font-medium text-slate-900">
            {/* An event the app has no words for is named by its code. */}
            {isKnown(ACTIVITY_TYPES, event.type)
              ? t(`inquiry-details:activity.types.${event.type}`)
              : event.type}
          </p>
          <p className="mt-0.5 text-xs text-slate-500">
            <span className="sr-only">{t('inquiry-details:activity.actor')}: </span>
            {event.actor || t('ui:missing')} ·{' '}
            <time dateTime={event.at}>{formatDateTime(event.at) || t('ui:missing')}</time>
          </p>
          {event.detail && (
            <p className="mt-1 break-words text-sm text-slate-700">
              {readableDetail(event.type, event.detail, t)}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
