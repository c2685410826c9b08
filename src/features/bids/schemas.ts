import { z } from 'zod/mini';
import {
  BID_STATUSES,
  CHARGE_TYPES,
  CURRENCIES,
  INSURANCE_TYPES,
  PREFERRED_REGIONS,
  STATUSES,
  TRANSPORT_MODES,
  type BidStatus,
  type BidTab,
  type Currency,
} from '@/config/enums';
import {
  BID_NOTES_MAX_LENGTH,
  MAX_BID_VALUE,
  MAX_TRANSIT_DAYS,
  MAX_TRUCK_COUNT,
  MESSAGE_LIMIT_SEPARATOR as LIMIT,
  PROFILE_TEXT_MAX_LENGTH,
} from '@/config/limits';
import { listOrEmpty, maybe, openEnum, recognisable, withFieldNames } from '@/lib/lenient';
import { pageSchema, type Page } from '@/lib/page';
import { BID_REPORT_FIELD_NAMES } from './report-field-names';

// Bids as the API takes and answers them (docs/api.md, 'Bids'). The bid form and the demo backend
// validate with the same schemas; messages are translation keys.

export { BID_STATUSES, type BidStatus };

/** The statuses the all-bids screen filters by; '' is every status. */
export const BID_FILTERS = ['', 'PENDING', 'APPROVED', 'DELIVERED', 'REJECTED', 'LOST'] as const;

/**
 * A bid's price broken into lines, as answered (ours, docs/api.md 'Itemised bids'). All or nothing: a
 * list with a line the app cannot read is shown as no breakdown, never as lines that miss the total.
 */
const breakdownAnswer = z.catch(
  listOrEmpty(z.object({ type: openEnum(CHARGE_TYPES), amount: z.number() })),
  [],
);

/**
 * A bid as the server answers it (spec §3). The backend is not ours, so only what the screens cannot
 * do without is required: bidId (accept, row keys), key (cancel), status (picks the actions) and
 * value (shown). Everything else may be absent or null and shows as '—'; codes the app does not know
 * (a new status, mode, currency, region) pass and show raw.
 */
export const bidSchema = z.object({
  bidId: z.number(),
  key: z.string(),
  status: openEnum(BID_STATUSES),
  value: z.number(),
  inquiryCode: maybe(z.string()),
  userName: maybe(z.string()),
  userSurname: maybe(z.string()),
  /** 'Only if present' (spec §2, the details modal). */
  certifications: maybe(z.string()),
  shipmentMode: maybe(openEnum(TRANSPORT_MODES)),
  /** 'Only if present' (spec §2, the details modal). */
  truckCount: maybe(z.number()),
  preferredRegions: listOrEmpty(openEnum(PREFERRED_REGIONS)),
  insuranceTypes: listOrEmpty(openEnum(INSURANCE_TYPES)),
  currency: maybe(openEnum(CURRENCIES)),
  createdAt: maybe(z.string()),
  organizationName: maybe(z.string()),
  notes: maybe(z.string()),
  // Ours (docs/api.md), never named by the spec: screens that use them cope without.
  inquiryId: maybe(z.number()),
  updateCount: maybe(z.number()),
  updatedAt: maybe(z.string()),
  /** Days from pick-up to delivery the carrier promises; a server without it leaves it out. */
  transitDays: z.catch(maybe(z.number()), undefined),
  breakdown: breakdownAnswer,
  /** The carrier's average rating and how many gave it (ours, docs/api.md 'Ratings'); unreadable reads as none. */
  carrierRating: z.catch(maybe(z.object({ average: z.number(), count: z.number() })), undefined),
});
export type Bid = z.infer<typeof bidSchema>;
export type ChargeLine = Bid['breakdown'][number];

export const bidPageSchema = pageSchema(bidSchema, 'bids');

/**
 * How the importer orders the bids of one inquiry, as the URL spells it. 'date-desc' (newest first)
 * is the default and never written to the URL or sent to the server.
 */
