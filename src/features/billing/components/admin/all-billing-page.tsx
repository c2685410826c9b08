import { Receipt } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultAllBillingQuery,
  hasAllBillingFilters,
  toTransactionQuery,
  type AllBillingUrlQuery,
} from '../../all-billing-url-state';
import type { SetUrlState } from '@/lib/use-url-state';
import { BalancesOverview } from './balances-overview';
import { TransactionExportButton } from '../export/transaction-export-button';
import { TransactionFilters } from './transaction-filters';
import { TransactionResults } from './transaction-results';
import { PageHeader } from '@/components/page-header';

/**
 * Every namespace the screen reads, asked for together by its heading: a part asking later for one
 * not yet loaded would suspend the whole page behind the spinner. 'billing' holds the words of the
 * transaction cells the carrier's list shows too.
 */
const SCREEN_NAMESPACES = ['all-billing', 'billing', 'status', 'common', 'ui'] as const;

type Props = { query: AllBillingUrlQuery; onChange: SetUrlState<AllBillingUrlQuery> };

/** The admin's /all-billing: every carrier's balance, then every organisation's payments with refunds. */
export function AllBillingPage({ query, onChange }: Props) {
  const { t } = useTranslation(SCREEN_NAMESPACES);
  // Resolved once per URL state, so the query key (and the cache) stays put between renders.
  const request = useMemo(() => toTransactionQuery(query), [query]);
  const onPageChange = useCallback(
    (page: number, options: { replace: boolean }) => onChange({ page }, options),
    [onChange],
  );
  const clear = useCallback(() => onChange(defaultAllBillingQuery), [onChange]);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title={t('all-billing:title')} subtitle={t('all-billing:subtitle')} />
      <BalancesOverview />
      <section
        aria-labelledby="transactions-heading"
        className="rounded-card border border-slate-200 bg-white shadow-card"
      >
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
          <h2 id="transactions-heading" className="text-base font-semibold text-slate-900">
            {t('all-billing:transactions.heading')}
          </h2>
          <TransactionExportButton audience="admin" request={request} />
        </div>
        <TransactionFilters query={query} onChange={onChange} onClear={clear} />
        <TransactionResults
          request={request}
          onPageChange={onPageChange}
          empty={{
            icon: <Receipt className="size-6" />,
            title: t('all-billing:transactions.emptyTitle'),
            description: t('all-billing:transactions.empty'),
          }}
          filtered={
            hasAllBillingFilters(query) && {
              description: t('all-billing:transactions.emptyFiltered'),
              clearLabel: t('all-billing:filters.clear'),
              onClear: clear,
            }
          }
        />
      </section>
    </div>
  );
}
