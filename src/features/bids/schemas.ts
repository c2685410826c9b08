import { z } from 'zod/mini';
import {
  BID_STATUSES,
  CURRENCIES,
  INSURANCE_TYPES,
  PREFERRED_REGIONS,
  STATUSES,
  TRANSPORT_MODES,
  type BidStatus,
  type BidTab,
} from '@/config/enums';
import {
  BID_NOTES_MAX_LENGTH,
  MAX_BID_VALUE,
  MAX_TRUCK_COUNT,
  PROFILE_TEXT_MAX_LENGTH,
} from '@/config/limits';
import { pageSchema } from '@/lib/page';

// Bids as the API takes and answers them (docs/api.md, 'Bids'). The bid form and the demo backend
// validate with the same schemas; messages are translation keys.

export { BID_STATUSES, type BidStatus };

/** The statuses the all-bids screen filters by; '' is every status. */
export const BID_FILTERS = ['', 'PENDING', 'APPROVED', 'DELIVERED', 'REJECTED', 'LOST'] as const;
export type BidFilter = (typeof BID_FILTERS)[number];

export const bidSchema = z.object({
  bidId: z.number(),
  key: z.string(),
  inquiryId: z.number(),
  inquiryCode: z.string(),
  userName: z.string(),
  userSurname: z.string(),
  certifications: z.nullable(z.string()),
  shipmentMode: z.enum(TRANSPORT_MODES),
  truckCount: z.nullable(z.number()),
  preferredRegions: z.array(z.string()),
  insuranceTypes: z.array(z.string()),
  value: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  organizationName: z.string(),
  notes: z.string(),
  status: z.enum(BID_STATUSES),
  updateCount: z.number(),
  updatedAt: z.string(),
});
export type Bid = z.infer<typeof bidSchema>;

export const bidPageSchema = pageSchema(bidSchema);
export type BidPage = z.infer<typeof bidPageSchema>;

/**
 * How the importer orders the bids of one inquiry, as the URL spells it. 'date-desc' (newest first)
 * is the default and never written to the URL or sent to the server.
 */
export const ALL_BIDS_SORTS = ['date-desc', 'date-asc', 'price-asc', 'price-desc'] as const;
export type AllBidsSort = (typeof ALL_BIDS_SORTS)[number];
export const DEFAULT_ALL_BIDS_SORT: AllBidsSort = 'date-desc';

/** The server's spelling of each order (Spring-style `field,direction`). */
export const ALL_BIDS_SORT_PARAM: Record<AllBidsSort, BidSort> = {
  'date-desc': 'createdAt,desc',
  'date-asc': 'createdAt,asc',
  'price-asc': 'value,asc',
  'price-desc': 'value,desc',
};

/** The screen's URL state: status as in the URL (any case), page one-based, sort absent = newest. */
export type AllBidsQuery = { status: string; size: number; page: number; sort?: AllBidsSort };

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const isAllBidsSort = (raw: string | null): raw is AllBidsSort =>
  (ALL_BIDS_SORTS as readonly (string | null)[]).includes(raw);

export function parseAllBidsQuery(params: URLSearchParams): AllBidsQuery {
  const status = (params.get('status') ?? '').toUpperCase();
  const sort = params.get('sort');
  return {
    status: (BID_FILTERS as readonly string[]).includes(status) ? status : '',
    size: positiveInt(params.get('size'), 10),
    page: positiveInt(params.get('page'), 1),
    sort: isAllBidsSort(sort) ? sort : DEFAULT_ALL_BIDS_SORT,
  };
}

// ——— Placing and updating a bid ———

export const bidMsg = {
  required: 'common:text.field_required',
  valueNumber: 'bid-form:validation.valueNumber',
  valuePositive: 'bid-form:validation.valuePositive',
  valueTooLarge: 'bid-form:validation.valueTooLarge',
  valueDecimals: 'bid-form:validation.valueDecimals',
  truckCount: 'bid-form:validation.truckCount',
  tooLong: 'bid-form:validation.tooLong',
} as const;
const m = bidMsg;

/** At most two decimals: a price in cents, not a float's tail. */
const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** The terms a carrier offers; the same on create (with the inquiry id) and on update. */
export const bidTermsSchema = z.object({
  value: z
    .number({ error: m.valueNumber })
    .check(
      z.refine(Number.isFinite, m.valueNumber),
      z.positive(m.valuePositive),
      z.maximum(MAX_BID_VALUE, m.valueTooLarge),
      z.refine(hasCents, m.valueDecimals),
    ),
  currency: z.enum(CURRENCIES, { error: m.required }),
  notes: z.string().check(z.maxLength(BID_NOTES_MAX_LENGTH, m.tooLong)),
  shipmentMode: z.enum(TRANSPORT_MODES, { error: m.required }),
  truckCount: z.nullable(
    z
      .number({ error: m.truckCount })
      .check(z.int(m.truckCount), z.minimum(1, m.truckCount), z.maximum(MAX_TRUCK_COUNT, m.truckCount)),
  ),
  preferredRegions: z.array(z.enum(PREFERRED_REGIONS)),
  insuranceTypes: z.array(z.enum(INSURANCE_TYPES)),
  certifications: z.nullable(z.string().check(z.maxLength(PROFILE_TEXT_MAX_LENGTH, m.tooLong))),
});
export type BidTerms = z.infer<typeof bidTermsSchema>;

