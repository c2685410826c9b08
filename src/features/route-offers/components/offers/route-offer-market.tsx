import { FilePlus2, FilterX, Route as RouteIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { cn } from '@/components/class-names';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ListStateNote } from '@/components/list-state-note';
import { Pagination } from '@/components/pagination';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { SuspendableLink } from '@/components/suspended-action';
import { paths } from '@/config/paths';
import { listState, nothingFound } from '@/lib/list-state';
import { useRouteOffers } from '../../api/get-route-offers';
import { inquiryPrefillParams, type RouteOffer } from '../../schemas';
import { hasMarketFilters, toMarketRequest, type RouteOfferListQuery } from '../../route-offers-url-state';
import { RouteOfferCard } from './route-offer-card';
import { RouteOfferFilters } from './route-offer-filters';
import type { SetUrlState } from '@/lib/use-url-state';

type Props = {
  query: RouteOfferListQuery;
  onChange: SetUrlState<RouteOfferListQuery>;
  /** An importer starts an inquiry from an offer; a carrier only looks. */
  canStartInquiry: boolean;
  /** Shown when the market sits below the carrier's own offers; otherwise only screen readers hear it. */
  showTitle: boolean;
};

const startInquiryHref = (offer: RouteOffer) => `${paths.inquiries.create}?${inquiryPrefillParams(offer)}`;

/** The market: every carrier's active route offers, filtered, ten to a page. */
export function RouteOfferMarket({ query, onChange, canStartInquiry, showTitle }: Props) {
  const { t } = useTranslation(['route-offers', 'common']);
  const offers = useRouteOffers(toMarketRequest(query));
  const state = listState(offers, nothingFound);
  const { shown: data, current, busy } = state;

  // A link to a page past the end (offers expired or were withdrawn since) lands on the last page.
  const pageCount = current ? current.totalPages : 0;
  const pastTheEnd = !!current && current.content.length === 0 && pageCount > 0;
  useEffect(() => {
    if (pastTheEnd && query.page > pageCount) onChange({ page: pageCount }, { replace: true });
  }, [pastTheEnd, pageCount, query.page, onChange]);

  const clear = () =>
    onChange({ pickupCountryId: null, deliveryCountryId: null, mode: '', search: '', page: 1 });

  let list: ReactNode;
  if (state.failed) {
    list = <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />;
  } else if (state.empty) {
    list = hasMarketFilters(query) ? (
      <EmptyState
        icon={<FilterX className="size-6" />}
        title={t('common:empty.noResultFound')}
        description={t('market.emptyFiltered')}
        action={
          <Button variant="outline" onClick={clear}>
            {t('filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<RouteIcon className="size-6" />}
        title={t('market.emptyTitle')}
        description={t('market.empty')}
      />
    );
  } else {
    list = (
      <>
        <ul
          aria-label={t('market.caption')}
          aria-busy={busy}
          className={cn(
            'grid gap-4 p-4 md:grid-cols-2',
            data && state.stale && 'opacity-60 transition-opacity',
          )}
        >
          {data
            ? data.content.map((offer) => (
                <li key={offer.id}>
                  <RouteOfferCard
                    offer={offer}
                    actions={
                      canStartInquiry && (
                        <SuspendableLink
                          to={startInquiryHref(offer)}
                          repeated
                          leftIcon={<FilePlus2 aria-hidden className="size-4" />}
                        >
                          {t('market.startInquiry')}
                          <span className="sr-only">
                            : {offer.organizationName ?? t('ui:missing')},{' '}
                            {offer.pickupCity ?? t('ui:missing')} – {offer.deliveryCity ?? t('ui:missing')}
                          </span>
                        </SuspendableLink>
                      )
                    }
                  />
                </li>
              ))
            : Array.from({ length: 4 }, (_, i) => (
                <li key={i} aria-hidden className="grid gap-3 rounded-card border border-slate-200 p-4">
                  <SkeletonBlock className="h-5 w-2/3" />
                  <SkeletonBlock className="h-4 w-1/3" />
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
              onPageChange={(page) => onChange({ page })}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby="route-offer-market-title"
      className="rounded-card border border-slate-200 bg-white shadow-card"
    >
      <h2
        id="route-offer-market-title"
        className={showTitle ? 'px-4 pt-4 text-lg font-semibold text-slate-900' : 'sr-only'}
      >
        {showTitle ? t('market.title') : t('market.caption')}
      </h2>
      <RouteOfferFilters query={query} onChange={onChange} />
      {/* Offers that stand in for the next answer are never counted as it. */}
      <p role="status" className="sr-only">
        {state.failed
          ? ''
          : busy || !current
            ? t('market.loading')
            : t('market.resultCount', { count: current.totalElements })}
      </p>
      <ListStateNote state={state} query={offers} className="px-4 pt-4" />
      {list}
    </section>
  );
}
