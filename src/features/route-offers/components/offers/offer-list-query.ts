import { z } from 'zod/mini';
import { TRANSPORT_MODES } from '@/config/enums';
import type { RouteOfferQuery } from '../../schemas';

// /route-offers keeps the market's filters, search and page, and the carrier's page of its own offers,
// in the URL (named as the request names them), so a link or a reload shows the same offers.

export const ROUTE_OFFERS_PAGE_SIZE = 10;

export type RouteOfferListQuery = {
  pickupCountryId: number | null;
  deliveryCountryId: number | null;
  mode: (typeof TRANSPORT_MODES)[number] | '';
  search: string;
  /** The market's page, one-based. */
  page: number;
  /** The carrier's own offers' page, one-based. */
  myPage: number;
};

const pageNumber = z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1);
const countryId = z.catch(z.nullable(z.coerce.number().check(z.int(), z.positive())), null);
const urlSchema = z.object({
  pickupCountryId: countryId,
  deliveryCountryId: countryId,
  mode: z.catch(z.enum(['', ...TRANSPORT_MODES]), ''),
  search: z.catch(z.string(), ''),
  page: pageNumber,
  myPage: pageNumber,
});

export function parseRouteOfferListQuery(params: URLSearchParams): RouteOfferListQuery {
  const read = (name: string) => params.get(name) ?? undefined;
  return urlSchema.parse({
    pickupCountryId: read('pickupCountryId') ?? null,
    deliveryCountryId: read('deliveryCountryId') ?? null,
    mode: read('mode'),
    search: read('search'),
    page: read('page'),
    myPage: read('myPage'),
  });
}

/** Only what differs from the defaults, so links stay short. */
export function toRouteOfferSearchParams(query: RouteOfferListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.pickupCountryId) params.set('pickupCountryId', String(query.pickupCountryId));
  if (query.deliveryCountryId) params.set('deliveryCountryId', String(query.deliveryCountryId));
  if (query.mode) params.set('mode', query.mode);
  if (query.search.trim()) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.myPage > 1) params.set('myPage', String(query.myPage));
  return params;
}

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
