import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/numbers';

type Props = { amount: number; currency: string; before: number | null };

/** What the card will be charged; with a promo code, the amount it replaces is struck through. */
export function AmountToPay({ amount, currency, before }: Props) {
  const { t, i18n } = useTranslation(['billing']);
  const money = (value: number) => formatMoney(value, currency, i18n.language);
  const reduced = before !== null && before !== amount;
  return (
    <div
      data-testid="amount-to-pay"
      aria-live="polite"
      className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg bg-slate-50 px-4 py-3"
    >
      <span className="text-sm text-slate-600">{t('billing:payment.amountToPay')}</span>
      <span className="flex items-baseline gap-2">
        {reduced && (
          <s data-testid="amount-before" className="text-sm text-slate-500">
            <span className="sr-only">{t('billing:payment.previousAmount')} </span>
            {money(before)}
          </s>
        )}
        <strong data-testid="amount-now" className="text-xl font-semibold text-slate-900">
          {money(amount)}
        </strong>
      </span>
    </div>
  );
}
