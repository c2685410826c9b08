import { format, startOfMonth, startOfWeek } from 'date-fns';
import { http } from 'msw';
import { endpoints } from '@/config/endpoints';
import { BID_TABS, type BidTab, type Language } from '@/config/enums';
import type { BidRecord, DemoData, InquiryRecord } from '../db/models';
import { toBidListItem } from '../bid-dto';
import { sortBids } from '../bid-sort';
import { apiUrl, authedRead, languageOf } from '../http';
import { placesMatch } from '../db/places';
import { foldForSearch } from '@/lib/search-fold';
import { visibleToCarrier } from '../inquiry-access';
import { bidCountOf, toSummary } from '../inquiry-dto';
import { filterInquiries } from '../inquiry-filters';
import { paginate, searchOf, withinDates } from '../paginate';
import { springSortOn } from '../spring-sort';
import { LOST_BID_STATUSES, WON_BID_STATUSES } from '../db/billing-ledger';

function priceStats(bids: BidRecord[]) {
  const byCurrency = new Map<string, number[]>();
  for (const b of bids) byCurrency.set(b.currency, [...(byCurrency.get(b.currency) ?? []), b.value]);
  return [...byCurrency.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([currency, values]) => ({
      currency,
      count: values.length,
      average: Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 100) / 100,
      best: Math.min(...values),
    }));
}

const reportRow = (key: string, inquiryId: number | null, bids: BidRecord[]) => ({
  key,
  inquiryId,
  received: bids.length,
  accepted: bids.filter((b) => WON_BID_STATUSES.includes(b.status)).length,
  prices: priceStats(bids),
});

