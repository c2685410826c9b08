import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import type { BidReportRow } from '../../schemas';

type Props = { prices: BidReportRow['prices']; pick: 'average' | 'best' };

/** One figure per currency: prices in different currencies are never added up or ranked. */
export function PriceList({ prices, pick }: Props) {
  const { i18n } = useTranslation();
  if (prices.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="grid gap-0.5">
      {prices.map((price) => (
        <li key={price.currency} className="whitespace-nowrap tabular-nums">
          {formatMoney(price[pick], price.currency, i18n.language)}
        </li>
      ))}
    </ul>
  );
}
