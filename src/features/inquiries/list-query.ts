import { z } from 'zod/mini';
import { COMMODITY_TYPES, INQUIRY_TABS, STATUSES, TRANSPORT_MODES, type InquiryTab } from '@/config/enums';
import { INQUIRIES_PAGE_SIZE } from '@/config/limits';
import { DATE_RANGES, resolveDateRange } from '@/lib/dates';

// An inquiry list's state lives in the URL (tab, date range, search, filters, page, sort), so a
// link or a reload shows the same list. Anything unreadable in the URL falls back to its default.

const TAB_KEYS = Object.keys(INQUIRY_TABS) as [InquiryTab, ...InquiryTab[]];
export const INQUIRY_SORTS = ['newest', 'oldest', 'pickupSoonest'] as const;

const optionalNumber = () => z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.catch(z.optional(z.enum(values)), undefined);

export const inquiryListQuerySchema = z.object({
  tab: z.catch(z.enum(TAB_KEYS), 'general'),
  range: z.catch(z.enum(DATE_RANGES), 'allDays'),
  search: z.catch(z.string(), ''),
  mode: optionalEnum(TRANSPORT_MODES),
  status: optionalEnum(STATUSES),
  pickupCountry: optionalNumber(),
  deliveryCountry: optionalNumber(),
  commodity: optionalEnum(COMMODITY_TYPES),
  organization: optionalNumber(),
  sort: z.catch(z.enum(INQUIRY_SORTS), 'newest'),
  page: z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;

export const defaultInquiryListQuery: InquiryListQuery = inquiryListQuerySchema.parse({});

export const parseInquiryListQuery = (params: URLSearchParams): InquiryListQuery =>
  inquiryListQuerySchema.parse(Object.fromEntries(params));

/** The URL form: only what differs from the defaults, so links stay short. */
export function toInquirySearchParams(query: InquiryListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (
      value === undefined ||
      value === '' ||
      value === defaultInquiryListQuery[key as keyof InquiryListQuery]
    )
      continue;
    params.set(key, String(value));
  }
  return params;
}

/** What the server is asked: zero-based page, the date range resolved to days. */
export function toInquiryRequestParams(query: InquiryListQuery, now = new Date()) {
  const range = resolveDateRange(query.range, now);
  return {
    page: query.page - 1,
    size: INQUIRIES_PAGE_SIZE,
    tab: query.tab,
    sort: query.sort,
    ...(range ?? {}),
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
    ...(query.mode ? { mode: query.mode } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.pickupCountry ? { pickupCountryId: query.pickupCountry } : {}),
    ...(query.deliveryCountry ? { deliveryCountryId: query.deliveryCountry } : {}),
    ...(query.commodity ? { commodityType: query.commodity } : {}),
    ...(query.organization ? { organizationId: query.organization } : {}),
  };
}
export type InquiryRequestParams = ReturnType<typeof toInquiryRequestParams>;
