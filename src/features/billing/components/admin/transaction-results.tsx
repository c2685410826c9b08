import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type DataListEmpty, type DataListFiltered } from '@/components/data-list';
import { useTransactions } from '../../api/get-transactions';
import type { Transaction, TransactionQuery } from '../../schemas';
import { RefundDialog } from './refund-dialog';
import { useTransactionColumns } from './transaction-columns';

type Props = {
  request: TransactionQuery;
  onPageChange: (page: number, options: { replace: boolean }) => void;
  empty: DataListEmpty;
  filtered: DataListFiltered | false;
};

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
        cardsBelow="lg"
        testId="transactions-table"
        rowAttributes={(tx) => ({ 'data-testid': 'transaction-row', 'data-transaction-id': tx.id })}
        loadingLabel={t('all-billing:transactions.loading')}
        countLabel={(count) => t('all-billing:transactions.resultCount', { count })}
        empty={empty}
        filtered={filtered}
        page={request.page + 1}
        onPageChange={onPageChange}
      />
      <RefundDialog tx={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
