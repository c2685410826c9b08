import { useTranslation } from 'react-i18next';
import { RowConfirmDialog } from '@/components/row-confirm-dialog';
import { useExpirePromoCode } from '../api/expire-promo-code';
import type { PromoCode } from '../schemas';

/** 'Expire now': the code stops working at once; the payments already made with it stay as they are. */
export function ExpirePromoCodeDialog({ promo, onClose }: { promo: PromoCode | null; onClose: () => void }) {
  const { t } = useTranslation(['promo-codes', 'common']);
  const expire = useExpirePromoCode({
    successToast: (expired) => t('expire.success', { code: expired.code }),
  });

  return (
    <RowConfirmDialog
      row={promo}
      onClose={onClose}
      texts="promo-codes:expire"
      message={(row) => t('expire.message', { code: row.code })}
      onConfirm={(row) => expire.mutateAsync(row.id)}
    />
  );
}
