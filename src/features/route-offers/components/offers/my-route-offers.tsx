import { Ban, Pencil, Plus, Route as RouteIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SuspendableButton } from '@/components/suspended-action';
import { cn } from '@/components/class-names';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ListStateNote } from '@/components/list-state-note';
import { Pagination } from '@/components/pagination';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { listState, nothingFound } from '@/lib/list-state';
import { useReopenUnsentForm } from '@/lib/unsent-form';
import { useRouteOffers } from '../../api/get-route-offers';
import type { RouteOffer } from '../../schemas';
import { toMineRequest, type RouteOfferListQuery } from '../../route-offers-url-state';
import { isEditableOffer } from './route-offer-form-values';
import { RouteOfferCard } from './route-offer-card';
import { RouteOfferDialog, routeOfferUnsentId, type RouteOfferDialogTarget } from './route-offer-dialog';
import { WithdrawRouteOfferDialog } from './withdraw-route-offer-dialog';
import type { SetUrlState } from '@/lib/use-url-state';

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
  const state = listState(offers, nothingFound);
  const { shown: data, current, busy } = state;
  // Back after an expired session with an offer half-sent: its dialog opens again, with what was typed.
  // (The hook acts once, on the first current answer: a new array each render costs nothing.)
  const reopenable: RouteOfferDialogTarget[] | null = current
    ? [
        { mode: 'create' },
        ...current.content.filter(isEditableOffer).map((offer) => ({ mode: 'edit' as const, offer })),
      ]
    : null;
  useReopenUnsentForm(reopenable, routeOfferUnsentId, setDialog);

  const pageCount = current ? current.totalPages : 0;
  const pastTheEnd = !!current && current.content.length === 0 && pageCount > 0;
  useEffect(() => {
    if (pastTheEnd && query.myPage > pageCount) onChange({ myPage: pageCount }, { replace: true });
  }, [pastTheEnd, pageCount, query.myPage, onChange]);

  const publish = (
    <SuspendableButton
      variant="primary"
      leftIcon={<Plus aria-hidden className="size-4" />}
      onClick={() => setDialog({ mode: 'create' })}
    >
      {t('mine.publish')}
    </SuspendableButton>
  );

  const lane = (offer: RouteOffer) =>
    `${offer.pickupCity ?? t('ui:missing')} – ${offer.deliveryCity ?? t('ui:missing')}`;
  const actions = (offer: RouteOffer) => (
    <>
      {isEditableOffer(offer) && (
        <SuspendableButton
          variant="gray-outline"
          align="start"
          repeated
          leftIcon={<Pencil aria-hidden className="size-4" />}
          onClick={() => setDialog({ mode: 'edit', offer })}
        >
          {t('mine.edit')}
          <span className="sr-only">: {lane(offer)}</span>
        </SuspendableButton>
      )}
      {offer.state !== 'withdrawn' && (
        <SuspendableButton
          variant="gray-outline"
          align="start"
          repeated
          leftIcon={<Ban aria-hidden className="size-4" />}
          onClick={() => setWithdrawing(offer)}
        >
          {t('mine.withdraw')}
          <span className="sr-only">: {lane(offer)}</span>
        </SuspendableButton>
      )}
    </>
  );

  let list: ReactNode;
  if (state.failed) {
    list = <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />;
  } else if (state.empty) {
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
          className={cn(
            'grid gap-4 p-4 md:grid-cols-2',
            data && state.stale && 'opacity-60 transition-opacity',
          )}
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
      {/* Offers that stand in for the next answer are never counted as it. */}
      <p role="status" className="sr-only">
        {state.failed
          ? ''
          : busy || !current
            ? t('mine.loading')
            : t('mine.resultCount', { count: current.totalElements })}
      </p>
      <ListStateNote state={state} query={offers} className="px-4 pt-4" />
      {list}
      <RouteOfferDialog target={dialog} onClose={() => setDialog(null)} />
      <WithdrawRouteOfferDialog offer={withdrawing} onClose={() => setWithdrawing(null)} />
    </section>
  );
}
