import { useCallback } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { getTransactions } from '../../api/get-transactions';
import type { TransactionQuery } from '../../schemas';
import { useTransactionCsvColumns, type TransactionAudience } from './transaction-csv-columns';

/** 'Export CSV' for a transaction list: every payment the list's request finds, not only the page shown. */
export function TransactionExportButton({
  audience,
  request,
}: {
  audience: TransactionAudience;
  request: TransactionQuery;
}) {
  const columns = useTransactionCsvColumns(audience);
  const fetchPage = useCallback(
    (page: number, size: number) => getTransactions(request, { page, size }),
    [request],
  );
  return <ExportCsvButton list="transactions" fetchPage={fetchPage} columns={columns} />;
}