function groupBy<T>(rows: T[], keyOf: (row: T) => string) {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

function toInquiryBidsRow(db: DemoData, inquiry: InquiryRecord, bids: BidRecord[], language: Language) {
  const summary = toSummary(db, inquiry, language);
  const place = (p: typeof summary.pickup) => (p ? { city: p.city, countryName: p.countryName } : null);
  const best = priceStats(bids).map(({ currency, best: value }) => ({ currency, value }));
  return {
    id: inquiry.id,
    inquiryCode: inquiry.inquiryCode,
    status: inquiry.status,
    shipmentMode: inquiry.shipmentMode,
    pickup: place(summary.pickup),
    delivery: place(summary.delivery),
    createdAt: inquiry.createdAt,
    bidCount: bidCountOf(db, inquiry),
    pendingCount: bids.filter((b) => b.status === 'PENDING').length,
    bestPrices: best,
    lastBidAt: bids.reduce<string | null>(
      (last, b) => (!last || b.createdAt > last ? b.createdAt : last),
      null,
    ),
  };
}

export const bidListHandlers = [
  http.get(
    apiUrl(endpoints.bids.list),
    authedRead(['LOGISTIC', 'ADMIN'], ({ request, auth, db, url }) => {
      const q = url.searchParams;
      const inquiries = new Map(db.inquiries.map((i) => [i.id, i]));
      const search = searchOf(q);
      const orgNames = new Map(db.organizations.map((o) => [o.id, o.organizaName.toLocaleLowerCase()]));
      const tab = (q.get('tab') ?? 'active') as BidTab;
      const tabStatuses: readonly string[] = BID_TABS[tab] ?? BID_TABS.active;
      const status = (q.get('status') ?? '').toUpperCase();
      const organizationId = Number(q.get('organizationId')) || null;
      const inquiryId = Number(q.get('inquiryId')) || null;
      const chosen = (b: BidRecord) =>
        auth.role === 'LOGISTIC'
          ? b.organizationId === auth.organization.id && tabStatuses.includes(b.status)
          : (!status || b.status === status) &&
            (!organizationId ||
              b.organizationId === organizationId ||
              inquiries.get(b.inquiryId)?.organizationId === organizationId) &&
            (!inquiryId || b.inquiryId === inquiryId);
      const found = (b: BidRecord, inquiry = inquiries.get(b.inquiryId)) =>
        !search ||
        [
          inquiry?.inquiryCode,
          orgNames.get(b.organizationId),
          inquiry && orgNames.get(inquiry.organizationId),
        ].some((text) => text?.toLocaleLowerCase().includes(search)) ||
        (inquiry !== undefined && placesMatch(db, inquiry, foldForSearch(search)));
      const rows = db.bids.filter((b) => chosen(b) && withinDates(b.createdAt, q) && found(b));
      const page = paginate(sortBids(rows, q.get('sort')), url);
      return {
        ...page,
        content: page.content.flatMap((b) => {
          const inquiry = inquiries.get(b.inquiryId);
          return inquiry ? [toBidListItem(db, b, inquiry, languageOf(request))] : [];
        }),
      };
    }),
  ),

  http.get(
    apiUrl(endpoints.bids.inquiries),
    authedRead(['LOGISTIC', 'IMPORTER'], ({ request, auth, db, url }) => {
      if (auth.role === 'LOGISTIC') {
        const open = db.inquiries.filter(
          (i) => i.status !== 'draft' && visibleToCarrier(db, i, auth.organization.id),
        );
        const rows = filterInquiries(db, open, url, { springSortOnly: true });
        return paginate(rows, url, (i) => toSummary(db, i, languageOf(request)));
      }
      const bidsByInquiry = groupBy(db.bids, (b) => String(b.inquiryId));
      const search = searchOf(url.searchParams);
      const withBids = url.searchParams.get('withBids') === 'true';
      const sort = springSortOn(url.searchParams.get('sort'), ['createdAt'], 'Inquiry');
      const rows = db.inquiries
        .filter((i) => i.organizationId === auth.organization.id && i.status !== 'draft')
        .filter((i) => !withBids || bidCountOf(db, i) > 0)
        .filter(
          (i) =>
            !search ||
            i.inquiryCode.toLocaleLowerCase().includes(search) ||
            placesMatch(db, i, foldForSearch(search)),
        )
        .map((i) => toInquiryBidsRow(db, i, bidsByInquiry.get(String(i.id)) ?? [], languageOf(request)))
        .sort(
          sort
            ? (a, b) => (sort.direction === 'asc' ? 1 : -1) * a.createdAt.localeCompare(b.createdAt)
            : (a, b) =>
                (b.lastBidAt ?? '').localeCompare(a.lastBidAt ?? '') ||
                b.createdAt.localeCompare(a.createdAt),
        );
      return paginate(rows, url);
    }),
  ),

  http.get(
    apiUrl(endpoints.bids.report),
    authedRead(['IMPORTER', 'ADMIN'], ({ auth, db, url }) => {
      const q = url.searchParams;
      const inquiries = new Map(db.inquiries.map((i) => [i.id, i]));
      const bids = db.bids.filter((b) => {
        const inquiry = inquiries.get(b.inquiryId);
        const mine = auth.role === 'ADMIN' || inquiry?.organizationId === auth.organization.id;
        return mine && withinDates(b.createdAt, q);
      });
      const monthly = q.get('period') !== 'week';
      const periodOf = (b: BidRecord) =>
        format(
          monthly
            ? startOfMonth(new Date(b.createdAt))
            : startOfWeek(new Date(b.createdAt), { weekStartsOn: 1 }),
          'yyyy-MM-dd',
        );
      const byInquiry = [...groupBy(bids, (b) => String(b.inquiryId)).entries()]
        .map(([id, group]) => reportRow(inquiries.get(Number(id))?.inquiryCode ?? id, Number(id), group))
        .sort((a, b) => b.received - a.received || a.key.localeCompare(b.key));
      const byPeriod = [...groupBy(bids, periodOf).entries()]
        .map(([key, group]) => reportRow(key, null, group))
        .sort((a, b) => a.key.localeCompare(b.key));
      return {
        totals: {
          received: bids.length,
          accepted: bids.filter((b) => WON_BID_STATUSES.includes(b.status)).length,
          pending: bids.filter((b) => b.status === 'PENDING').length,
          lost: bids.filter((b) => LOST_BID_STATUSES.includes(b.status)).length,
        },
        byInquiry,
        byPeriod,
      };
    }),
  ),
];
