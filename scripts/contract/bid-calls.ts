import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import {
  bidCreateSchema,
  bidHistorySchema,
  bidListPageSchema,
  bidPageSchema,
  bidReportSchema,
  bidTermsSchema,
  inquiryBidsPageSchema,
  myInquiryBidsSchema,
} from '@/features/bids/schemas';
import { type ContractEndpoint, designed, spec } from './contract-types';
import { day, flag, id, paging, springSort, text } from './query-fields';

const IMPORTER = ['IMPORTER'] as const;
const CARRIER = ['LOGISTIC'] as const;

export const bidCalls: ContractEndpoint[] = [
  spec('getInquiriesWithBids', 'GET', endpoints.bids.inquiries, IMPORTER, {
    summary: "The importer's inquiries with their bid counts and best prices",
    query: z.object({ ...paging, search: text(), withBids: flag() }),
    answer: inquiryBidsPageSchema,
  }),
  spec('getInquiryBids', 'GET', endpoints.bids.ofInquiry('{id}'), ['IMPORTER', 'ADMIN'], {
    summary: "An inquiry's bids (status sent even when empty: all)",
    query: z.object({
      ...paging,
      status: text('PENDING | APPROVED | DELIVERED | REJECTED | LOST, empty = all'),
      sort: springSort(),
      currency: text('the currency prices are ranked in (ours), only with a price order'),
    }),
    answer: bidPageSchema,
    probe: { status: '' },
    idFrom: [
      { call: 'getInquiriesWithBids', field: 'id' },
      { call: 'getInquiries', field: 'id' },
    ],
  }),
  spec('acceptBid', 'PUT', endpoints.bids.approve('{bidId}'), IMPORTER, {
    summary: 'Accept a bid, by its bidId (answer not read)',
  }),
  spec('rejectBid', 'PUT', endpoints.bids.reject('{key}'), IMPORTER, {
    summary: 'Cancel a bid, by its key (answer not read)',
  }),
  spec('getBidReport', 'GET', endpoints.bids.report, ['IMPORTER', 'ADMIN'], {
    summary: 'Bid totals by inquiry and by period',
    query: z.object({ period: text('week | month'), startDate: day(), endDate: day() }),
    answer: bidReportSchema,
    probe: { period: 'month' },
  }),
  spec('createBid', 'POST', endpoints.bids.create, CARRIER, {
    summary: 'Place a bid (answer not read)',
    body: bidCreateSchema,
  }),
  designed('updateBid', 'PUT', endpoints.bids.update('{bidId}'), CARRIER, {
    summary: "Change a bid's terms, at most 3 times (answer not read)",
    body: bidTermsSchema,
  }),
  designed('getMyInquiryBids', 'GET', endpoints.bids.mine('{inquiryId}'), CARRIER, {
    summary: "The carrier's bids on one inquiry and how many it has left",
    answer: myInquiryBidsSchema,
    idFrom: { call: 'getCarrierInquiries', field: 'id' },
  }),
  designed('getBidHistory', 'GET', endpoints.bids.history('{bidId}'), ['IMPORTER', 'LOGISTIC', 'ADMIN'], {
    summary: 'Every change of one bid, oldest first',
    answer: bidHistorySchema,
    idFrom: [
      { call: 'getBids', field: 'bidId' },
      { call: 'getInquiryBids', field: 'bidId' },
    ],
  }),
  designed('getBids', 'GET', endpoints.bids.list, ['LOGISTIC', 'ADMIN'], {
    summary: "The carrier's own bids (by tab); every bid for an admin (by filters)",
    query: z.object({
      ...paging,
      tab: text('active | confirmed | completed | pending | lost (carrier)'),
      status: text('(admin)'),
      organizationId: id(),
      inquiryId: id(),
      search: text(),
      startDate: day(),
      endDate: day(),
      sort: springSort(),
    }),
    answer: bidListPageSchema,
  }),
];
