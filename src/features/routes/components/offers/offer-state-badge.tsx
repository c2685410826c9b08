import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { PAYMENT_STATUS_COLOURS, STATUS_COLOURS } from '@/components/status-badge';
import type { RouteOffer } from '../../schemas';

// The UI kit's badge colours, reused: on the market is green, waiting for its first day is sky,
// past its last day is grey, taken off by its carrier is stone.
const COLOURS: Record<RouteOffer['state'], string> = {
  active: PAYMENT_STATUS_COLOURS.succeeded,
  scheduled: STATUS_COLOURS.in_progress,
  expired: STATUS_COLOURS.archived,
  withdrawn: STATUS_COLOURS.draft,
};

export function OfferStateBadge({ state }: { state: RouteOffer['state'] }) {
  const { t } = useTranslation('route-offers');
  return (
    <span
      data-state={state}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        COLOURS[state],
      )}
    >
      {t(`state.${state}`)}
    </span>
  );
}
