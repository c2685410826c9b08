import type { TFunction } from 'i18next';
import { FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import type { Transaction } from '../../schemas';
import { TransactionStatusBadge } from '../transaction-status-badge';
import type { TableColumn } from '@/components/column-table';

export type TransactionColumnId =
  'date' | 'description' | 'amount' | 'commission' | 'status' | 'method' | 'invoice';

export type TransactionColumn = TableColumn<Transaction, TransactionColumnId>;

/** 'Card •••• 4242' or 'Bank transfer'; the last four digits are all that is ever kept of a card. */
export const methodLabel = (row: Transaction, t: TFunction) => {
  if (row.paymentMethod === 'CARD')
    return row.cardLast4
      ? t('billing:transactions.card', { last4: row.cardLast4 })
      : t('billing:payment.card');
  if (row.paymentMethod === 'BANK_TRANSFER') return t('billing:payment.bankTransfer');
  // A method the app does not know shows its raw code; none at all shows '—'.
  return row.paymentMethod ?? t('ui:missing');
};

/** The columns of the transactions list, shared by the desk table and the phone cards. */
export function transactionColumns(t: TFunction, language: string): TransactionColumn[] {
  const missing = <span className="text-slate-500">{t('ui:missing')}</span>;
  const money = (value: number | undefined, currency: string) =>
    value === undefined ? missing : formatMoney(value, currency, language);
  return [
    {
      id: 'date',
      header: t('billing:transactions.date'),
      cell: (row) =>
        row.paymentDate ? (
          formatDate(row.paymentDate)
        ) : row.createdAt ? (
          <span className="text-slate-500">
            {t('billing:transactions.created', { date: formatDate(row.createdAt) })}
          </span>
        ) : (
          missing
        ),
    },
    {
      id: 'description',
      header: t('billing:transactions.description'),
      cell: (row) => (
        <div className="min-w-40">
          <p className="text-slate-800">{row.description ?? t('ui:missing')}</p>
          {row.promoCode && (
            <p className="text-xs text-slate-500">
              {t('billing:transactions.promo', { code: row.promoCode })}
            </p>
          )}
          {row.status === 'failed' && row.failureReason && (
            <p data-testid="transaction-failure" className="text-xs text-red-700">
              {t('billing:transactions.failureReason', { reason: row.failureReason })}
            </p>
          )}
        </div>
      ),
    },
    {
      id: 'amount',
      header: t('billing:transactions.amount'),
      numeric: true,
      cell: (row) => <span className="font-medium text-slate-900">{money(row.amount, row.currency)}</span>,
    },
    {
      id: 'commission',
      header: t('billing:transactions.commission'),
      numeric: true,
      cell: (row) => money(row.commission, row.currency),
    },
    {
      id: 'status',
      header: t('billing:transactions.status'),
      cell: (row) => <TransactionStatusBadge status={row.status} />,
    },
    { id: 'method', header: t('billing:transactions.method'), cell: (row) => methodLabel(row, t) },
    {
      id: 'invoice',
      header: t('billing:transactions.invoice'),
      cell: (row) =>
        row.invoiceId !== undefined ? (
          <Link
            to={paths.money.invoice(row.invoiceId)}
            className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <FileText aria-hidden className="size-4" />
            {t('billing:transactions.viewInvoice')}
          </Link>
        ) : (
          missing
        ),
    },
  ];
}
