import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type DataListEmpty, type DataListFiltered } from '@/components/data-list';
import { useTransactions } from '../../api/get-transactions';
import type { Transaction, TransactionQuery } from '../../schemas';
import { RefundDialog } from './refund-dialog';
import { useTransactionColumns } from './transaction-columns';

type Props = {
  /** What the server is asked; its page is one-based, as in the URL. */
  request: TransactionQuery;
  onPageChange: (page: number, options: { replace: boolean }) => void;
  /** What the list says when the server finds nothing. */
  empty: DataListEmpty;
  /** Set while the filters are on: what it says when nothing matches them. */
  filtered: DataListFiltered | false;
};

/**
 * One page of every organisation's payments: a table on a desk, cards on a phone, or the empty or
 * failed state, with the pages below. While the next page loads (or waits for the connection) the
 * shown one stays, dimmed and not counted; a failed refresh keeps the rows with a note.
 */
export function TransactionResults({ request, onPageChange, empty, filtered }: Props) {
  const { t } = useTranslation(['all-billing', 'common']);
  const transactions = useTransactions(request);
  const [refunding, setRefunding] = useState<Transaction | null>(null);
  const onRefund = useCallback((tx: Transaction) => setRefunding(tx), []);
  const columns = useTransactionColumns(onRefund);

  return (
    <>
      <DataList
        query={transactions}
        columns={columns}
        rowKey={(tx) => tx.id}
        caption={t('all-billing:transactions.caption')}
        // Its table is wider than a tablet: cards until the lg breakpoint.
        cardsBelow="lg"
        testId="transactions-table"
        rowAttributes={(tx) => ({ 'data-testid': 'transaction-row', 'data-transaction-id': tx.id })}
        loadingLabel={t('all-billing:transactions.loading')}
        countLabel={(count) => t('all-billing:transactions.resultCount', { count })}
        empty={empty}
        filtered={filtered}
        page={request.page}
        onPageChange={onPageChange}
      />
      <RefundDialog tx={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
