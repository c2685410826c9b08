import { z } from 'zod/mini';
import { TRANSPORT_MODES } from '@/config/enums';
import { listParams } from '@/lib/page';
import { urlRequest, type UrlState } from '@/lib/url-request';
import { choiceParam, idOrNullParam, pageParam, textParam } from '@/lib/use-url-state';

const ROUTE_OFFERS_PAGE_SIZE = 10;

/** /route-offers: the market's filters, search and page, and the carrier's page of its own offers. */
export const routeOffersUrlStateSchema = z.object({
  pickupCountryId: idOrNullParam(),
  deliveryCountryId: idOrNullParam(),
  mode: choiceParam(['', ...TRANSPORT_MODES], ''),
  search: textParam(),
  page: pageParam(),
  myPage: pageParam(),
});
export type RouteOfferListQuery = UrlState<typeof routeOffersUrlStateSchema>;

export const hasMarketFilters = (query: RouteOfferListQuery) =>
  query.pickupCountryId !== null ||
  query.deliveryCountryId !== null ||
  query.mode !== '' ||
  query.search.trim() !== '';

/** The market: every carrier's active offers, narrowed by the filters. */
export const toMarketRequest = urlRequest(routeOffersUrlStateSchema, (state) =>
  listParams(state.page, ROUTE_OFFERS_PAGE_SIZE, {
    pickupCountryId: state.pickupCountryId,
    deliveryCountryId: state.deliveryCountryId,
    mode: state.mode,
    search: state.search,
  }),
);

/** The carrier's own offers, in every state, unfiltered. */
export const toMineRequest = urlRequest(routeOffersUrlStateSchema, (state) =>
  listParams(state.myPage, ROUTE_OFFERS_PAGE_SIZE, { mine: true }),
);
