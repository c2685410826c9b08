import { StatusBadge } from '@/components/status-badge';
import type { Transaction } from '../schemas';

/** A payment's status; a payment still waiting for its card reads as the shared 'pending'. */
export function TransactionStatusBadge({ status }: { status: Transaction['status'] }) {
  return status === 'pending' ? (
    <StatusBadge status="pending" />
  ) : (
    <StatusBadge status={status} kind="payment" />
  );
}
