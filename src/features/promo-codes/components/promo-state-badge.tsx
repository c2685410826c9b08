import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS_COLOURS, STATUS_COLOURS, StateBadge } from '@/components/status-badge';
import { PROMO_STATES, type PromoCode, type PromoState } from '../schemas';

// The badge colours of the UI kit, reused: usable is green, past its day is grey, used up is amber;
// a state the app does not know is the neutral badge with its raw code.
const COLOURS: Record<PromoState, string> = {
  active: PAYMENT_STATUS_COLOURS.succeeded,
  expired: STATUS_COLOURS.archived,
  used_up: STATUS_COLOURS.pending,
};

export function PromoStateBadge({ state }: { state: PromoCode['state'] }) {
  const { t } = useTranslation('promo-codes');
  return <StateBadge state={state} known={PROMO_STATES} colours={COLOURS} label={(s) => t(`state.${s}`)} />;
}
