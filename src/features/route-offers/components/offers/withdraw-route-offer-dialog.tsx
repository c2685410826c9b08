import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { describeError } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useWithdrawRouteOffer } from '../../api/routes';
import type { RouteOffer } from '../../schemas';

/** 'Withdraw': the offer leaves the market at once; editing it later puts it back. */
export function WithdrawRouteOfferDialog({
  offer,
  onClose,
}: {
  offer: RouteOffer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['route-offers', 'common']);
  const [error, setError] = useState<unknown>(null);
  const withdraw = useWithdrawRouteOffer();

  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <ConfirmDialog
      open={offer !== null}
      onOpenChange={(open) => !open && close()}
      title={t('withdraw.title')}
      confirmLabel={t('withdraw.confirm')}
      cancelLabel={t('withdraw.cancel')}
      message={
        offer && (
          <>
            {t('withdraw.message', {
              from: offer.pickupCity ?? t('ui:missing'),
              to: offer.deliveryCity ?? t('ui:missing'),
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
        if (!offer) return;
        setError(null);
        try {
          await withdraw.mutateAsync(offer.id);
          notify.success(t('withdraw.success'));
        } catch (failure) {
          setError(failure);
          throw failure;
        }
      }}
    />
  );
}
