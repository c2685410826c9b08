import { z } from 'zod/mini';
import { COMMODITY_TYPES, INQUIRY_TABS, STATUSES, TRANSPORT_MODES, type InquiryTab } from '@/config/enums';
import { INQUIRIES_PAGE_SIZE } from '@/config/limits';
import { DATE_RANGES, resolveDateRange } from '@/lib/dates';
import { springOrder } from '@/lib/filtered-read';
import { listParams, type ListParams } from '@/lib/page';
import { urlRequest, type UrlState } from '@/lib/url-request';
import { choiceParam, idParam, pageParam, textParam } from '@/lib/use-url-state';

export const TAB_KEYS = Object.keys(INQUIRY_TABS) as [InquiryTab, ...InquiryTab[]];
export const INQUIRY_SORTS = ['newest', 'oldest', 'pickupSoonest'] as const;

/** A filter the list may leave unset: absent (undefined) unless the URL names one of `values`. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.catch(z.optional(z.enum(values)), undefined);

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
export type InquiryListQuery = UrlState<typeof inquiryListUrlStateSchema>;

export const defaultInquiryListQuery: InquiryListQuery = inquiryListUrlStateSchema.parse({});

const filterParams = (query: InquiryListQuery, now: Date) =>
  listParams(query.page, INQUIRIES_PAGE_SIZE, {
    tab: query.tab,
    ...resolveDateRange(query.range, now),
    search: query.search,
    mode: query.mode,
    status: query.status,
    pickupCountryId: query.pickupCountry,
    deliveryCountryId: query.deliveryCountry,
    commodityType: query.commodity,
    organizationId: query.organization,
  });

/** Each order as Spring's `Pageable` reads it, on the spec's inquiry fields. */
const SPRING_SORT = {
  newest: 'createdAt,desc',
  oldest: 'createdAt,asc',
  pickupSoonest: 'pickupDate,asc',
} as const;

const requestSortedBy = (sortOf: (sort: InquiryListQuery['sort']) => string) =>
  urlRequest(inquiryListUrlStateSchema, (query, now: Date = new Date()): ListParams => ({
    ...filterParams(query, now),
    sort: sortOf(query.sort),
  }));

/** The designed GET /inquiries: the order by our own name (docs/api.md). */
export const toInquiryRequestParams = requestSortedBy((sort) => sort);

/** The spec's GET /api/bids/inquiries: the order the Spring way. */
export const toCarrierInquiryParams = requestSortedBy((sort) => SPRING_SORT[sort]);

type SortableInquiry = { createdAt?: string | null; pickup?: { date?: string | null } | null };

export const inquiryListOrder = springOrder<SortableInquiry>({
  createdAt: (row) => row.createdAt,
  pickupDate: (row) => row.pickup?.date,
});
