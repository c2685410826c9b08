import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import type { Bid } from '../../schemas';
import { formatBidMoney } from '../bid-format';

type Props = {
  bid: Bid;
  converted: number | null | undefined;
  currency: string;
  cheapest: boolean;
  fastest: boolean;
  /** On a card the price reads from the left, its marks after it; in the table it keeps the right edge. */
  onCard?: boolean;
};

const BADGE = 'rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset';

/** A bid's price as offered, its amount in the currency compared in beneath it, and its marks. */
export function BidPriceCell({ bid, converted, currency, cheapest, fastest, onCard = false }: Props) {
  const { t, i18n } = useTranslation(['bids']);
  const shown = converted !== undefined && bid.currency !== currency;
  const amount = (
    <span className="tabular-nums font-medium text-slate-900">
      {formatBidMoney(bid.value, bid.currency, i18n.language)}
    </span>
  );
  const marks = (
    <>
      {cheapest && (
        <span className={`${BADGE} bg-green-50 text-green-700 ring-green-200`}>{t('bids:bestPrice')}</span>
      )}
      {fastest && <span className={`${BADGE} bg-sky-50 text-sky-800 ring-sky-200`}>{t('bids:fastest')}</span>}
    </>
  );
  return (
    <span className={cn('inline-flex flex-col gap-1', onCard ? 'items-start' : 'items-end')}>
      <span className={cn('inline-flex flex-wrap items-center gap-2', !onCard && 'justify-end')}>
        {onCard ? amount : marks}
        {onCard ? marks : amount}
      </span>
      {shown && (
        <span data-testid="converted-price" className="text-xs tabular-nums text-slate-600">
          {converted === null
            ? t('bids:compare.noRate', { currency })
            : t('bids:compare.converted', { amount: formatBidMoney(converted, currency, i18n.language) })}
        </span>
      )}
    </span>
  );
}
