import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS_COLOURS, STATUS_COLOURS, StateBadge } from '@/components/status-badge';
import { PROMO_STATES, type PromoCode, type PromoState } from '../schemas';

const COLOURS: Record<PromoState, string> = {
  active: PAYMENT_STATUS_COLOURS.succeeded,
  expired: STATUS_COLOURS.archived,
  used_up: STATUS_COLOURS.pending,
};

export function PromoStateBadge({ state }: { state: PromoCode['state'] }) {
  const { t } = useTranslation('promo-codes');
  return <StateBadge state={state} known={PROMO_STATES} colours={COLOURS} label={(s) => t(`state.${s}`)} />;
}
