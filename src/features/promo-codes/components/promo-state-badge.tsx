import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { PAYMENT_STATUS_COLOURS, STATUS_COLOURS, UNKNOWN_STATUS_COLOUR } from '@/components/status-badge';
import { isKnown } from '@/lib/lenient';
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
  const known = isKnown(PROMO_STATES, state);
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