/** POST /api/bids/create. */
export const bidCreateSchema = z.object({ inquiryId: z.number(), ...bidTermsSchema.shape });
export type BidCreateInput = z.infer<typeof bidCreateSchema>;

/** GET /api/bids/mine/{inquiryId}: the caller's bids on one inquiry and whether it still takes bids. */
export const myInquiryBidsSchema = z.object({
  inquiryId: z.number(),
  inquiryCode: z.string(),
  inquiryStatus: z.enum(STATUSES),
  shipmentMode: z.nullable(z.enum(TRANSPORT_MODES)),
  /** False once the inquiry left the open statuses (a bid was accepted, it was put on hold, ...). */
  open: z.boolean(),
  /** New bids this carrier may still place on the inquiry (3 minus those placed). */
  bidsLeft: z.number(),
  bids: z.array(bidSchema),
});
export type MyInquiryBids = z.infer<typeof myInquiryBidsSchema>;

// ——— Bid history ———

export const BID_HISTORY_FIELDS = [
  'value',
  'currency',
  'notes',
  'shipmentMode',
  'truckCount',
  'preferredRegions',
  'insuranceTypes',
  'certifications',
] as const;
export type BidHistoryField = (typeof BID_HISTORY_FIELDS)[number];

const historyValue = z.union([z.string(), z.number(), z.array(z.string()), z.null()]);

/** GET /api/bids/history/{bidId}: oldest first; 'created' carries the first terms as `to` values. */
export const bidHistorySchema = z.array(
  z.object({
    id: z.string(),
    at: z.string(),
    actor: z.string(),
    kind: z.enum(['created', 'updated', 'status']),
    /** For kind 'status': the bid's new status. */
    status: z.nullable(z.enum(BID_STATUSES)),
    changes: z.array(z.object({ field: z.enum(BID_HISTORY_FIELDS), from: historyValue, to: historyValue })),
  }),
);
export type BidHistory = z.infer<typeof bidHistorySchema>;

// ——— Lists: the carrier's bids, every bid (admin) ———

export const bidListItemSchema = z.object({
  ...bidSchema.shape,
  organizationId: z.number(),
  importerName: z.string(),
  inquiryStatus: z.enum(STATUSES),
  /** 'City, Country' of pick-up and delivery. */
  from: z.string(),
  to: z.string(),
});
export type BidListItem = z.infer<typeof bidListItemSchema>;
export const bidListPageSchema = pageSchema(bidListItemSchema);
export type BidListPage = z.infer<typeof bidListPageSchema>;

export type BidSort = 'createdAt,desc' | 'createdAt,asc' | 'value,asc' | 'value,desc';

/**
 * GET /api/bids. A carrier sends `tab`; an admin filters by status, organisation, inquiry and dates.
 * `page` is one-based here and zero-based on the wire.
 */
export type BidListQuery = {
  tab?: BidTab;
  status?: BidStatus | '';
  organizationId?: number | null;
  inquiryId?: number | null;
  search?: string;
  startDate?: string | null;
  endDate?: string | null;
  sort?: BidSort;
  page: number;
  size: number;
};

// ——— The importer's inquiries with their bids (/inquiries-bids) ———

const placeNameSchema = z.nullable(z.object({ city: z.string(), countryName: z.string() }));
const moneySchema = z.object({ currency: z.string(), value: z.number() });

/** GET /api/bids/inquiries as an importer: its sent inquiries with bid counts and best prices. */
export const inquiryBidsRowSchema = z.object({
  id: z.number(),
  inquiryCode: z.string(),
  status: z.enum(STATUSES),
  shipmentMode: z.nullable(z.enum(TRANSPORT_MODES)),
  pickup: placeNameSchema,
  delivery: placeNameSchema,
  createdAt: z.string(),
  bidCount: z.number(),
  pendingCount: z.number(),
  /** The lowest bid in each currency (prices in different currencies are not ranked). */
  bestPrices: z.array(moneySchema),
  lastBidAt: z.nullable(z.string()),
});
export type InquiryBidsRow = z.infer<typeof inquiryBidsRowSchema>;
export const inquiryBidsPageSchema = pageSchema(inquiryBidsRowSchema);

/** Query of the importer's /inquiries-bids: search by code or city, only those with bids, page one-based. */
export type InquiryBidsQuery = { search: string; withBids: boolean; page: number; size: number };

// ——— Report (/bids-summary) ———

const priceStatSchema = z.object({
  currency: z.string(),
  count: z.number(),
  average: z.number(),
  best: z.number(),
});

const reportRowSchema = z.object({
  /** The inquiry code, or the period's first day (yyyy-MM-dd). */
  key: z.string(),
  inquiryId: z.nullable(z.number()),
  received: z.number(),
  accepted: z.number(),
  prices: z.array(priceStatSchema),
});
export type BidReportRow = z.infer<typeof reportRowSchema>;

/** GET /api/bids/report?startDate&endDate&period=week|month (importer: own inquiries; admin: all). */
export const bidReportSchema = z.object({
  totals: z.object({ received: z.number(), accepted: z.number(), pending: z.number(), lost: z.number() }),
  byInquiry: z.array(reportRowSchema),
  byPeriod: z.array(reportRowSchema),
});
export type BidReport = z.infer<typeof bidReportSchema>;
export type BidReportQuery = { startDate: string | null; endDate: string | null; period: 'week' | 'month' };
