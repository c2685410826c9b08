import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { describeError } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useRefund } from '../../api/billing';
import type { Transaction } from '../../schemas';

/**
 * Asks before giving a payment back. On success the lists refetch before the dialog closes, so the
 * row already reads 'refunded'; a refusal is said inside the dialog, which stays open.
 */
export function RefundDialog({ tx, onClose }: { tx: Transaction | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['all-billing', 'common']);
  const [error, setError] = useState<unknown>(null);
  const refund = useRefund(() => notify.success(t('all-billing:refund.success')));

  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <ConfirmDialog
      open={tx !== null}
      onOpenChange={(open) => !open && close()}
      title={t('all-billing:refund.title')}
      confirmLabel={t('all-billing:refund.confirm')}
      cancelLabel={t('all-billing:refund.cancel')}
      message={
        tx && (
          <>
            {t('all-billing:refund.message', {
              organization: tx.organizationName,
              amount: formatMoney(tx.amount, tx.currency, i18n.language),
            })}
            {error !== null && (
              <span role="alert" className="mt-3 block rounded-lg bg-red-50 px-3 py-2 text-red-800">
                {describeError(error, t)}
              </span>
            )}
          </>
        )
      }
      onConfirm={async () => {
        if (!tx) return;
        setError(null);
        try {
          await refund.mutateAsync(tx.id);
          setError(null);
        } catch (failure) {
          setError(failure);
          throw failure;
        }
      }}
    />
  );
}
