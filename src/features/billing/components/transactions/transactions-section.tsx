import { Card } from '@/components/card';
import { Receipt } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/data-list';
import { Tabs } from '@/components/tabs';
import { TRANSACTION_TABS } from '@/config/billing';
import { isKnown } from '@/lib/lenient';
import { useTransactions } from '../../api/get-transactions';
import type { SetUrlState } from '@/lib/use-url-state';
import { usePageChange } from '@/lib/use-page-change';
import { ownTransactionsRequest, type BillingQuery } from '../../billing-url-state';
import { TransactionExportButton } from '../export/transaction-export-button';
import { useOwnTransactionColumns } from './transaction-columns';

export function useOwnTransactions(query: BillingQuery) {
  const request = useMemo(() => ownTransactionsRequest(query), [query]);
  return { request, list: useTransactions(request) };
}

export function TransactionsSection({
  query,
  transactions: { request, list },
  onChange,
}: {
  query: BillingQuery;
  transactions: ReturnType<typeof useOwnTransactions>;
  onChange: SetUrlState<BillingQuery>;
}) {
  const { t } = useTranslation(['billing', 'status', 'common']);
  const columns = useOwnTransactionColumns();
  const onPageChange = usePageChange(onChange);
  const tabs = TRANSACTION_TABS.map((tab) => ({
    value: tab,
    label: tab === 'all' ? t('billing:transactions.tabs.all') : t(`status:payment.${tab}`),
  }));

  return (
    <section aria-labelledby="transactions-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="transactions-heading" className="text-lg font-semibold text-slate-900">
          {t('billing:transactions.title')}
        </h2>
        <TransactionExportButton audience="own" request={request} />
      </div>
      <Card>
        <Tabs
          tabs={tabs}
          value={query.tab}
          onValueChange={(tab) => {
            if (isKnown(TRANSACTION_TABS, tab)) onChange({ tab, page: 1 });
          }}
          ariaLabel={t('billing:transactions.tabsLabel')}
          className="[&>[role=tablist]]:px-2 [&>[role=tabpanel]]:pt-0"
        >
          <DataList
            query={list}
            columns={columns}
            rowKey={(tx) => tx.id}
            caption={t('billing:transactions.caption')}
            testId="transaction-list"
            rowAttributes={(tx) => ({ 'data-testid': 'transaction-row', 'data-status': tx.status })}
            // Descriptions run to several lines (the promo code, why it failed): rows align at the top.
            alignTop
            countLabel={(count) => t('billing:transactions.count', { count })}
            empty={{
              icon: <Receipt className="size-6" />,
              title: t('billing:transactions.empty'),
              description: t('billing:transactions.emptyText'),
            }}
            page={query.page}
            onPageChange={onPageChange}
          />
        </Tabs>
      </Card>
    </section>
  );
}
