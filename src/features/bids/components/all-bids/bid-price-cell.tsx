import { useTranslation } from 'react-i18next';
import type { Bid } from '../../schemas';
import { formatBidMoney } from '../bid-format';

type Props = {
  bid: Bid;
  converted: number | null | undefined;
  currency: string;
  cheapest: boolean;
  fastest: boolean;
};

const BADGE = 'rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset';

/** A bid's price as offered, its amount in the currency compared in beneath it, and its marks. */
export function BidPriceCell({ bid, converted, currency, cheapest, fastest }: Props) {
  const { t, i18n } = useTranslation(['bids']);
  const shown = converted !== undefined && bid.currency !== currency;
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <span className="inline-flex flex-wrap items-center justify-end gap-2">
        {cheapest && (
          <span className={`${BADGE} bg-green-50 text-green-700 ring-green-200`}>{t('bids:bestPrice')}</span>
        )}
        {fastest && (
          <span className={`${BADGE} bg-sky-50 text-sky-800 ring-sky-200`}>{t('bids:fastest')}</span>
        )}
        <span className="tabular-nums font-medium text-slate-900">
          {formatBidMoney(bid.value, bid.currency, i18n.language)}
        </span>
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
