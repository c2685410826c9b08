import {
  BadgeCheck,
  CircleDot,
  CreditCard,
  FilePlus2,
  Gavel,
  PencilLine,
  Send,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { format, isValid, parseISO } from 'date-fns';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '@/components/class-names';
import { isKnown } from '@/lib/lenient';
import { ACTIVITY_TYPES, type Activity, type ActivityType } from '../schemas';

const ICONS: Record<ActivityType, { icon: LucideIcon; tone: string }> = {
  inquiry_created: { icon: FilePlus2, tone: 'bg-brand-50 text-brand-600' },
  inquiry_submitted: { icon: Send, tone: 'bg-brand-50 text-brand-600' },
  bid_placed: { icon: Gavel, tone: 'bg-amber-50 text-amber-700' },
  bid_updated: { icon: PencilLine, tone: 'bg-amber-50 text-amber-700' },
  bid_accepted: { icon: BadgeCheck, tone: 'bg-green-50 text-green-700' },
  member_added: { icon: UserPlus, tone: 'bg-slate-100 text-slate-700' },
  payment: { icon: CreditCard, tone: 'bg-slate-100 text-slate-700' },
};

const UNKNOWN = { icon: CircleDot, tone: 'bg-gray-100 text-gray-700' };

const timeOf = (iso: string) => {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'HH:mm') : '';
};

export function ActivityEntry({
  activity,
  inquiryHref,
}: {
  activity: Activity;
  inquiryHref: (inquiryId: number) => string;
}) {
  const { t } = useTranslation('activities');
  const type = activity.type;
  const { icon: Icon, tone } = isKnown(ACTIVITY_TYPES, type) ? ICONS[type] : UNKNOWN;
  const subject =
    activity.inquiryId !== undefined ? (
      <Link
        to={inquiryHref(activity.inquiryId)}
        className="font-medium text-brand-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      />
    ) : (
      <span className="font-medium text-slate-900" />
    );

  return (
    <li data-testid="activity-entry" className="flex gap-3 py-3">
      <span aria-hidden className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tone)}>
        <Icon className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <p className="min-w-0 break-words text-sm text-slate-700">
          <Trans
            t={t}
            i18nKey={isKnown(ACTIVITY_TYPES, type) ? `sentence.${type}` : 'unknownSentence'}
            values={{
              actor: activity.actor?.name || t('someone'),
              subject: activity.subject ?? t('ui:missing'),
              type: activity.type,
            }}
            components={{ actor: <span className="font-medium text-slate-900" />, subject }}
          />
        </p>
        {activity.at ? (
          <time dateTime={activity.at} className="shrink-0 text-xs tabular-nums text-slate-500">
            {timeOf(activity.at)}
          </time>
        ) : (
          <span className="shrink-0 text-xs text-slate-500">{t('ui:missing')}</span>
        )}
      </div>
    </li>
  );
}
