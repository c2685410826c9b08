import { Ban, Pencil, Plus, Route as RouteIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '@/components/list-card';
import { DataList } from '@/components/data-list';
import { SuspendableButton } from '@/components/suspended-action';
import { listState, nothingFound } from '@/lib/list-state';
import { useReopenUnsentForm } from '@/lib/unsent-form';
import { usePageChange } from '@/lib/use-page-change';
import type { SetUrlState } from '@/lib/use-url-state';
import { useRouteOffers } from '../../api/get-route-offers';
import type { RouteOffer } from '../../schemas';
import { toMineRequest, type RouteOfferListQuery } from '../../route-offers-url-state';
import { isEditableOffer } from './route-offer-form-values';
import { useRouteOfferColumns } from './route-offer-columns';
import { RouteOfferDialog, routeOfferUnsentId, type RouteOfferDialogTarget } from './route-offer-dialog';
import { WithdrawRouteOfferDialog } from './withdraw-route-offer-dialog';

type Props = {
  query: RouteOfferListQuery;
  onChange: SetUrlState<RouteOfferListQuery>;
};

/** The carrier's own offers in every state: publish, edit and withdraw. */
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
      return (
        <>
          {isEditableOffer(offer) && (
            <SuspendableButton
              variant="gray-outline"
              align="start"
              repeated
              icon={Pencil}
              onClick={() => setDialog({ mode: 'edit', offer })}
            >
              {t('mine.edit')}
              <span className="sr-only">: {lane}</span>
            </SuspendableButton>
          )}
          {offer.state !== 'withdrawn' && (
            <SuspendableButton
              variant="gray-outline"
              align="start"
              repeated
              icon={Ban}
              onClick={() => setWithdrawing(offer)}
            >
              {t('mine.withdraw')}
              <span className="sr-only">: {lane}</span>
            </SuspendableButton>
          )}
        </>
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
        query={offers}
        columns={columns}
        rowKey={(offer) => offer.id}
        caption={t('mine.title')}
        cardsBelow="lg"
        alignTop
        skeletonRows={2}
        rowAttributes={() => ({ 'data-testid': 'route-offer' })}
        loadingLabel={t('mine.loading')}
        countLabel={(count) => t('mine.resultCount', { count })}
        page={query.myPage}
        onPageChange={onPageChange}
        empty={{
          icon: <RouteIcon className="size-6" />,
          title: t('mine.emptyTitle'),
          description: t('mine.empty'),
        }}
      />
      <RouteOfferDialog target={dialog} onClose={() => setDialog(null)} />
      <WithdrawRouteOfferDialog offer={withdrawing} onClose={() => setWithdrawing(null)} />
    </ListCard>
  );
}
