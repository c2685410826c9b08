import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import {
  deadlineUpdateSchema,
  inquiryActivitySchema,
  inquiryDetailSchema,
  inquiryDraftSchema,
  inquiryInputSchema,
  inquirySummarySchema,
  statusUpdateSchema,
} from '@/features/inquiries/schemas';
import { trackedShipmentSchema, trackingLinkSchema } from '@/features/inquiries/tracking-schemas';
import { pageSchema } from '@/lib/page';
import { type ContractEndpoint, designed, spec } from './contract-types';
import { day, id, paging, springSort, text } from './query-fields';

/** The filters of the three inquiry lists (/inquiries, /inquiry, /all-inquiries), as the URL state sends them. */
const inquiryListQuery = z.object({
  ...paging,
  tab: text('the list tab'),
  sort: springSort(),
  startDate: day(),
  endDate: day(),
  search: text(),
  mode: text('ROAD | AIR | RAIL | SEA'),
  status: text(),
  pickupCountryId: id(),
  deliveryCountryId: id(),
  commodityType: text(),
  organizationId: id(),
});

const IMPORTER = ['IMPORTER'] as const;
const IMPORTER_ADMIN = ['IMPORTER', 'ADMIN'] as const;

export const inquiryCalls: ContractEndpoint[] = [
  spec('getCarrierInquiries', 'GET', endpoints.bids.inquiries, ['LOGISTIC'], {
    summary: 'The inquiries open to the carrier (and the ones it won)',
    query: inquiryListQuery,
    answer: pageSchema(inquirySummarySchema),
  }),
  spec('getCarrierInquiry', 'GET', endpoints.bids.inquiry('{id}'), ['LOGISTIC'], {
    summary: 'One inquiry, as a carrier sees it',
    answer: inquiryDetailSchema,
    idFrom: { call: 'getCarrierInquiries', field: 'id' },
  }),
  designed('getInquiries', 'GET', endpoints.inquiries.list, IMPORTER_ADMIN, {
    summary: "The importer's own inquiries; every inquiry for an admin",
    query: inquiryListQuery,
    answer: pageSchema(inquirySummarySchema),
  }),
  designed('createInquiry', 'POST', endpoints.inquiries.list, IMPORTER, {
    summary: 'Start a draft',
    body: inquiryDraftSchema,
    answer: inquiryDetailSchema,
  }),
  designed('getInquiry', 'GET', endpoints.inquiries.one('{id}'), IMPORTER_ADMIN, {
    summary: 'One inquiry, whole',
    answer: inquiryDetailSchema,
    idFrom: { call: 'getInquiries', field: 'id' },
  }),
  designed('updateInquiry', 'PUT', endpoints.inquiries.one('{id}'), IMPORTER_ADMIN, {
    summary: "A draft's later saves ({ step, values }) or an admin's edit of the whole inquiry",
    body: z.union([inquiryInputSchema, inquiryDraftSchema]),
    answer: inquiryDetailSchema,
  }),
  designed('submitInquiry', 'POST', endpoints.inquiries.submit('{id}'), IMPORTER, {
    summary: 'Send a draft to the carriers',
    body: inquiryInputSchema,
    answer: inquiryDetailSchema,
  }),
  designed('getInquiryActivity', 'GET', endpoints.inquiries.activity('{id}'), IMPORTER_ADMIN, {
    summary: "An inquiry's history",
    answer: inquiryActivitySchema,
    idFrom: { call: 'getInquiries', field: 'id' },
  }),
  designed('updateInquiryStatus', 'PUT', endpoints.inquiries.status('{id}'), ['ADMIN'], {
    summary: "Set an inquiry's status",
    body: statusUpdateSchema,
    answer: inquiryDetailSchema,
  }),
  designed('updateInquirySteps', 'PUT', endpoints.inquiries.steps('{id}'), ['LOGISTIC', 'ADMIN'], {
    summary: 'Mark a shipment step done or not',
    body: z.object({ step: z.string(), done: z.boolean() }),
    answer: inquiryDetailSchema,
  }),
  designed('confirmDelivery', 'POST', endpoints.inquiries.confirmDelivery('{id}'), IMPORTER, {
    summary: 'The importer confirms the delivery',
    answer: inquiryDetailSchema,
  }),
  designed('extendDeadline', 'PUT', endpoints.inquiries.deadline('{id}'), IMPORTER, {
    summary: 'Extend the bidding deadline (answer not read)',
    body: deadlineUpdateSchema,
    answer: z.unknown(),
  }),
  designed('getTrackingLink', 'GET', endpoints.inquiries.trackingLink('{id}'), IMPORTER, {
    summary: "The inquiry's public tracking link",
    answer: trackingLinkSchema,
    idFrom: { call: 'getInquiries', field: 'id' },
  }),
  designed('createTrackingLink', 'POST', endpoints.inquiries.trackingLink('{id}'), IMPORTER, {
    summary: 'Make a new tracking link',
    answer: trackingLinkSchema,
  }),
  designed('revokeTrackingLink', 'DELETE', endpoints.inquiries.trackingLink('{id}'), IMPORTER, {
    summary: 'Revoke the tracking link (answer not read)',
    answer: z.unknown(),
  }),
  designed('getTrackedShipment', 'GET', endpoints.tracking('{token}'), 'public', {
    summary: "A shared shipment's steps, for anyone holding the link",
    answer: trackedShipmentSchema,
  }),
];
