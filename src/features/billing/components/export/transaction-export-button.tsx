import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '@/components/export-csv-button';
import { PAYMENT_STATUSES } from '@/config/enums';
import type { CsvColumn } from '@/lib/csv';
import { csvDay } from '@/lib/csv-values';
import { isKnown } from '@/lib/lenient';
import { getTransactions } from '../../api/get-transactions';
import type { Transaction, TransactionQuery } from '../../schemas';
import type { TransactionColumnId } from '../admin/transaction-columns';

type Audience = 'own' | 'admin';

function useTransactionCsvColumns(audience: Audience): CsvColumn<Transaction>[] {
  const { t } = useTranslation(['all-billing', 'billing', 'status']);
  return useMemo(() => {
    const column = (key: Exclude<TransactionColumnId, 'actions'> | 'currency') =>
      t(`all-billing:transactions.columns.${key}`);
    const statusText = (status: string) =>
      status === 'pending'
        ? t('status:pending')
        : isKnown(PAYMENT_STATUSES, status)
          ? t(`status:payment.${status}`)
          : status;
    const methodText = (tx: Transaction) =>
      tx.paymentMethod === 'BANK_TRANSFER'
        ? t('billing:payment.bankTransfer')
        : tx.paymentMethod === 'CARD'
          ? tx.cardLast4
            ? t('billing:transactions.card', { last4: tx.cardLast4 })
            : t('billing:payment.card')
          : tx.paymentMethod;
    const columns: (CsvColumn<Transaction> | false)[] = [
      { header: column('paymentDate'), value: (tx) => csvDay(tx.paymentDate ?? tx.createdAt) },
      audience === 'admin' && { header: column('organization'), value: (tx) => tx.organizationName },
      { header: column('description'), value: (tx) => tx.description },
      { header: column('amount'), value: (tx) => tx.amount },
      { header: column('currency'), value: (tx) => tx.currency },
      { header: column('commission'), value: (tx) => tx.commission },
      { header: column('status'), value: (tx) => statusText(tx.status) },
      { header: column('method'), value: methodText },
      { header: column('promoCode'), value: (tx) => tx.promoCode },
      { header: column('invoice'), value: (tx) => tx.invoiceId },
    ];
    return columns.filter((c): c is CsvColumn<Transaction> => c !== false);
  }, [audience, t]);
}

/** 'Export CSV' for a transaction list: every payment the list's request finds, not only the page shown. */
export function TransactionExportButton({
  audience,
  request,
}: {
  audience: Audience;
  request: TransactionQuery;
}) {
  const columns = useTransactionCsvColumns(audience);
  const fetchPage = useCallback(
    (page: number, size: number) => getTransactions(request, { page, size }),
    [request],
  );
  return <ExportCsvButton list="transactions" fetchPage={fetchPage} columns={columns} />;
}
