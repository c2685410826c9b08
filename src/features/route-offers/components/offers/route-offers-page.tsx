import { useTranslation } from 'react-i18next';
import type { RouteOfferListQuery } from '../../route-offers-url-state';
import { MyRouteOffers } from './my-route-offers';
import { RouteOfferMarket } from './route-offer-market';
import type { SetUrlState } from '@/lib/use-url-state';
import { PageHeader } from '@/components/page-header';

const SCREEN_NAMESPACES = ['route-offers', 'lanes', 'enums', 'common', 'ui'] as const;

type Props = {
  /** An importer browses the market and starts inquiries; a carrier manages its own offers first. */
  audience: 'importer' | 'carrier';
  query: RouteOfferListQuery;
  onChange: SetUrlState<RouteOfferListQuery>;
};

export function RouteOffersPage({ audience, query, onChange }: Props) {
  const { t } = useTranslation(SCREEN_NAMESPACES);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title={t('route-offers:title')} subtitle={t(`route-offers:subtitle.${audience}`)} />
      {audience === 'carrier' && <MyRouteOffers query={query} onChange={onChange} />}
      <RouteOfferMarket
        query={query}
        onChange={onChange}
        canStartInquiry={audience === 'importer'}
        showTitle={audience === 'carrier'}
      />
    </div>
  );
}
