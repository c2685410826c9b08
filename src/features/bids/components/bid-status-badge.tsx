import { useTranslation } from 'react-i18next';
import { StatusBadge, UNKNOWN_STATUS_COLOUR } from '@/components/status-badge';
import { cn } from '@/components/class-names';
import { BID_STATUSES } from '@/config/enums';
import { isKnown } from '@/lib/lenient';

/** The shared badge; 'lost' has no shared translation, so this feature names it. */
export function BidStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('bids');
  if (!isKnown(BID_STATUSES, status)) return <StatusBadge status={status} />;
  if (status !== 'LOST') return <StatusBadge status={status.toLowerCase()} />;
  return (
    <span
      data-status="lost"
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        UNKNOWN_STATUS_COLOUR,
      )}
    >
      {t('bids:status.lost')}
    </span>
  );
}
