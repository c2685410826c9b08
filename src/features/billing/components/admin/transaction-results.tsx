import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { ErrorState } from '@/components/error-state';
import { ListStateNote } from '@/components/list-state-note';
import { Pagination } from '@/components/pagination';
import { listState, nothingFound } from '@/lib/list-state';
import { useIsNarrowerThan } from '@/lib/use-is-phone';
import { useTransactions } from '../../api/get-transactions';
import type { Transaction, TransactionQuery } from '../../schemas';
import { RefundDialog } from './refund-dialog';
import { useTransactionColumns } from './transaction-columns';
import { TransactionCards, TransactionTable } from './transaction-rows';

type Props = {
  /** What the server is asked; its page is one-based, as in the URL. */
  request: TransactionQuery;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  /** Shown instead of the list when the server finds nothing. */
  empty: ReactNode;
};

/**
 * One page of every organisation's payments: a table on a desk, cards on a phone, or the empty or
 * failed state, with the pages below. While the next page loads (or waits for the connection) the
 * shown one stays, dimmed and not counted; a failed refresh keeps the rows with a note.
 */
export function TransactionResults({ request, onPageChange, empty }: Props) {
  const { t } = useTranslation(['all-billing', 'common']);
  const transactions = useTransactions(request);
  // Its table is wider than a tablet: cards until the lg breakpoint.
  const asCards = useIsNarrowerThan('lg');
  const [refunding, setRefunding] = useState<Transaction | null>(null);
  const onRefund = useCallback((tx: Transaction) => setRefunding(tx), []);
  const columns = useTransactionColumns(onRefund);

  const state = listState(transactions, nothingFound);
  const { shown, current, busy } = state;
  const pageCount = current ? current.totalPages : 0;

  // A link to a page past the end (the list shrank since it was shared) lands on the last page.
  const pastTheEnd = !!current && current.content.length === 0 && pageCount > 0;
  useEffect(() => {
    if (pastTheEnd && request.page > pageCount) onPageChange(pageCount, { replace: true });
  }, [pastTheEnd, pageCount, request.page, onPageChange]);

  let list: ReactNode;
  if (state.failed) {
    list = <ErrorState error={transactions.error} onRetry={() => void transactions.refetch()} />;
  } else if (state.empty) {
    list = empty;
  } else {
    const caption = t('all-billing:transactions.caption');
    const rows = shown?.content;
    list = (
      <>
        <div className="p-3 lg:p-0">
          {asCards ? (
            <TransactionCards columns={columns} rows={rows} busy={busy} caption={caption} />
          ) : (
            <TransactionTable columns={columns} rows={rows} busy={busy} caption={caption} />
          )}
        </div>
        {shown && (
          <div className="border-t border-slate-200 px-4">
            <DroppedRowsNote count={shown.dropped} />
            {/* The page the server answered (zero-based, Spring's `number` too), not the one asked for. */}
            <Pagination
              page={shown.page + 1}
              pageSize={shown.size}
              total={shown.totalElements}
              onPageChange={(page) => onPageChange(page)}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <>
      {/* Rows that stand in for the next answer are never counted as it. */}
      <p role="status" className="sr-only">
        {state.failed
          ? ''
          : busy || !current
            ? t('all-billing:transactions.loading')
            : t('all-billing:transactions.resultCount', { count: current.totalElements })}
      </p>
      <ListStateNote state={state} query={transactions} className="px-4 pt-4" />
      {list}
      <RefundDialog tx={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
