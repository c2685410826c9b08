import { Ban, Pencil, Plus, Route as RouteIcon } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { cn } from '@/components/class-names';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Pagination } from '@/components/pagination';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { useReopenUnsentForm } from '@/lib/unsent-form';
import { useRouteOffers } from '../../api/routes';
import type { RouteOffer } from '../../schemas';
import { toMineRequest, type RouteOfferListQuery } from './offer-list-query';
import { isEditableOffer } from './route-offer-form-values';
import { RouteOfferCard } from './route-offer-card';
import { RouteOfferDialog, routeOfferUnsentId, type RouteOfferDialogTarget } from './route-offer-dialog';
import { WithdrawRouteOfferDialog } from './withdraw-route-offer-dialog';

type Props = {
  query: RouteOfferListQuery;
  onChange: (patch: Partial<RouteOfferListQuery>, replace?: boolean) => void;
};

/** The carrier's own offers in every state: publish, edit and withdraw. */
export function MyRouteOffers({ query, onChange }: Props) {
  const { t } = useTranslation(['route-offers', 'common']);
  const offers = useRouteOffers(toMineRequest(query));
  const [dialog, setDialog] = useState<RouteOfferDialogTarget | null>(null);
  const [withdrawing, setWithdrawing] = useState<RouteOffer | null>(null);
  const { data, isPlaceholderData, isFetching } = offers;
  const busy = !data || (isFetching && isPlaceholderData);
  // Back after an expired session with an offer half-sent: its dialog opens again, with what was typed.
  const reopenable = useMemo<RouteOfferDialogTarget[] | null>(
    () =>
      data && !isPlaceholderData
        ? [
            { mode: 'create' },
            ...data.content.filter(isEditableOffer).map((offer) => ({ mode: 'edit' as const, offer })),
          ]
        : null,
    [data, isPlaceholderData],
  );
  useReopenUnsentForm(reopenable, routeOfferUnsentId, setDialog);

  const pageCount = data ? data.totalPages : 0;
  const pastTheEnd = !!data && !isPlaceholderData && data.content.length === 0 && pageCount > 0;
  useEffect(() => {
    if (pastTheEnd && query.myPage > pageCount) onChange({ myPage: pageCount }, true);
  }, [pastTheEnd, pageCount, query.myPage, onChange]);

  const publish = (
    <Button
      variant="primary"
      leftIcon={<Plus aria-hidden className="size-4" />}
      onClick={() => setDialog({ mode: 'create' })}
    >
      {t('mine.publish')}
    </Button>
  );

  const lane = (offer: RouteOffer) =>
    `${offer.pickupCity ?? t('ui:missing')} – ${offer.deliveryCity ?? t('ui:missing')}`;
  const actions = (offer: RouteOffer) => (
    <>
      {isEditableOffer(offer) && (
        <Button
          variant="gray-outline"
          leftIcon={<Pencil aria-hidden className="size-4" />}
          onClick={() => setDialog({ mode: 'edit', offer })}
        >
          {t('mine.edit')}
          <span className="sr-only">: {lane(offer)}</span>
        </Button>
      )}
      {offer.state !== 'withdrawn' && (
        <Button
          variant="gray-outline"
          leftIcon={<Ban aria-hidden className="size-4" />}
          onClick={() => setWithdrawing(offer)}
        >
          {t('mine.withdraw')}
          <span className="sr-only">: {lane(offer)}</span>
        </Button>
      )}
    </>
  );

  let list: ReactNode;
  if (offers.isError) {
    list = <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />;
  } else if (data && data.totalElements === 0) {
    list = (
      <EmptyState
        icon={<RouteIcon className="size-6" />}
        title={t('mine.emptyTitle')}
        description={t('mine.empty')}
      />
    );
  } else {
    list = (
      <>
        <ul
          aria-label={t('mine.title')}
          aria-busy={busy}
          className={cn('grid gap-4 p-4 md:grid-cols-2', data && busy && 'opacity-60 transition-opacity')}
        >
          {data
            ? data.content.map((offer) => (
                <li key={offer.id}>
                  <RouteOfferCard offer={offer} showState actions={actions(offer)} />
                </li>
              ))
            : Array.from({ length: 2 }, (_, i) => (
                <li key={i} aria-hidden className="grid gap-3 rounded-card border border-slate-200 p-4">
                  <SkeletonBlock className="h-5 w-2/3" />
                  <SkeletonBlock className="h-12 w-full" />
                </li>
              ))}
        </ul>
        {data && (
          <div className="border-t border-slate-200 px-4">
            <DroppedRowsNote count={data.dropped} />
            {/* The page the server answered (zero-based, Spring's `number` too), not the one asked for. */}
            <Pagination
              page={data.page + 1}
              pageSize={data.size}
              total={data.totalElements}
              onPageChange={(myPage) => onChange({ myPage })}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby="my-route-offers-title"
      className="rounded-card border border-slate-200 bg-white shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4">
        <h2 id="my-route-offers-title" className="text-lg font-semibold text-slate-900">
          {t('mine.title')}
        </h2>
        {publish}
      </div>
      <p role="status" className="sr-only">
        {offers.isError
          ? ''
          : busy
            ? t('mine.loading')
            : t('mine.resultCount', { count: data.totalElements })}
      </p>
      {list}
      <RouteOfferDialog target={dialog} onClose={() => setDialog(null)} />
      <WithdrawRouteOfferDialog offer={withdrawing} onClose={() => setWithdrawing(null)} />
    </section>
  );
}
