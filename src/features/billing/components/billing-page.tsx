import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import { useReopenUnsentForm } from '@/lib/unsent-form';
import { useBillingSummary } from '../api/get-billing-summary';
import { useInvoices } from '../api/get-invoices';
import { usePageChange } from '@/lib/use-page-change';
import type { SetUrlState } from '@/lib/use-url-state';
import type { BillingQuery } from '../billing-url-state';
import { InvoicesSection } from './invoices/invoices-section';
import { OwedSection } from './owed-section';
import { PaymentDialog, paymentUnsentId } from './payment/payment-dialog';
import { TransactionsSection, useOwnTransactions } from './transactions/transactions-section';
import { AfterHeading } from '@/components/after-heading';
import { LandingPageHeader } from '@/components/landing-page-header';
import { SkeletonCards } from '@/components/skeleton-rows';

/** Asked for together by the page, so no part suspends it later for its own. */
export const BILLING_NAMESPACES = ['billing', 'status', 'common', 'errors'] as const;

type Props = { query: BillingQuery; onChange: SetUrlState<BillingQuery> };

const SECTIONS_PLACEHOLDER = <SkeletonCards cards={3} bars={['h-4 w-full', 'h-4 w-2/3']} />;

export function BillingPage({ query, onChange }: Props) {
  useTranslation(BILLING_NAMESPACES);
  const summary = useBillingSummary();
  const transactions = useOwnTransactions(query);
  const invoices = useInvoices(query);
  // The balance as it stood when 'Pay' was pressed; the dialog shows that, not a later refetch.
  const [paying, setPaying] = useState<{ currency: Currency; owed: number } | null>(null);

  const onInvoicePage = usePageChange(onChange, 'invoicePage');

  const onPay = (currency: Currency) => {
    const balance = summary.data?.balances.find((b) => b.currency === currency);
    if (balance && balance.owed > 0) setPaying({ currency, owed: balance.owed });
  };

  // Back after an expired session mid-payment: the dialog opens again (the card is typed afresh).
  const owed = useMemo(
    () =>
      summary.data?.balances.flatMap(({ currency, owed }) =>
        owed > 0 && isKnown(CURRENCIES, currency) ? [{ currency, owed }] : [],
      ) ?? null,
    [summary.data],
  );
  useReopenUnsentForm(
    owed,
    (balance) => paymentUnsentId(balance.currency),
    (balance) => setPaying({ currency: balance.currency, owed: balance.owed }),
  );

  return (
    <div className="flex min-w-0 flex-col gap-8">
      <LandingPageHeader screen="billing" />
      <AfterHeading placeholder={SECTIONS_PLACEHOLDER}>
        <OwedSection summary={summary} onPay={onPay} />
        <TransactionsSection query={query} transactions={transactions} onChange={onChange} />
        <InvoicesSection invoices={invoices} page={query.invoicePage} onPageChange={onInvoicePage} />
      </AfterHeading>
      <PaymentDialog balance={paying} onClose={() => setPaying(null)} />
    </div>
  );
}
