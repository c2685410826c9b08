import { useTranslation } from 'react-i18next';
import { RowConfirmDialog } from '@/components/row-confirm-dialog';
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
    <RowConfirmDialog
      row={offer}
      onClose={onClose}
      texts="route-offers:withdraw"
      message={(row) =>
        t('withdraw.message', {
          from: row.pickupCity ?? t('ui:missing'),
          to: row.deliveryCity ?? t('ui:missing'),
        })
      }
      onConfirm={async (row) => {
        await withdraw.mutateAsync(row.id);
        notify.success(t('withdraw.success'));
      }}
    />
  );
}
