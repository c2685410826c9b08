import { Receipt } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ListStateNote } from '@/components/list-state-note';
import { Pagination } from '@/components/pagination';
import { Tabs } from '@/components/tabs';
import { TRANSACTION_TABS, type TransactionTab } from '@/config/billing';
import { listState, nothingFound } from '@/lib/list-state';
import { useIsPhone } from '@/lib/use-is-phone';
import { useTransactions } from '../../api/get-transactions';
import type { TransactionQuery } from '../../schemas';
import type { SetUrlState } from '@/lib/use-url-state';
import { BILLING_PAGE_SIZE, type BillingQuery } from '../../billing-url-state';
import { transactionColumns } from './transaction-cells';
import { TransactionCards, TransactionTable } from './transaction-rows';

const isTab = (value: string): value is TransactionTab =>
  (TRANSACTION_TABS as readonly string[]).includes(value);

/** 'Transactions' (spec §2) by tab, the same seven tabs in every language, a page at a time. */
export function TransactionsSection({
  query,
  onChange,
}: {
  query: BillingQuery;
  onChange: SetUrlState<BillingQuery>;
}) {
  const { t, i18n } = useTranslation(['billing', 'status', 'common']);
  const isPhone = useIsPhone();
  const request = useMemo<TransactionQuery>(
    () => ({
      status: query.tab,
      organizationId: null,
      startDate: null,
      endDate: null,
      page: query.page,
      size: BILLING_PAGE_SIZE,
    }),
    [query.tab, query.page],
  );
  const transactions = useTransactions(request);
  const state = listState(transactions, nothingFound);
  const { shown, current, busy } = state;
  const columns = useMemo(() => transactionColumns(t, i18n.language), [t, i18n.language]);
  const tabs = TRANSACTION_TABS.map((tab) => ({
    value: tab,
    label: tab === 'all' ? t('billing:transactions.tabs.all') : t(`status:payment.${tab}`),
  }));

  // A link to a page past the end (the list shrank since) lands on the last page.
  const pageCount = current ? current.totalPages : 0;
  const pastTheEnd = !!current && current.content.length === 0 && pageCount > 0;
  useEffect(() => {
    if (pastTheEnd && query.page > pageCount) onChange({ page: pageCount });
  }, [pastTheEnd, pageCount, query.page, onChange]);

  let list: ReactNode;
  if (state.failed) {
    list = <ErrorState error={transactions.error} onRetry={() => void transactions.refetch()} />;
  } else if (state.empty) {
    list = (
      <EmptyState
        icon={<Receipt className="size-6" />}
        title={t('billing:transactions.empty')}
        description={t('billing:transactions.emptyText')}
      />
    );
  } else {
    const caption = t('billing:transactions.caption');
    const Rows = isPhone ? TransactionCards : TransactionTable;
    list = (
      <>
        <div className="p-3 md:p-0">
          <Rows columns={columns} rows={shown?.content} busy={busy} caption={caption} />
        </div>
        {shown && (
          <div className="border-t border-slate-200 px-4">
            <DroppedRowsNote count={shown.dropped} />
            {/* The page the server answered (zero-based, Spring's `number` too), not the one asked for. */}
            <Pagination
              page={shown.page + 1}
              pageSize={shown.size}
              total={shown.totalElements}
              onPageChange={(page) => onChange({ page })}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="transactions-heading" className="grid grid-cols-1 gap-4">
      <h2 id="transactions-heading" className="text-lg font-semibold text-slate-900">
        {t('billing:transactions.title')}
      </h2>
      <div className="rounded-card border border-slate-200 bg-white shadow-card">
        <Tabs
          tabs={tabs}
          value={query.tab}
          onValueChange={(tab) => {
            if (isTab(tab)) onChange({ tab, page: 1 });
          }}
          ariaLabel={t('billing:transactions.tabsLabel')}
          className="[&>[role=tablist]]:px-2 [&>[role=tabpanel]]:pt-0"
        >
          {/* Rows that stand in for the next answer are never counted as it. */}
          <p role="status" className="sr-only">
            {state.failed
              ? ''
              : busy || !current
                ? t('common:loading')
                : t('billing:transactions.count', { count: current.totalElements })}
          </p>
          <ListStateNote state={state} query={transactions} className="px-4 pt-4" />
          {list}
        </Tabs>
      </div>
    </section>
  );
}
