import { FilePlus2, Route as RouteIcon } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '@/components/list-card';
import { DataList } from '@/components/data-list';
import { listWords } from '@/components/list-words';
import { SuspendableLink } from '@/components/suspended-action';
import { paths } from '@/config/paths';
import type { SetUrlState } from '@/lib/use-url-state';
import { usePageChange } from '@/lib/use-page-change';
import { useRouteOffers } from '../../api/get-route-offers';
import { inquiryPrefillParams, type RouteOffer } from '../../schemas';
import { hasMarketFilters, toMarketRequest, type RouteOfferListQuery } from '../../route-offers-url-state';
import { OFFER_ROWS, useRouteOfferColumns } from './route-offer-columns';
import { RouteOfferFilters } from './route-offer-filters';

type Props = {
  query: RouteOfferListQuery;
  onChange: SetUrlState<RouteOfferListQuery>;
  /** An importer starts an inquiry from an offer; a carrier only looks. */
  canStartInquiry: boolean;
  /** Shown when the market sits below the carrier's own offers; otherwise only screen readers hear it. */
  showTitle: boolean;
};

const startInquiryHref = (offer: RouteOffer) => `${paths.inquiries.create}?${inquiryPrefillParams(offer)}`;

export function RouteOfferMarket({ query, onChange, canStartInquiry, showTitle }: Props) {
  const { t } = useTranslation(['route-offers', 'common']);
  const offers = useRouteOffers(toMarketRequest(query));
  const startInquiry = useCallback(
    (offer: RouteOffer) => (
      <SuspendableLink to={startInquiryHref(offer)} repeated icon={FilePlus2}>
        {t('market.startInquiry')}
        <span className="sr-only">
          : {offer.organizationName ?? t('ui:missing')}, {offer.pickupCity ?? t('ui:missing')} –{' '}
          {offer.deliveryCity ?? t('ui:missing')}
        </span>
      </SuspendableLink>
    ),
    [t],
  );
  const columns = useRouteOfferColumns({
    withState: false,
    actions: canStartInquiry ? startInquiry : undefined,
  });
  const onPageChange = usePageChange(onChange);

  const clear = () =>
    onChange({ pickupCountryId: null, deliveryCountryId: null, mode: '', search: '', page: 1 });

  return (
    <ListCard title={showTitle ? t('market.title') : t('market.caption')} hideTitle={!showTitle}>
      <RouteOfferFilters query={query} onChange={onChange} />
      <DataList
        {...OFFER_ROWS}
        {...listWords(t, 'market', <RouteIcon className="size-6" />)}
        query={offers}
        columns={columns}
        caption={t('market.caption')}
        skeletonRows={4}
        page={query.page}
        onPageChange={onPageChange}
        filtered={
          hasMarketFilters(query) && {
            description: t('market.emptyFiltered'),
            clearLabel: t('filters.clear'),
            onClear: clear,
          }
        }
      />
    </ListCard>
  );
}
