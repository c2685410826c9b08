import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { PAYMENT_STATUS_COLOURS, STATUS_COLOURS } from '@/components/status-badge';

/** Whether a won bid's commission is settled: the payment palette's 'paid' and the 'pending' amber. */
export function PaidBadge({ paid }: { paid: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <span
      data-paid={paid}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        paid ? PAYMENT_STATUS_COLOURS.paid : STATUS_COLOURS.pending,
      )}
    >
      {paid ? t('billing:items.paid') : t('billing:items.owed')}
    </span>
  );
}
