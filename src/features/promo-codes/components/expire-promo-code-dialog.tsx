import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { describeError } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useExpirePromoCode } from '../api/promo-codes';
import type { PromoCode } from '../schemas';

/** 'Expire now': the code stops working at once; the payments already made with it stay as they are. */
export function ExpirePromoCodeDialog({ promo, onClose }: { promo: PromoCode | null; onClose: () => void }) {
  const { t } = useTranslation(['promo-codes', 'common']);
  const [error, setError] = useState<unknown>(null);
  const expire = useExpirePromoCode();

  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <ConfirmDialog
      open={promo !== null}
      onOpenChange={(open) => !open && close()}
      title={t('expire.title')}
      confirmLabel={t('expire.confirm')}
      cancelLabel={t('expire.cancel')}
      message={
        promo && (
          <>
            {t('expire.message', { code: promo.code })}
            {error !== null && (
              <span role="alert" className="mt-3 block rounded-lg bg-red-50 px-3 py-2 text-red-800">
                {describeError(error, t)}
              </span>
            )}
          </>
        )
      }
      onConfirm={async () => {
        if (!promo) return;
        setError(null);
        try {
          const expired = await expire.mutateAsync(promo.id);
          notify.success(t('expire.success', { code: expired.code }));
        } catch (failure) {
          setError(failure);
          throw failure;
        }
      }}
    />
  );
}
