import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useExpirePromoCode } from '../api/expire-promo-code';
import type { PromoCode } from '../schemas';

/** 'Expire now': the code stops working at once; the payments already made with it stay as they are. */
export function ExpirePromoCodeDialog({ promo, onClose }: { promo: PromoCode | null; onClose: () => void }) {
  const { t } = useTranslation(['promo-codes', 'common']);
  const expire = useExpirePromoCode({
    successToast: (expired) => t('expire.success', { code: expired.code }),
  });

  return (
    <ConfirmDialog
      open={promo !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('expire.title')}
      confirmLabel={t('expire.confirm')}
      cancelLabel={t('expire.cancel')}
      message={promo && t('expire.message', { code: promo.code })}
      onConfirm={async () => {
        if (promo) await expire.mutateAsync(promo.id);
      }}
    />
  );
}
