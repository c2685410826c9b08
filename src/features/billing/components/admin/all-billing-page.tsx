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
import { ListCard } from '@/components/list-card';
import { usePageChange } from '@/lib/use-page-change';

const SCREEN_NAMESPACES = ['all-billing', 'billing', 'status', 'common', 'ui'] as const;

type Props = { query: AllBillingUrlQuery; onChange: SetUrlState<AllBillingUrlQuery> };

/** The admin's /all-billing: every carrier's balance, then every organisation's payments with refunds. */
export function AllBillingPage({ query, onChange }: Props) {
  const { t } = useTranslation(SCREEN_NAMESPACES);
  // Resolved once per URL state, so the query key (and the cache) stays put between renders.
  const request = useMemo(() => toTransactionQuery(query), [query]);
  const onPageChange = usePageChange(onChange);
  const clear = useCallback(() => onChange(defaultAllBillingQuery), [onChange]);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title={t('all-billing:title')} subtitle={t('all-billing:subtitle')} />
      <BalancesOverview />
      <ListCard
        title={t('all-billing:transactions.heading')}
        actions={<TransactionExportButton audience="admin" request={request} />}
      >
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
      </ListCard>
    </div>
  );
}
