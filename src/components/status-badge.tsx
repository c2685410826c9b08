import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, STATUSES, type PaymentStatus, type Status } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import { cn } from './class-names';

// The only colours besides the brand blue, green and red.
export const STATUS_COLOURS: Record<Status, string> = {
  canceled: 'bg-red-50 text-red-700 ring-red-200',
  cancelled: 'bg-red-50 text-red-700 ring-red-200',
  active: 'bg-brand-50 text-brand-700 ring-brand-200',
  in_progress: 'bg-sky-50 text-sky-700 ring-sky-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-green-50 text-green-700 ring-green-200',
  awarded: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  rejected: 'bg-rose-50 text-rose-700 ring-rose-200',
  on_hold: 'bg-orange-50 text-orange-700 ring-orange-200',
  completed: 'bg-teal-50 text-teal-700 ring-teal-200',
  under_review: 'bg-violet-50 text-violet-700 ring-violet-200',
  archived: 'bg-slate-100 text-slate-700 ring-slate-300',
  delivered: 'bg-lime-50 text-lime-800 ring-lime-200',
  draft: 'bg-stone-100 text-stone-700 ring-stone-300',
};

export const PAYMENT_STATUS_COLOURS: Record<PaymentStatus, string> = {
  succeeded: 'bg-green-50 text-green-700 ring-green-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
  uncaptured: 'bg-amber-50 text-amber-800 ring-amber-200',
  refunded: 'bg-violet-50 text-violet-700 ring-violet-200',
  paid: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  disputed: 'bg-orange-50 text-orange-700 ring-orange-200',
};

export const UNKNOWN_STATUS_COLOUR = 'bg-gray-100 text-gray-700 ring-gray-300';

const BADGE_CLASSES =
  'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';

/** Bids arrive as 'PENDING', inquiries as 'pending' or 'in-progress': one key for all spellings. */
export const normaliseStatus = (status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const isStatus = (key: string): key is Status => (STATUSES as readonly string[]).includes(key);
const isPaymentStatus = (key: string): key is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(key);

/** `status` may be missing from someone else's answer: the badge then reads '—'. */
export type StatusBadgeProps = {
  status: string | undefined;
  kind?: 'status' | 'payment';
  className?: string;
};

export function StatusBadge({ status, kind = 'status', className }: StatusBadgeProps) {
  const { t } = useTranslation();
  if (status === undefined) return <span className={cn('text-slate-500', className)}>{t('ui:missing')}</span>;
  const key = normaliseStatus(status);
  let colour = UNKNOWN_STATUS_COLOUR;
  let text = status;
  if (kind === 'payment' && isPaymentStatus(key)) {
    colour = PAYMENT_STATUS_COLOURS[key];
    text = t(`status:payment.${key}`);
  } else if (kind === 'status' && isStatus(key)) {
    colour = STATUS_COLOURS[key];
    text = t(`status:${key}`);
  }
  return (
    <span data-status={key} className={cn(BADGE_CLASSES, colour, className)}>
      {text}
    </span>
  );
}

type StateBadgeProps<TState extends string> = {
  state: string;
  known: readonly TState[];
  colours: Record<TState, string>;
  label: (state: TState) => string;
};

export function StateBadge<TState extends string>({ state, known, colours, label }: StateBadgeProps<TState>) {
  const isKnownState = isKnown(known, state);
  return (
    <span
      data-state={state}
      className={cn(BADGE_CLASSES, isKnownState ? colours[state] : UNKNOWN_STATUS_COLOUR)}
    >
      {isKnownState ? label(state) : state}
    </span>
  );
}
