import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { Transaction } from '../../schemas';
import { TransactionStatusBadge } from '../transaction-status-badge';

const isRefundable = (tx: Pick<Transaction, 'status'>) => tx.status === 'succeeded' || tx.status === 'paid';

/** The status, and under a failed one the reason the server gave. */
export function TransactionStatus({ tx }: { tx: Transaction }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <TransactionStatusBadge status={tx.status} />
      {tx.status === 'failed' && tx.failureReason && (
        <span className="max-w-48 text-xs text-red-700">{tx.failureReason}</span>
      )}
    </span>
  );
}

export function RefundAction({ tx, onRefund }: { tx: Transaction; onRefund: (tx: Transaction) => void }) {
  const { t } = useTranslation(['all-billing', 'billing']);
  if (!isRefundable(tx)) return null;
  return (
    <Button variant="gray-outline" onClick={() => onRefund(tx)} icon={Undo2}>
      {t('all-billing:refund.action')}
      <span className="sr-only">{t('billing:transactions.ofTransaction', { id: tx.id })}</span>
    </Button>
  );
}
