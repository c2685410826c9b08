import { z } from 'zod/mini';
import { TRANSPORT_MODES } from '@/config/enums';
import { choiceParam, idOrNullParam, pageParam, textParam } from '@/lib/use-url-state';
import type { RouteOfferQuery } from './schemas';

// /route-offers keeps the market's filters, search and page, and the carrier's page of its own offers,
// in the URL (named as the request names them), so a link or a reload shows the same offers.

export const ROUTE_OFFERS_PAGE_SIZE = 10;

export const routeOffersUrlStateSchema = z.object({
  pickupCountryId: idOrNullParam(),
  deliveryCountryId: idOrNullParam(),
  mode: choiceParam(['', ...TRANSPORT_MODES], ''),
  search: textParam(),
  /** The market's page, one-based. */
  page: pageParam(),
  /** The carrier's own offers' page, one-based. */
  myPage: pageParam(),
});
export type RouteOfferListQuery = z.infer<typeof routeOffersUrlStateSchema>;

export const hasMarketFilters = (query: RouteOfferListQuery) =>
  query.pickupCountryId !== null ||
  query.deliveryCountryId !== null ||
  query.mode !== '' ||
  query.search.trim() !== '';

/** The market: every carrier's active offers, narrowed by the filters. */
export const toMarketRequest = (query: RouteOfferListQuery): RouteOfferQuery => ({
  pickupCountryId: query.pickupCountryId,
  deliveryCountryId: query.deliveryCountryId,
  mode: query.mode,
  search: query.search,
  mine: false,
  page: query.page,
  size: ROUTE_OFFERS_PAGE_SIZE,
});

/** The carrier's own offers, in every state, unfiltered. */
export const toMineRequest = (query: RouteOfferListQuery): RouteOfferQuery => ({
  pickupCountryId: null,
  deliveryCountryId: null,
  mode: '',
  search: '',
  mine: true,
  page: query.myPage,
  size: ROUTE_OFFERS_PAGE_SIZE,
});
