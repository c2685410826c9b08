import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { dashboardSchema } from '@/features/dashboard/api/get-dashboard';
import { carrierRatingsSchema, inquiryRatingSchema, ratingInputSchema } from '@/features/ratings/schemas';
import {
  lanesSchema,
  routeOfferInputSchema,
  routeOfferPageSchema,
  routeOfferSchema,
} from '@/features/route-offers/schemas';
import { statisticsSchema } from '@/features/statistics/schemas';
import { ALL_ROLES, FIRST_PAGE, type ContractEndpoint } from './contract-types';
import { day, flag, id, paging, text } from './query-fields';

const CARRIER = ['LOGISTIC'] as const;

export const insightCalls: ContractEndpoint[] = [
  {
    name: 'getDashboard',
    method: 'GET',
    path: endpoints.dashboard,
    origin: 'designed',
    roles: ALL_ROLES,
    summary: "Home: the caller's figures and recent inquiries",
    answer: dashboardSchema,
  },
  {
    name: 'getStatistics',
    method: 'GET',
    path: endpoints.statistics,
    origin: 'designed',
    roles: ALL_ROLES,
    summary: "The figures of the caller's role over a period",
    query: z.object({ startDate: day(), endDate: day() }),
    answer: statisticsSchema,
  },
  {
    name: 'getInquiryRating',
    method: 'GET',
    path: endpoints.inquiries.rating('{id}'),
    origin: 'designed',
    roles: ['IMPORTER'],
    summary: "The importer's rating of the carrier on one inquiry",
    answer: inquiryRatingSchema,
    idFrom: { call: 'getInquiries', field: 'id' },
  },
  {
    name: 'rateCarrier',
    method: 'PUT',
    path: endpoints.inquiries.rating('{id}'),
    origin: 'designed',
    roles: ['IMPORTER'],
    summary: 'Rate the carrier of a completed inquiry',
    body: ratingInputSchema,
    answer: inquiryRatingSchema,
  },
  {
    name: 'getCarrierRatings',
    method: 'GET',
    path: endpoints.organization.carrierRatings,
    origin: 'designed',
    roles: CARRIER,
    summary: "The carrier's ratings",
    query: z.object(paging),
    answer: carrierRatingsSchema,
    probe: FIRST_PAGE,
  },
  {
    name: 'getLanes',
    method: 'GET',
    path: endpoints.routes.lanes,
    origin: 'designed',
    roles: ['IMPORTER'],
    summary: "The importer's lanes, derived from its inquiries",
    answer: lanesSchema,
  },
  {
    name: 'getRouteOffers',
    method: 'GET',
    path: endpoints.routes.offers,
    origin: 'designed',
    roles: ALL_ROLES,
    summary: "Carriers' route offers (mine=true: the carrier's own)",
    query: z.object({
      ...paging,
      pickupCountryId: id(),
      deliveryCountryId: id(),
      mode: text(),
      search: text(),
      mine: flag(),
    }),
    answer: routeOfferPageSchema,
    probe: FIRST_PAGE,
  },
  {
    name: 'createRouteOffer',
    method: 'POST',
    path: endpoints.routes.offers,
    origin: 'designed',
    roles: CARRIER,
    summary: 'Offer a route',
    body: routeOfferInputSchema,
    answer: routeOfferSchema,
  },
  {
    name: 'updateRouteOffer',
    method: 'PUT',
    path: endpoints.routes.offer('{id}'),
    origin: 'designed',
    roles: CARRIER,
    summary: 'Edit a route offer',
    body: routeOfferInputSchema,
    answer: routeOfferSchema,
  },
  {
    name: 'withdrawRouteOffer',
    method: 'DELETE',
    path: endpoints.routes.offer('{id}'),
    origin: 'designed',
    roles: CARRIER,
    summary: 'Withdraw a route offer',
    answer: routeOfferSchema,
  },
];
