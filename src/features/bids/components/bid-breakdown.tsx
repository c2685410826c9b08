import { useTranslation } from 'react-i18next';
import { breakdownTotal, type ChargeLine } from '../schemas';
import { codeLabel, formatBidMoney } from './bid-format';

type Props = { lines: readonly ChargeLine[]; value: number; currency: string | undefined };

/** An all-in price's lines under the amount: each charge with its amount. */
export function BidBreakdown({ lines, value, currency }: Props) {
  const { t, i18n } = useTranslation(['bids', 'enums']);
  const money = (amount: number) => formatBidMoney(amount, currency, i18n.language);
  const sum = breakdownTotal(lines);
  return (
    <>
      <ul className="flex flex-col gap-1" data-testid="bid-breakdown">
        {lines.map((line, index) => (
          // The name wraps in its own column; the amount keeps the right edge, as the others do.
          <li key={`${line.type}-${index}`} className="grid grid-cols-[1fr_auto] gap-x-4">
            <span className="font-normal text-slate-600">{codeLabel(t, 'charge', line.type)}</span>
            <span className="whitespace-nowrap text-right tabular-nums">{money(line.amount)}</span>
          </li>
        ))}
      </ul>
      {Math.round(sum * 100) !== Math.round(value * 100) && (
        <p className="mt-1 text-xs font-normal text-amber-800">
          {t('bids:modal.breakdownGap', { sum: money(sum) })}
        </p>
      )}
    </>
  );
}
