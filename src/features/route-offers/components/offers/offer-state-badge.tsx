import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS_COLOURS, STATUS_COLOURS, StateBadge } from '@/components/status-badge';
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
  return (
    <StateBadge state={state} known={ROUTE_OFFER_STATES} colours={COLOURS} label={(s) => t(`state.${s}`)} />
  );
}
