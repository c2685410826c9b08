import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/numbers';
import type { BidReportRow } from '../../schemas';
import { MissingValue } from '@/components/missing-value';

type Props = { prices: BidReportRow['prices']; pick: 'average' | 'best' };

/** One figure per currency: prices in different currencies are never added up or ranked. */
export function PriceList({ prices, pick }: Props) {
  const { i18n } = useTranslation();
  // A currency whose figure the server left out is skipped rather than shown as 0.
  const shown = prices.flatMap((price) => {
    const amount = price[pick];
    return amount === undefined ? [] : [{ currency: price.currency, amount }];
  });
  if (shown.length === 0) return <MissingValue />;
  return (
    <ul className="grid gap-0.5">
      {shown.map(({ currency, amount }) => (
        <li key={currency} className="whitespace-nowrap tabular-nums">
          {formatMoney(amount, currency, i18n.language)}
        </li>
      ))}
    </ul>
  );
}
