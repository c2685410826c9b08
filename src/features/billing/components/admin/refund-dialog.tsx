import { useTranslation } from 'react-i18next';
import { RowConfirmDialog } from '@/components/row-confirm-dialog';
import { formatMoney } from '@/lib/numbers';
import { useRefundTransaction } from '../../api/refund-transaction';
import type { Transaction } from '../../schemas';

export function RefundDialog({ tx, onClose }: { tx: Transaction | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['all-billing', 'common']);
  const refund = useRefundTransaction({ successToast: t('all-billing:refund.success') });

  return (
    <RowConfirmDialog
      row={tx}
      onClose={onClose}
      texts="all-billing:refund"
      message={(row) =>
        t('all-billing:refund.message', {
          organization: row.organizationName,
          amount: formatMoney(row.amount, row.currency, i18n.language),
        })
      }
      onConfirm={(row) => refund.mutateAsync(row.id)}
    />
  );
}
