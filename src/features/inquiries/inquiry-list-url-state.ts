import { z } from 'zod/mini';
import { COMMODITY_TYPES, INQUIRY_TABS, STATUSES, TRANSPORT_MODES, type InquiryTab } from '@/config/enums';
import { INQUIRIES_PAGE_SIZE } from '@/config/limits';
import { DATE_RANGES, resolveDateRange } from '@/lib/dates';
import { orderBy, type ListOrder } from '@/lib/filtered-read';
import { listParams } from '@/lib/page';
import { choiceParam, idParam, pageParam, textParam } from '@/lib/use-url-state';

// An inquiry list's state lives in the URL (tab, date range, search, filters, page, sort), so a
// link or a reload shows the same list. Anything unreadable in the URL falls back to its default.

const TAB_KEYS = Object.keys(INQUIRY_TABS) as [InquiryTab, ...InquiryTab[]];
export const INQUIRY_SORTS = ['newest', 'oldest', 'pickupSoonest'] as const;
type InquirySort = (typeof INQUIRY_SORTS)[number];

/** A filter the list may leave unset: absent (undefined) unless the URL names one of `values`. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.catch(z.optional(z.enum(values)), undefined);

/** /inquiries, /inquiry, /all-inquiries?tab=&range=&search=&mode=&status=&…&sort=&page= */
export const inquiryListUrlStateSchema = z.object({
  tab: choiceParam(TAB_KEYS, 'general'),
  range: choiceParam(DATE_RANGES, 'allDays'),
  search: textParam(),
  mode: optionalChoice(TRANSPORT_MODES),
  status: optionalChoice(STATUSES),
  pickupCountry: idParam(),
  deliveryCountry: idParam(),
  commodity: optionalChoice(COMMODITY_TYPES),
  organization: idParam(),
  sort: choiceParam(INQUIRY_SORTS, 'newest'),
  page: pageParam(),
});
export type InquiryListQuery = z.infer<typeof inquiryListUrlStateSchema>;

export const defaultInquiryListQuery: InquiryListQuery = inquiryListUrlStateSchema.parse({});

/** What the server is asked but the order: zero-based page, the date range resolved to days. */
export function toInquiryFilterParams(query: InquiryListQuery, now = new Date()) {
  const range = resolveDateRange(query.range, now);
  return listParams(query.page, INQUIRIES_PAGE_SIZE, {
    tab: query.tab,
    ...range,
    search: query.search,
    mode: query.mode,
    status: query.status,
    pickupCountryId: query.pickupCountry,
    deliveryCountryId: query.deliveryCountry,
    commodityType: query.commodity,
    organizationId: query.organization,
  });
}

/** The designed GET /inquiries: the filters and the order by our own name (docs/api.md). */
export function toInquiryRequestParams(query: InquiryListQuery, now = new Date()) {
  const params: Record<string, string | number | boolean> = toInquiryFilterParams(query, now);
  return Object.assign(params, { sort: query.sort });
}

type SortableInquiry = { createdAt?: string | null; pickup?: { date?: string | null } | null };

/**
 * Each order as Spring's `Pageable` reads it, on the spec's inquiry fields (creation date, pickup
 * date), and the same order on rows in hand, for a server that refuses the sort.
 */
const INQUIRY_ORDERS = {
  newest: { sort: 'createdAt,desc', compare: orderBy<SortableInquiry>((row) => row.createdAt, 'desc') },
  oldest: { sort: 'createdAt,asc', compare: orderBy<SortableInquiry>((row) => row.createdAt, 'asc') },
  pickupSoonest: {
    sort: 'pickupDate,asc',
    compare: orderBy<SortableInquiry>((row) => row.pickup?.date, 'asc'),
  },
} satisfies Record<
  InquirySort,
  { sort: string; compare: (a: SortableInquiry, b: SortableInquiry) => number }
>;

/** The spec's GET /api/bids/inquiries ordered as the list's sort says (filteredRead's `order`). */
export const inquiryListOrder: ListOrder<InquiryListQuery, SortableInquiry> = {
  sort: (query) => INQUIRY_ORDERS[query.sort].sort,
  compare: (query) => INQUIRY_ORDERS[query.sort].compare,
};
