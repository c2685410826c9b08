import { z } from 'zod/mini';
import {
  BID_STATUSES,
  CHARGE_TYPES,
  CURRENCIES,
  INSURANCE_TYPES,
  PREFERRED_REGIONS,
  STATUSES,
  TRANSPORT_MODES,
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
import { emptyPage, pageSchema, type Page } from '@/lib/page';
import { BID_REPORT_FIELD_NAMES } from './report-field-names';

export { BID_STATUSES };

/** The statuses the all-bids screen filters by; '' is every status. */
export const BID_FILTERS = ['', 'PENDING', 'APPROVED', 'DELIVERED', 'REJECTED', 'LOST'] as const;

const breakdownAnswer = z.catch(
  listOrEmpty(z.object({ type: openEnum(CHARGE_TYPES), amount: z.number() })),
  [],
);

/** A bid as the server answers it. */
export const bidSchema = z.object({
  bidId: z.number(),
  key: z.string(),
  status: openEnum(BID_STATUSES),
  value: z.number(),
  inquiryCode: maybe(z.string()),
  userName: maybe(z.string()),
  userSurname: maybe(z.string()),
  certifications: maybe(z.string()),
  shipmentMode: maybe(openEnum(TRANSPORT_MODES)),
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
  transitDays: z.catch(maybe(z.number()), undefined),
  breakdown: breakdownAnswer,
  carrierRating: z.catch(maybe(z.object({ average: z.number(), count: z.number() })), undefined),
});
export type Bid = z.infer<typeof bidSchema>;
export type ChargeLine = Bid['breakdown'][number];

export const bidPageSchema = pageSchema(bidSchema, 'bids');

/** How the importer orders the bids of one inquiry, as the URL spells it. */
export const ALL_BIDS_SORTS = ['date-desc', 'date-asc', 'price-asc', 'price-desc', 'transit-asc'] as const;
export type AllBidsSort = (typeof ALL_BIDS_SORTS)[number];
export const DEFAULT_ALL_BIDS_SORT: AllBidsSort = 'date-desc';

export const ALL_BIDS_SORT_PARAM: Record<AllBidsSort, BidSort | undefined> = {
  'date-desc': 'createdAt,desc',
  'date-asc': 'createdAt,asc',
  'price-asc': 'value,asc',
  'price-desc': 'value,desc',
  'transit-asc': undefined,
};

export type { AllBidsState as AllBidsQuery } from './all-bids-url-state';

/** Whether an order ranks prices, so the server needs the currency they are compared in. */
export const sortsByPrice = (sort: AllBidsSort | undefined) => sort?.startsWith('price') ?? false;

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

const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

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

const typesOnce = (lines: ReadonlyArray<{ type: string }>) =>
  new Set(lines.map((l) => l.type)).size === lines.length;

const breakdownAddsUp = z.refine<{ value: number; breakdown?: ReadonlyArray<{ amount: number }> }>(
  (v) => !v.breakdown?.length || cents(breakdownTotal(v.breakdown)) === cents(v.value),
  { path: ['value'], message: m.breakdownMismatch },
);

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
  certifications: z.nullable(z.string().check(z.maxLength(PROFILE_TEXT_MAX_LENGTH, m.certificationsTooLong))),
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

export const bidCreateSchema = z.object({ inquiryId: z.number(), ...bidTermsShape }).check(breakdownAddsUp);
export type BidCreateInput = z.infer<typeof bidCreateSchema>;

export const pageOrEmpty = <T extends z.ZodMiniType>(item: T, label: string) =>
  z.pipe(
    z.optional(z.nullable(pageSchema(item, label))),
    z.transform((page): Page<z.infer<T>> => page ?? emptyPage()),
  );

export const myInquiryBidsSchema = z.object({
  inquiryId: z.number(),
  inquiryCode: maybe(z.string()),
  inquiryStatus: maybe(openEnum(STATUSES)),
  shipmentMode: maybe(openEnum(TRANSPORT_MODES)),
  open: z.boolean(),
  bidsLeft: z.number(),
  bids: pageOrEmpty(bidSchema, 'your bids'),
});
export type MyInquiryBids = z.infer<typeof myInquiryBidsSchema>;

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
  status: maybe(openEnum(BID_STATUSES)),
  changes: listOrEmpty(
    z.object({ field: openEnum(BID_HISTORY_FIELDS), from: historyValue, to: historyValue }),
  ),
});

export const bidHistorySchema = pageSchema(historyEntrySchema, 'bid history');
export type BidHistoryEntry = z.infer<typeof historyEntrySchema>;
export type BidHistory = BidHistoryEntry[];

export const bidListItemSchema = z.object({
  ...bidSchema.shape,
  organizationId: maybe(z.number()),
  importerName: maybe(z.string()),
  inquiryStatus: maybe(openEnum(STATUSES)),
  from: maybe(z.string()),
  to: maybe(z.string()),
});
export type BidListItem = z.infer<typeof bidListItemSchema>;
export const bidListPageSchema = pageSchema(bidListItemSchema, 'bids');

export type BidSort = 'createdAt,desc' | 'createdAt,asc' | 'value,asc' | 'value,desc' | 'transitDays,asc';

export type { ListParams as BidListQuery } from '@/lib/page';

const placeNameSchema = z.object({ city: maybe(z.string()), countryName: maybe(z.string()) });
const moneySchema = z.object({ currency: z.string(), value: z.number() });

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
  bestPrices: listOrEmpty(moneySchema),
  lastBidAt: maybe(z.string()),
});
export type InquiryBidsRow = z.infer<typeof inquiryBidsRowSchema>;
export const inquiryBidsPageSchema = pageSchema(inquiryBidsRowSchema, 'inquiries with bids');

export type { InquiriesBidsState as InquiryBidsQuery } from './inquiries-bids-url-state';

const count = maybe(z.number());

const priceStatSchema = z.object({ currency: z.string(), count, average: count, best: count });

const reportRowSchema = z.object({
  key: z.string(),
  inquiryId: maybe(z.number()),
  received: count,
  accepted: count,
  prices: listOrEmpty(priceStatSchema),
});
export type BidReportRow = z.infer<typeof reportRowSchema>;

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
export type { BidReportRequest as BidReportQuery } from './bids-summary-url-state';
