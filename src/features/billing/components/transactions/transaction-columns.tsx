import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-list-columns';
import { formatDate } from '@/lib/dates';
import type { Transaction } from '../../schemas';
import { InvoiceLink, PaymentMethod, TransactionMoney } from '../transaction-cells';
import { TransactionStatusBadge } from '../transaction-status-badge';

export type OwnTransactionColumnId =
  'date' | 'description' | 'amount' | 'commission' | 'status' | 'method' | 'invoice';

export type OwnTransactionColumn = DataColumn<Transaction, OwnTransactionColumnId>;

export function useOwnTransactionColumns(): OwnTransactionColumn[] {
  const { t } = useTranslation(['billing', 'common']);
  return useMemo(() => {
    const missing = <span className="text-slate-500">{t('ui:missing')}</span>;
    return [
      {
        id: 'date',
        header: t('billing:transactions.date'),
        cell: (tx) =>
          tx.paymentDate ? (
            <span className="whitespace-nowrap tabular-nums">{formatDate(tx.paymentDate)}</span>
          ) : tx.createdAt ? (
            <span className="text-slate-500">
              {t('billing:transactions.created', { date: formatDate(tx.createdAt) })}
            </span>
          ) : (
            missing
          ),
      },
      {
        id: 'description',
        header: t('billing:transactions.description'),
        card: 'lead',
        cell: (tx) => (
          <div className="min-w-40">
            <p className="text-slate-800">{tx.description ?? t('ui:missing')}</p>
            {tx.promoCode && (
              <p className="text-xs text-slate-500">
                {t('billing:transactions.promo', { code: tx.promoCode })}
              </p>
            )}
            {tx.status === 'failed' && tx.failureReason && (
              <p data-testid="transaction-failure" className="text-xs text-red-700">
                {t('billing:transactions.failureReason', { reason: tx.failureReason })}
              </p>
            )}
          </div>
        ),
      },
      {
        id: 'amount',
        header: t('billing:transactions.amount'),
        numeric: true,
        card: 'title',
        cell: (tx) => (
          <span className="font-medium text-slate-900">
            <TransactionMoney value={tx.amount} currency={tx.currency} />
          </span>
        ),
      },
      {
        id: 'commission',
        header: t('billing:transactions.commission'),
        numeric: true,
        cell: (tx) => <TransactionMoney value={tx.commission} currency={tx.currency} />,
      },
      {
        id: 'status',
        header: t('billing:transactions.status'),
        card: 'badge',
        cell: (tx) => <TransactionStatusBadge status={tx.status} />,
      },
      { id: 'method', header: t('billing:transactions.method'), cell: (tx) => <PaymentMethod tx={tx} /> },
      { id: 'invoice', header: t('billing:transactions.invoice'), cell: (tx) => <InvoiceLink tx={tx} /> },
    ];
  }, [t]);
}