export const ALL_BIDS_SORTS = ['date-desc', 'date-asc', 'price-asc', 'price-desc', 'transit-asc'] as const;
export type AllBidsSort = (typeof ALL_BIDS_SORTS)[number];
export const DEFAULT_ALL_BIDS_SORT: AllBidsSort = 'date-desc';

/**
 * The server's spelling of each order, as Spring's `Pageable` reads it (`property,direction`), on the
 * spec's Bid fields only. 'Fastest first' orders by our transitDays, which a spec backend may not
 * have: it is never sent, the page in hand is ordered instead.
 */
export const ALL_BIDS_SORT_PARAM: Record<AllBidsSort, BidSort | undefined> = {
  'date-desc': 'createdAt,desc',
  'date-asc': 'createdAt,asc',
  'price-asc': 'value,asc',
  'price-desc': 'value,desc',
  'transit-asc': undefined,
};

/**
 * The screen's URL state: status as in the URL (any case), page one-based, sort absent = newest,
 * currency the one bids are compared in ('' = each in its own).
 */
export type AllBidsQuery = {
  status: string;
  size: number;
  page: number;
  sort?: AllBidsSort;
  currency?: Currency | '';
};

/** Whether an order ranks prices, so the server needs the currency they are compared in. */
export const sortsByPrice = (sort: AllBidsSort | undefined) => sort?.startsWith('price') ?? false;

// ——— Placing and updating a bid ———

export const bidMsg = {
  required: 'common:text.field_required',
  valueNumber: 'bid-form:validation.valueNumber',
  valuePositive: 'bid-form:validation.valuePositive',
  valueTooLarge: `bid-form:validation.valueTooLarge${LIMIT}${MAX_BID_VALUE}`,
  valueDecimals: 'bid-form:validation.valueDecimals',
  truckCount: `bid-form:validation.truckCount${LIMIT}${MAX_TRUCK_COUNT}`,
  notesTooLong: `bid-form:validation.tooLong${LIMIT}${BID_NOTES_MAX_LENGTH}`,
  certificationsTooLong: `bid-form:validation.tooLong${LIMIT}${PROFILE_TEXT_MAX_LENGTH}`,
  transitDays: `bid-form:validation.transitDays${LIMIT}${MAX_TRANSIT_DAYS}`,
  breakdownEmpty: 'bid-form:validation.breakdownEmpty',
  breakdownTwice: 'bid-form:validation.breakdownTwice',
  breakdownMismatch: 'bid-form:validation.breakdownMismatch',
} as const;
const m = bidMsg;

/** At most two decimals: a price in cents, not a float's tail. */
const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** An amount of money in a bid: above zero, below the cap, in whole cents. */
const money = () =>
  z
    .number({ error: m.valueNumber })
    .check(
      z.refine(Number.isFinite, m.valueNumber),
      z.positive(m.valuePositive),
      z.maximum(MAX_BID_VALUE, m.valueTooLarge),
      z.refine(hasCents, m.valueDecimals),
    );

const cents = (v: number) => Math.round(v * 100);

/** The lines' sum, to the cent (floats do not add money exactly: 0.1 + 0.2). */
export const breakdownTotal = (lines: ReadonlyArray<{ amount: number }>) =>
  lines.reduce((sum, line) => sum + cents(line.amount), 0) / 100;

/** Each charge once: two 'fuel' lines are one typed twice. */
const typesOnce = (lines: ReadonlyArray<{ type: string }>) =>
  new Set(lines.map((l) => l.type)).size === lines.length;

/** A breakdown, when sent, adds up to the bid's amount to the cent; the amount is what is compared. */
const breakdownAddsUp = z.refine<{ value: number; breakdown?: ReadonlyArray<{ amount: number }> }>(
  (v) => !v.breakdown?.length || cents(breakdownTotal(v.breakdown)) === cents(v.value),
  { path: ['value'], message: m.breakdownMismatch },
);

