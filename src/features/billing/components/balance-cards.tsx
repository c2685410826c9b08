import { Card } from '@/components/card';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { SuspendableButton } from '@/components/suspended-action';
import { CURRENCIES, type Currency } from '@/config/enums';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/numbers';
import { isKnown } from '@/lib/lenient';
import type { BillingSummary } from '../schemas';

type Props = { summary: BillingSummary; onPay: (currency: Currency) => void };

export function BalanceCards({ summary, onPay }: Props) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600" data-testid="last-payment">
        {summary.lastPaymentDate
          ? t('billing:balances.lastPayment', { date: formatDate(summary.lastPaymentDate) })
          : t('billing:balances.noPayment')}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('billing:balances.label')}>
        {summary.balances.map((balance) => {
          // A currency the app does not know is shown, but not paid here: the payment request is ours and strict.
          const payable = balance.owed > 0 && isKnown(CURRENCIES, balance.currency) ? balance.currency : null;
          return (
            <Card
              as="li"
              key={balance.currency}
              data-testid="balance-card"
              data-currency={balance.currency}
              className="flex flex-col gap-4 p-5"
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-slate-900">{balance.currency}</h3>
                {balance.owed <= 0 && (
                  <span className="text-xs font-medium text-green-700">{t('billing:balances.settled')}</span>
                )}
              </div>
              <dl className="grid gap-3">
                <div>
                  <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                    {t('billing:balances.owed')}
                  </dt>
                  <dd data-testid="balance-owed" className="mt-1 text-2xl font-semibold text-slate-900">
                    {formatMoney(balance.owed, balance.currency, i18n.language)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                    {t('billing:balances.paid')}
                  </dt>
                  <dd data-testid="balance-paid" className="mt-1 text-sm font-medium text-slate-700">
                    {balance.paid === undefined
                      ? t('ui:missing')
                      : formatMoney(balance.paid, balance.currency, i18n.language)}
                  </dd>
                </div>
              </dl>
              {payable && (
                <SuspendableButton
                  variant="primary"
                  align="start"
                  className="mt-auto"
                  icon={CreditCard}
                  aria-label={t('billing:balances.payCurrency', { currency: balance.currency })}
                  onClick={() => onPay(payable)}
                >
                  {t('billing:balances.pay')}
                </SuspendableButton>
              )}
            </Card>
          );
        })}
      </ul>
    </div>
  );
}

export function BalanceCardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden>
      {[0, 1].map((i) => (
        <Card key={i} className="grid gap-3 p-5">
          <SkeletonBlock className="h-4 w-16" />
          <SkeletonBlock className="h-8 w-40" />
          <SkeletonBlock className="h-4 w-28" />
          <SkeletonBlock className="h-10 w-full" />
        </Card>
      ))}
    </div>
  );
}
