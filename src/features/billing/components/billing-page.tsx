import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import { useReopenUnsentForm } from '@/lib/unsent-form';
import { useBillingSummary } from '../api/get-billing-summary';
import { useInvoices } from '../api/get-invoices';
import { usePageChange } from '@/lib/use-page-change';
import type { SetUrlState } from '@/lib/use-url-state';
import { BILLING_PAGE_SIZE, type BillingQuery } from '../billing-url-state';
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

/** The sections' loading state before their first render: three cards of bars. */
const SECTIONS_PLACEHOLDER = <SkeletonCards cards={3} bars={['h-4 w-full', 'h-4 w-2/3']} />;

/**
 * The carrier's /billing: what is owed and paying it, the transactions, the invoices. The heading
 * paints first, in words it already has; the sections follow in a render of their own.
 */
export function BillingPage({ query, onChange }: Props) {
  // The sections' words, asked for here at once: no section suspends the page later for its own.
  useTranslation(BILLING_NAMESPACES);
  // Every section's data is asked for at the first commit, together, not a render later with the
  // sections: a failure then reaches all of them at once, not the summary first and the lists after.
  const summary = useBillingSummary();
  const transactions = useOwnTransactions(query);
  const invoices = useInvoices(query.invoicePage, BILLING_PAGE_SIZE);
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
        <InvoicesSection
          invoices={invoices}
          page={query.invoicePage}
          onPageChange={onInvoicePage}
        />
      </AfterHeading>
      <PaymentDialog balance={paying} onClose={() => setPaying(null)} />
    </div>
  );
}
