import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { PAYMENT_STATUS_COLOURS, STATUS_COLOURS, UNKNOWN_STATUS_COLOUR } from '@/components/status-badge';
import { isKnown } from '@/lib/lenient';
import { ROUTE_OFFER_STATES, type RouteOffer, type RouteOfferState } from '../../schemas';

// The UI kit's badge colours, reused: on the market is green, waiting for its first day is sky,
// past its last day is grey, taken off by its carrier is stone; a state the app does not know is
// the neutral badge with its raw code.
const COLOURS: Record<RouteOfferState, string> = {
  active: PAYMENT_STATUS_COLOURS.succeeded,
  scheduled: STATUS_COLOURS.in_progress,
  expired: STATUS_COLOURS.archived,
  withdrawn: STATUS_COLOURS.draft,
};

export function OfferStateBadge({ state }: { state: RouteOffer['state'] }) {
  const { t } = useTranslation('route-offers');
  const known = isKnown(ROUTE_OFFER_STATES, state);
  return (
    <span
      data-state={state}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        known ? COLOURS[state] : UNKNOWN_STATUS_COLOUR,
      )}
    >
      {known ? t(`state.${state}`) : state}
    </span>
  );
}
