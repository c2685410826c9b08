import { Receipt } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/data-list';
import { listWords } from '@/components/list-words';
import { ListCard } from '@/components/list-card';
import { PageHeader } from '@/components/page-header';
import { usePageChange } from '@/lib/use-page-change';
import type { SetUrlState } from '@/lib/use-url-state';
import {
  defaultAllBillingQuery,
  hasAllBillingFilters,
  toTransactionQuery,
  type AllBillingUrlQuery,
} from '../../all-billing-url-state';
import { useTransactions } from '../../api/get-transactions';
import type { Transaction } from '../../schemas';
import { TransactionExportButton } from '../export/transaction-export-button';
import { BalancesOverview } from './balances-overview';
import { RefundDialog } from './refund-dialog';
import { useTransactionColumns } from './transaction-columns';
import { TransactionFilters } from './transaction-filters';

const SCREEN_NAMESPACES = ['all-billing', 'billing', 'status', 'common', 'ui'] as const;

type Props = { query: AllBillingUrlQuery; onChange: SetUrlState<AllBillingUrlQuery> };

export function AllBillingPage({ query, onChange }: Props) {
  const { t } = useTranslation(SCREEN_NAMESPACES);
  // Resolved once per URL state, so the query key (and the cache) stays put between renders.
  const request = useMemo(() => toTransactionQuery(query), [query]);
  const transactions = useTransactions(request);
  const [refunding, setRefunding] = useState<Transaction | null>(null);
  const columns = useTransactionColumns(setRefunding);
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
        <DataList
          query={transactions}
          columns={columns}
          rowKey={(tx) => tx.id}
          caption={t('all-billing:transactions.caption')}
          cardsBelow="lg"
          testId="transactions-table"
          rowAttributes={(tx) => ({ 'data-testid': 'transaction-row', 'data-transaction-id': tx.id })}
          {...listWords(t, 'all-billing:transactions', <Receipt className="size-6" />)}
          filtered={
            hasAllBillingFilters(query) && {
              description: t('all-billing:transactions.emptyFiltered'),
              clearLabel: t('all-billing:filters.clear'),
              onClear: clear,
            }
          }
          page={request.page + 1}
          onPageChange={onPageChange}
        />
      </ListCard>
      <RefundDialog tx={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
