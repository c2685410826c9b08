import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS_COLOURS, STATUS_COLOURS, StateBadge } from '@/components/status-badge';
import { ROUTE_OFFER_STATES, type RouteOffer, type RouteOfferState } from '../../schemas';

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
