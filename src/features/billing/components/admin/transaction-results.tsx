import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { ErrorState } from '@/components/error-state';
import { Pagination } from '@/components/pagination';
import { useIsPhone } from '@/lib/use-is-phone';
import { useTransactions } from '../../api/billing';
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
 * failed state, with the pages below. While the next page loads the shown one stays, dimmed.
 */
export function TransactionResults({ request, onPageChange, empty }: Props) {
  const { t } = useTranslation(['all-billing', 'common']);
  const transactions = useTransactions(request);
  const isPhone = useIsPhone();
  const [refunding, setRefunding] = useState<Transaction | null>(null);
  const onRefund = useCallback((tx: Transaction) => setRefunding(tx), []);
  const columns = useTransactionColumns(onRefund);

  const { data, isPending, isPlaceholderData, isFetching } = transactions;
  const busy = isPending || (isFetching && isPlaceholderData);
  const pageCount = data ? data.totalPages : 0;

  // A link to a page past the end (the list shrank since it was shared) lands on the last page.
  const pastTheEnd = !!data && !isPlaceholderData && data.content.length === 0 && pageCount > 0;
  useEffect(() => {
    if (pastTheEnd && request.page > pageCount) onPageChange(pageCount, { replace: true });
  }, [pastTheEnd, pageCount, request.page, onPageChange]);

  let list: ReactNode;
  if (transactions.isError) {
    list = <ErrorState error={transactions.error} onRetry={() => void transactions.refetch()} />;
  } else if (data && data.totalElements === 0) {
    list = empty;
  } else {
    const caption = t('all-billing:transactions.caption');
    const rows = data?.content;
    list = (
      <>
        <div className="p-3 md:p-0">
          {isPhone ? (
            <TransactionCards columns={columns} rows={rows} busy={busy} caption={caption} />
          ) : (
            <TransactionTable columns={columns} rows={rows} busy={busy} caption={caption} />
          )}
        </div>
        {data && (
          <div className="border-t border-slate-200 px-4">
            <DroppedRowsNote count={data.dropped} />
            {/* The page the server answered (zero-based, Spring's `number` too), not the one asked for. */}
            <Pagination
              page={data.page + 1}
              pageSize={data.size}
              total={data.totalElements}
              onPageChange={(page) => onPageChange(page)}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <p role="status" className="sr-only">
        {transactions.isError
          ? ''
          : busy
            ? t('all-billing:transactions.loading')
            : t('all-billing:transactions.resultCount', { count: data?.totalElements ?? 0 })}
      </p>
      {list}
      <RefundDialog tx={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
