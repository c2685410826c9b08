import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { PAYMENT_STATUS_COLOURS, STATUS_COLOURS } from '@/components/status-badge';
import type { PromoCode } from '../schemas';

// The badge colours of the UI kit, reused: usable is green, past its day is grey, used up is amber.
const COLOURS: Record<PromoCode['state'], string> = {
  active: PAYMENT_STATUS_COLOURS.succeeded,
  expired: STATUS_COLOURS.archived,
  used_up: STATUS_COLOURS.pending,
};

export function PromoStateBadge({ state }: { state: PromoCode['state'] }) {
  const { t } = useTranslation('promo-codes');
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
