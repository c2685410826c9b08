import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/toast';
import { useWithdrawRouteOffer } from '../../api/withdraw-route-offer';
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
  const withdraw = useWithdrawRouteOffer();

  return (
    <ConfirmDialog
      open={offer !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('withdraw.title')}
      confirmLabel={t('withdraw.confirm')}
      cancelLabel={t('withdraw.cancel')}
      message={
        offer &&
        t('withdraw.message', {
          from: offer.pickupCity ?? t('ui:missing'),
          to: offer.deliveryCity ?? t('ui:missing'),
        })
      }
      onConfirm={async () => {
        if (!offer) return;
        await withdraw.mutateAsync(offer.id);
        notify.success(t('withdraw.success'));
      }}
    />
  );
}
