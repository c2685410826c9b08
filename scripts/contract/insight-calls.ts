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
import { ALL_ROLES, type ContractEndpoint, designed } from './contract-types';
import { day, flag, id, paging, text } from './query-fields';

const CARRIER = ['LOGISTIC'] as const;

export const insightCalls: ContractEndpoint[] = [
  designed('getDashboard', 'GET', endpoints.dashboard, ALL_ROLES, {
    summary: "Home: the caller's figures and recent inquiries",
    answer: dashboardSchema,
  }),
  designed('getStatistics', 'GET', endpoints.statistics, ALL_ROLES, {
    summary: "The figures of the caller's role over a period",
    query: z.object({ startDate: day(), endDate: day() }),
    answer: statisticsSchema,
  }),
  designed('getInquiryRating', 'GET', endpoints.inquiries.rating('{id}'), ['IMPORTER'], {
    summary: "The importer's rating of the carrier on one inquiry",
    answer: inquiryRatingSchema,
    idFrom: { call: 'getInquiries', field: 'id' },
  }),
  designed('rateCarrier', 'PUT', endpoints.inquiries.rating('{id}'), ['IMPORTER'], {
    summary: 'Rate the carrier of a completed inquiry',
    body: ratingInputSchema,
    answer: inquiryRatingSchema,
  }),
  designed('getCarrierRatings', 'GET', endpoints.organization.carrierRatings, CARRIER, {
    summary: "The carrier's ratings",
    query: z.object(paging),
    answer: carrierRatingsSchema,
  }),
  designed('getLanes', 'GET', endpoints.routes.lanes, ['IMPORTER'], {
    summary: "The importer's lanes, derived from its inquiries",
    answer: lanesSchema,
  }),
  designed('getRouteOffers', 'GET', endpoints.routes.offers, ALL_ROLES, {
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
  }),
  designed('createRouteOffer', 'POST', endpoints.routes.offers, CARRIER, {
    summary: 'Offer a route',
    body: routeOfferInputSchema,
    answer: routeOfferSchema,
  }),
  designed('updateRouteOffer', 'PUT', endpoints.routes.offer('{id}'), CARRIER, {
    summary: 'Edit a route offer',
    body: routeOfferInputSchema,
    answer: routeOfferSchema,
  }),
  designed('withdrawRouteOffer', 'DELETE', endpoints.routes.offer('{id}'), CARRIER, {
    summary: 'Withdraw a route offer',
    answer: routeOfferSchema,
  }),
];
