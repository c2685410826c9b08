import { FileText, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/config/paths';
import type { Transaction } from '../../schemas';

// The parts a transaction row and a transaction card share.

/** Only money that reached the platform can be given back. */
export const isRefundable = (tx: Pick<Transaction, 'status'>) =>
  tx.status === 'succeeded' || tx.status === 'paid';

/** A started payment is 'pending' (not a payment status of the spec): it reads as the general status. */
export function TransactionStatus({ tx }: { tx: Transaction }) {
  return (
    <span className="flex flex-col items-start gap-1">
      {tx.status === 'pending' ? (
        <StatusBadge status="pending" />
      ) : (
        <StatusBadge status={tx.status} kind="payment" />
      )}
      {tx.status === 'failed' && tx.failureReason && (
        <span className="max-w-48 text-xs text-red-700">{tx.failureReason}</span>
      )}
    </span>
  );
}

export function PaymentMethod({ tx }: { tx: Transaction }) {
  const { t } = useTranslation('all-billing');
  if (tx.paymentMethod === 'BANK_TRANSFER') return <>{t('method.bankTransfer')}</>;
  // A method the app does not know shows its raw code; none at all shows '—'.
  if (tx.paymentMethod === undefined) return <span className="text-slate-500">{t('ui:missing')}</span>;
  if (tx.paymentMethod !== 'CARD') return <span className="font-mono text-xs">{tx.paymentMethod}</span>;
  return (
    <span className="whitespace-nowrap">
      {tx.cardLast4 ? t('method.card', { last4: tx.cardLast4 }) : t('method.cardUnknown')}
    </span>
  );
}

export function InvoiceLink({ tx }: { tx: Transaction }) {
  const { t } = useTranslation('all-billing');
  if (tx.invoiceId === undefined) return <span className="text-slate-500">{t('ui:missing')}</span>;
  return (
    <Link
      to={paths.money.invoice(tx.invoiceId)}
      className="inline-flex items-center gap-1 whitespace-nowrap rounded font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <FileText aria-hidden className="size-4" />
      {t('transactions.invoice')}
      <span className="sr-only">{t('transactions.ofTransaction', { id: tx.id })}</span>
    </Link>
  );
}

export function RefundAction({ tx, onRefund }: { tx: Transaction; onRefund: (tx: Transaction) => void }) {
  const { t } = useTranslation('all-billing');
  if (!isRefundable(tx)) return null;
  return (
    <Button
      variant="gray-outline"
      onClick={() => onRefund(tx)}
      leftIcon={<Undo2 aria-hidden className="size-4" />}
    >
      {t('refund.action')}
      <span className="sr-only">{t('transactions.ofTransaction', { id: tx.id })}</span>
    </Button>
  );
}
