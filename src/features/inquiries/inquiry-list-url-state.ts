import { z } from 'zod/mini';
import { COMMODITY_TYPES, INQUIRY_TABS, STATUSES, TRANSPORT_MODES, type InquiryTab } from '@/config/enums';
import { INQUIRIES_PAGE_SIZE } from '@/config/limits';
import { DATE_RANGES, resolveDateRange } from '@/lib/dates';
import { listParams } from '@/lib/page';
import { choiceParam, idParam, pageParam, textParam } from '@/lib/use-url-state';

// An inquiry list's state lives in the URL (tab, date range, search, filters, page, sort), so a
// link or a reload shows the same list. Anything unreadable in the URL falls back to its default.

const TAB_KEYS = Object.keys(INQUIRY_TABS) as [InquiryTab, ...InquiryTab[]];
export const INQUIRY_SORTS = ['newest', 'oldest', 'pickupSoonest'] as const;

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

/** What the server is asked: zero-based page, the date range resolved to days. */
export function toInquiryRequestParams(query: InquiryListQuery, now = new Date()) {
  const range = resolveDateRange(query.range, now);
  return listParams(query.page, INQUIRIES_PAGE_SIZE, {
    tab: query.tab,
    sort: query.sort,
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