/** The terms a carrier offers; the same on create (with the inquiry id) and on update. */
const bidTermsShape = {
  value: money(),
  currency: z.enum(CURRENCIES, { error: m.required }),
  notes: z.string().check(z.maxLength(BID_NOTES_MAX_LENGTH, m.notesTooLong)),
  shipmentMode: z.enum(TRANSPORT_MODES, { error: m.required }),
  truckCount: z.nullable(
    z
      .number({ error: m.truckCount })
      .check(z.int(m.truckCount), z.minimum(1, m.truckCount), z.maximum(MAX_TRUCK_COUNT, m.truckCount)),
  ),
  preferredRegions: z.array(z.enum(PREFERRED_REGIONS)),
  insuranceTypes: z.array(z.enum(INSURANCE_TYPES)),
  certifications: z.nullable(
    z.string().check(z.maxLength(PROFILE_TEXT_MAX_LENGTH, m.certificationsTooLong)),
  ),
  // Ours (docs/api.md 'Itemised bids'): optional, so a client that does not send them still bids.
  transitDays: z.optional(
    z.nullable(
      z
        .number({ error: m.transitDays })
        .check(z.int(m.transitDays), z.minimum(1, m.transitDays), z.maximum(MAX_TRANSIT_DAYS, m.transitDays)),
    ),
  ),
  breakdown: z.optional(
    z
      .array(z.object({ type: z.enum(CHARGE_TYPES, { error: m.required }), amount: money() }))
      .check(z.refine(typesOnce, m.breakdownTwice)),
  ),
};
export const bidTermsSchema = z.object(bidTermsShape).check(breakdownAddsUp);
export type BidTerms = z.infer<typeof bidTermsSchema>;

/** POST /api/bids/create. */
export const bidCreateSchema = z.object({ inquiryId: z.number(), ...bidTermsShape }).check(breakdownAddsUp);
export type BidCreateInput = z.infer<typeof bidCreateSchema>;

/**
 * A nested list the answer may leave out: any of the page reader's shapes, row by row, absent or
 * null read as an empty page.
 */
export const pageOrEmpty = <T extends z.ZodMiniType>(item: T, label: string) =>
  z.pipe(
    z.optional(z.nullable(pageSchema(item, label))),
    z.transform(
      (page): Page<z.infer<T>> =>
        page ?? { content: [], page: 0, size: 0, totalElements: 0, totalPages: 1, dropped: 0 },
    ),
  );

