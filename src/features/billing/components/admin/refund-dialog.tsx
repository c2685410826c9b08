import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatMoney } from '@/lib/format';
import { useRefundTransaction } from '../../api/refund-transaction';
import type { Transaction } from '../../schemas';

/**
 * Asks before giving a payment back. On success the lists refetch before the dialog closes, so the
 * row already reads 'refunded'; a refusal is said inside the dialog, which stays open.
 */
export function RefundDialog({ tx, onClose }: { tx: Transaction | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['all-billing', 'common']);
  const refund = useRefundTransaction({ successToast: t('all-billing:refund.success') });

  return (
    <ConfirmDialog
      open={tx !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('all-billing:refund.title')}
      confirmLabel={t('all-billing:refund.confirm')}
      cancelLabel={t('all-billing:refund.cancel')}
      message={
        tx &&
        t('all-billing:refund.message', {
          organization: tx.organizationName,
          amount: formatMoney(tx.amount, tx.currency, i18n.language),
        })
      }
      onConfirm={async () => {
        if (tx) await refund.mutateAsync(tx.id);
      }}
    />
  );
}
