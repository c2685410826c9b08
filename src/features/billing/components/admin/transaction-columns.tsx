import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import type { Transaction } from '../../schemas';
import { InvoiceLink, PaymentMethod, TransactionMoney } from '../transaction-cells';
import { RefundAction, TransactionStatus } from './transaction-cells';
import type { DataColumn } from '@/components/data-list-columns';

const ORDER = [
  'organization',
  'amount',
  'commission',
  'status',
  'method',
  'paymentDate',
  'description',
  'promoCode',
  'invoice',
  'actions',
] as const;

export type TransactionColumnId = (typeof ORDER)[number];
export type TransactionColumn = DataColumn<Transaction, TransactionColumnId>;

export function useTransactionColumns(onRefund: (tx: Transaction) => void): TransactionColumn[] {
  const { t } = useTranslation(['all-billing', 'common']);
  return useMemo(() => {
    const none = <span className="text-slate-500">{t('ui:missing')}</span>;
    const all: Record<TransactionColumnId, Omit<TransactionColumn, 'id'>> = {
      organization: {
        header: t('all-billing:transactions.columns.organization'),
        card: 'title',
        cell: (tx) => (
          <span className="font-medium text-slate-900">{tx.organizationName ?? t('ui:missing')}</span>
        ),
      },
      amount: {
        header: t('all-billing:transactions.columns.amount'),
        numeric: true,
        card: 'lead',
        cardLabel: true,
        cell: (tx) => (
          <span className="font-medium text-slate-900">
            <TransactionMoney value={tx.amount} currency={tx.currency} />
          </span>
        ),
      },
      commission: {
        header: t('all-billing:transactions.columns.commission'),
        numeric: true,
        cell: (tx) => <TransactionMoney value={tx.commission} currency={tx.currency} />,
      },
      status: {
        header: t('all-billing:transactions.columns.status'),
        card: 'badge',
        cell: (tx) => <TransactionStatus tx={tx} />,
      },
      method: {
        header: t('all-billing:transactions.columns.method'),
        cell: (tx) => <PaymentMethod tx={tx} />,
      },
      paymentDate: {
        header: t('all-billing:transactions.columns.paymentDate'),
        cell: (tx) =>
          tx.paymentDate ? (
            <span className="whitespace-nowrap tabular-nums">{formatDate(tx.paymentDate)}</span>
          ) : (
            none
          ),
      },
      description: {
        header: t('all-billing:transactions.columns.description'),
        card: 'wide',
        cell: (tx) => (
          <span className="block min-w-40 text-slate-700">{tx.description ?? t('ui:missing')}</span>
        ),
      },
      promoCode: {
        header: t('all-billing:transactions.columns.promoCode'),
        cell: (tx) => (tx.promoCode ? <span className="font-mono text-xs">{tx.promoCode}</span> : none),
      },
      invoice: {
        header: t('all-billing:transactions.columns.invoice'),
        cell: (tx) => <InvoiceLink tx={tx} />,
      },
      actions: {
        header: t('all-billing:transactions.columns.actions'),
        actions: true,
        cell: (tx) => <RefundAction tx={tx} onRefund={onRefund} />,
      },
    };
    return ORDER.map((id) => ({ id, ...all[id] }));
  }, [onRefund, t]);
}
