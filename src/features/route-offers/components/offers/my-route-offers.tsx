import { Ban, Pencil, Plus, Route as RouteIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/data-list';
import { ListCard } from '@/components/list-card';
import { listWords } from '@/components/list-words';
import { SuspendableButton } from '@/components/suspended-action';
import { listState, nothingFound } from '@/lib/list-state';
import { useReopenUnsentForm } from '@/lib/unsent-form';
import { usePageChange } from '@/lib/use-page-change';
import type { SetUrlState } from '@/lib/use-url-state';
import { useRouteOffers } from '../../api/get-route-offers';
import { toMineRequest, type RouteOfferListQuery } from '../../route-offers-url-state';
import type { RouteOffer } from '../../schemas';
import { OFFER_ROWS, useRouteOfferColumns } from './route-offer-columns';
import { RouteOfferDialog, routeOfferUnsentId, type RouteOfferDialogTarget } from './route-offer-dialog';
import { isEditableOffer } from './route-offer-form-values';
import { WithdrawRouteOfferDialog } from './withdraw-route-offer-dialog';

type Props = { query: RouteOfferListQuery; onChange: SetUrlState<RouteOfferListQuery> };

export function MyRouteOffers({ query, onChange }: Props) {
  const { t } = useTranslation(['route-offers', 'common']);
  const offers = useRouteOffers(toMineRequest(query));
  const [dialog, setDialog] = useState<RouteOfferDialogTarget | null>(null);
  const [withdrawing, setWithdrawing] = useState<RouteOffer | null>(null);
  const { current } = listState(offers, nothingFound);
  const reopenable: RouteOfferDialogTarget[] | null = current
    ? [
        { mode: 'create' },
        ...current.content.filter(isEditableOffer).map((offer) => ({ mode: 'edit' as const, offer })),
      ]
    : null;
  useReopenUnsentForm(reopenable, routeOfferUnsentId, setDialog);

  const actions = useCallback(
    (offer: RouteOffer) => {
      const lane = `${offer.pickupCity ?? t('ui:missing')} – ${offer.deliveryCity ?? t('ui:missing')}`;
      const buttons = [
        isEditableOffer(offer) && {
          key: 'edit',
          label: t('mine.edit'),
          icon: Pencil,
          open: () => setDialog({ mode: 'edit', offer }),
        },
        offer.state !== 'withdrawn' && {
          key: 'withdraw',
          label: t('mine.withdraw'),
          icon: Ban,
          open: () => setWithdrawing(offer),
        },
      ];
      return buttons.map(
        (button) =>
          button && (
            <SuspendableButton
              key={button.key}
              variant="gray-outline"
              align="start"
              repeated
              icon={button.icon}
              onClick={button.open}
            >
              {button.label}
              <span className="sr-only">: {lane}</span>
            </SuspendableButton>
          ),
      );
    },
    [t],
  );
  const columns = useRouteOfferColumns({ withState: true, actions });
  const onPageChange = usePageChange(onChange, 'myPage');

  return (
    <ListCard
      title={t('mine.title')}
      actions={
        <SuspendableButton variant="primary" icon={Plus} onClick={() => setDialog({ mode: 'create' })}>
          {t('mine.publish')}
        </SuspendableButton>
      }
    >
      <DataList
        {...OFFER_ROWS}
        {...listWords(t, 'mine', <RouteIcon className="size-6" />)}
        query={offers}
        columns={columns}
        caption={t('mine.title')}
        skeletonRows={2}
        page={query.myPage}
        onPageChange={onPageChange}
      />
      <RouteOfferDialog target={dialog} onClose={() => setDialog(null)} />
      <WithdrawRouteOfferDialog offer={withdrawing} onClose={() => setWithdrawing(null)} />
    </ListCard>
  );
}