/** GET /api/bids/mine/{inquiryId}: the caller's bids on one inquiry and whether it still takes bids. */
export const myInquiryBidsSchema = z.object({
  inquiryId: z.number(),
  inquiryCode: maybe(z.string()),
  inquiryStatus: maybe(openEnum(STATUSES)),
  shipmentMode: maybe(openEnum(TRANSPORT_MODES)),
  /** False once the inquiry left the open statuses (a bid was accepted, it was put on hold, ...). */
  open: z.boolean(),
  /** New bids this carrier may still place on the inquiry (3 minus those placed). */
  bidsLeft: z.number(),
  bids: pageOrEmpty(bidSchema, 'your bids'),
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
  'transitDays',
  'breakdown',
] as const;
export type BidHistoryField = (typeof BID_HISTORY_FIELDS)[number];

const historyValue = maybe(
  z.union([
    z.string(),
    z.number(),
    z.array(z.string()),
    z.array(z.object({ type: z.string(), amount: z.number() })),
  ]),
);

export const BID_HISTORY_KINDS = ['created', 'updated', 'status'] as const;

const historyEntrySchema = z.object({
  id: maybe(z.union([z.string(), z.number()])),
  at: maybe(z.string()),
  actor: maybe(z.string()),
  kind: openEnum(BID_HISTORY_KINDS),
  /** For kind 'status': the bid's new status. */
  status: maybe(openEnum(BID_STATUSES)),
  changes: listOrEmpty(
    z.object({ field: openEnum(BID_HISTORY_FIELDS), from: historyValue, to: historyValue }),
  ),
});

/** GET /api/bids/history/{bidId}: oldest first; 'created' carries the first terms as `to` values. */
export const bidHistorySchema = pageSchema(historyEntrySchema, 'bid history');
export type BidHistoryEntry = z.infer<typeof historyEntrySchema>;
export type BidHistory = BidHistoryEntry[];

// ——— Lists: the carrier's bids, every bid (admin) ———

export const bidListItemSchema = z.object({
  ...bidSchema.shape,
  organizationId: maybe(z.number()),
  importerName: maybe(z.string()),
  inquiryStatus: maybe(openEnum(STATUSES)),
  /** 'City, Country' of pick-up and delivery. */
  from: maybe(z.string()),
  to: maybe(z.string()),
});
export type BidListItem = z.infer<typeof bidListItemSchema>;
export const bidListPageSchema = pageSchema(bidListItemSchema, 'bids');

export type BidSort = 'createdAt,desc' | 'createdAt,asc' | 'value,asc' | 'value,desc' | 'transitDays,asc';

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

const placeNameSchema = z.object({ city: maybe(z.string()), countryName: maybe(z.string()) });
const moneySchema = z.object({ currency: z.string(), value: z.number() });

/**
 * GET /api/bids/inquiries as an importer: its sent inquiries with bid counts and best prices. The row
 * needs its id (the link to the bids); the rest shows '—' when the server leaves it out.
 */
export const inquiryBidsRowSchema = z.object({
  id: z.number(),
  inquiryCode: maybe(z.string()),
  status: maybe(openEnum(STATUSES)),
  shipmentMode: maybe(openEnum(TRANSPORT_MODES)),
  pickup: maybe(placeNameSchema),
  delivery: maybe(placeNameSchema),
  createdAt: maybe(z.string()),
  bidCount: maybe(z.number()),
  pendingCount: maybe(z.number()),
  /** The lowest bid in each currency (prices in different currencies are not ranked). */
  bestPrices: listOrEmpty(moneySchema),
  lastBidAt: maybe(z.string()),
});
export type InquiryBidsRow = z.infer<typeof inquiryBidsRowSchema>;
export const inquiryBidsPageSchema = pageSchema(inquiryBidsRowSchema, 'inquiries with bids');

/** Query of the importer's /inquiries-bids: search by code or city, only those with bids, page one-based. */
export type InquiryBidsQuery = { search: string; withBids: boolean; page: number; size: number };

// ——— Report (/bids-summary) ———

const count = maybe(z.number());

const priceStatSchema = z.object({ currency: z.string(), count, average: count, best: count });

const reportRowSchema = z.object({
  /** The inquiry code, or the period's first day (yyyy-MM-dd). */
  key: z.string(),
  inquiryId: maybe(z.number()),
  received: count,
  accepted: count,
  prices: listOrEmpty(priceStatSchema),
});
export type BidReportRow = z.infer<typeof reportRowSchema>;

/**
 * GET /api/bids/report?startDate&endDate&period=week|month (importer: own inquiries; admin: all).
 * The spec names no field of the report, so none is required: a missing count shows '—', a missing
 * breakdown is empty, and its rows are read one by one; flat counts (totalBids...) are read into the
 * totals through BID_REPORT_FIELD_NAMES; but an object with none of them is no report.
 */
export const bidReportSchema = withFieldNames(
  BID_REPORT_FIELD_NAMES,
  recognisable(
    z.object({
      totals: maybe(z.object({ received: count, accepted: count, pending: count, lost: count })),
      byInquiry: pageOrEmpty(reportRowSchema, 'report by inquiry'),
      byPeriod: pageOrEmpty(reportRowSchema, 'report by period'),
    }),
  ),
);
export type BidReport = z.infer<typeof bidReportSchema>;
export type BidReportQuery = { startDate: string | null; endDate: string | null; period: 'week' | 'month' };
