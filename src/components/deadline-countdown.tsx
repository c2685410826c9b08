import { Hourglass, LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { deadlineMs, timeLeft, type TimeLeft } from '@/lib/deadline';
import { useDeadlineNow } from '@/lib/deadline-clock';
import { cn } from './class-names';

type Translate = ReturnType<typeof useTranslation>['t'];

/** '2 g 04 s', '3 s 12 dəq', '12 dəq 05 san': the two largest units that matter. */
export function countdownText(t: Translate, left: TimeLeft) {
  const two = (n: number) => String(n).padStart(2, '0');
  if (left.days > 0) return t('inquiries:deadline.daysHours', { days: left.days, hours: two(left.hours) });
  if (left.hours > 0)
    return t('inquiries:deadline.hoursMinutes', { hours: left.hours, minutes: two(left.minutes) });
  return t('inquiries:deadline.minutesSeconds', { minutes: left.minutes, seconds: two(left.seconds) });
}

type DeadlineCountdownProps = {
  closesAt: string | null | undefined;
  compact?: boolean;
  className?: string;
};

export function DeadlineCountdown({ closesAt, compact = false, className }: DeadlineCountdownProps) {
  const { t } = useTranslation('inquiries');
  const ms = deadlineMs(closesAt);
  const now = useDeadlineNow(closesAt);
  if (ms === null) return compact ? <span className="text-slate-500">—</span> : null;
  const current = timeLeft(closesAt, now);
  const moment = formatDateTime(new Date(ms));
  const Icon = current ? Hourglass : LockKeyhole;
  const urgent = current !== null && current.days === 0;
  return (
    <span
      data-testid="deadline"
      data-state={current ? 'open' : 'closed'}
      className={cn(
        'inline-flex items-center gap-1.5 text-sm',
        current ? (urgent ? 'font-medium text-amber-800' : 'text-slate-700') : 'text-slate-500',
        className,
      )}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      <time dateTime={new Date(ms).toISOString()} title={moment}>
        {current
          ? compact
            ? t('inquiries:deadline.left', { time: countdownText(t, current) })
            : t('inquiries:deadline.closesIn', { time: countdownText(t, current), moment })
          : compact
            ? t('inquiries:deadline.closed')
            : t('inquiries:deadline.closedOn', { moment })}
      </time>
    </span>
  );
}
