import { differenceInCalendarDays, addDays, addMonths, format, parseISO, startOfMonth } from 'date-fns';
import { http } from 'msw';
import { endpoints } from '@/config/endpoints';
import type { Currency, Language } from '@/config/enums';
import {
  bidCommission,
  LOST_BID_STATUSES,
  roundMoney,
  SETTLED_STATUSES,
  settledLines,
  WON_BID_STATUSES,
} from '../db/billing-ledger';
import type { DemoData, InquiryRecord } from '../db/models';
import { apiUrl, authedRead, languageOf } from '../http';
import { cityNameIn } from '../db/places';
import { calendarDayOf, todayApiDate } from '@/lib/dates';

type Range = { start: string; end: string; granularity: 'day' | 'month' };

/** The query's dates, else from the earliest row to today; a month or less is shown by day. */
function rangeOf(q: URLSearchParams, rows: Array<{ createdAt: string }>): Range {
  const earliest = rows.reduce(
    (min, row) => (row.createdAt < min ? row.createdAt : min),
    new Date().toISOString(),
  );
  const start = q.get('startDate') ?? calendarDayOf(earliest);
  const end = q.get('endDate') ?? todayApiDate();
  const days = differenceInCalendarDays(parseISO(end), parseISO(start));
  return { start, end, granularity: days <= 31 ? 'day' : 'month' };
}

const inRange = (iso: string, r: Range) => calendarDayOf(iso) >= r.start && calendarDayOf(iso) <= r.end;
const periodOf = (iso: string, r: Range) =>
  r.granularity === 'day'
    ? calendarDayOf(iso)
    : format(startOfMonth(parseISO(calendarDayOf(iso))), 'yyyy-MM-dd');

function periods(r: Range) {
  const out: string[] = [];
  const byDay = r.granularity === 'day';
  for (
    let d = byDay ? parseISO(r.start) : startOfMonth(parseISO(r.start));
    format(d, 'yyyy-MM-dd') <= r.end;
    d = byDay ? addDays(d, 1) : addMonths(d, 1)
  )
    out.push(format(d, 'yyyy-MM-dd'));
  return out;
}

/** A bucket per period of the range; `at` finds the one a time falls in, if it is in the range. */
function periodBuckets<T>(r: Range, blank: () => T) {
  const buckets = new Map(periods(r).map((p) => [p, blank()]));
  return {
    at: (iso: string) => (inRange(iso, r) ? buckets.get(periodOf(iso, r)) : undefined),
    entries: () => [...buckets.entries()],
  };
}

/** Money summed per period and currency, rounded at each step, rows in period then currency order. */
function moneyTally<K extends string>() {
  const rows = new Map<string, { period: string; currency: Currency; sums: Record<string, number> }>();
  return {
    add(period: string, currency: Currency, amounts: Record<K, number>) {
      const row = rows.get(`${period}|${currency}`) ?? { period, currency, sums: {} };
      for (const [k, v] of Object.entries<number>(amounts)) row.sums[k] = roundMoney((row.sums[k] ?? 0) + v);
      rows.set(`${period}|${currency}`, row);
    },
    rows: () =>
      [...rows.values()]
        .map(({ period, currency, sums }) => ({ period, currency, ...(sums as Record<K, number>) }))
        .sort((a, b) => a.period.localeCompare(b.period) || a.currency.localeCompare(b.currency)),
  };
}

const laneOf = (db: DemoData, inquiry: InquiryRecord | undefined, language: Language) =>
  inquiry?.pickup && inquiry.delivery
    ? `${cityNameIn(db, inquiry.pickup, language)} → ${cityNameIn(db, inquiry.delivery, language)}`
    : null;

function importerStats(db: DemoData, orgId: number, q: URLSearchParams, language: Language) {
  const own = db.inquiries.filter((i) => i.organizationId === orgId && i.status !== 'draft');
  const r = rangeOf(q, own);
  const buckets = periodBuckets<Record<string, number>>(r, () => ({}));
  for (const i of own) {
    const counts = buckets.at(i.createdAt);
    if (counts) counts[i.status] = (counts[i.status] ?? 0) + 1;
  }
  const ownIds = new Map(own.map((i) => [i.id, i]));
  const bids = db.bids.filter((b) => ownIds.has(b.inquiryId) && inRange(b.createdAt, r));
  const perInquiry = new Map<number, number>();
  for (const b of bids) perInquiry.set(b.inquiryId, (perInquiry.get(b.inquiryId) ?? 0) + 1);
  const lanes = new Map<string, { mode: string; lane: string; currency: Currency; values: number[] }>();
  for (const b of bids) {
    const lane = laneOf(db, ownIds.get(b.inquiryId), language);
    if (!lane) continue;
    const key = `${b.shipmentMode}|${lane}|${b.currency}`;
    const entry = lanes.get(key) ?? { mode: b.shipmentMode, lane, currency: b.currency, values: [] };
    entry.values.push(b.value);
    lanes.set(key, entry);
  }
  return {
    role: 'IMPORTER' as const,
    granularity: r.granularity,
    inquiriesByStatus: buckets.entries().map(([period, counts]) => ({ period, counts })),
    bidsPerInquiry: [...perInquiry.entries()]
      .map(([inquiryId, count]) => ({
        inquiryId,
        inquiryCode: ownIds.get(inquiryId)?.inquiryCode ?? '',
        bids: count,
      }))
      .sort((a, b) => b.bids - a.bids || a.inquiryCode.localeCompare(b.inquiryCode))
      .slice(0, 12),
    priceByLane: [...lanes.values()]
      .map((l) => ({
        mode: l.mode,
        lane: l.lane,
        currency: l.currency,
        average: roundMoney(l.values.reduce((s, v) => s + v, 0) / l.values.length),
        best: Math.min(...l.values),
        bids: l.values.length,
      }))
      .sort((a, b) => b.bids - a.bids || a.lane.localeCompare(b.lane)),
  };
}

function carrierStats(db: DemoData, orgId: number, q: URLSearchParams) {
  const own = db.bids.filter((b) => b.organizationId === orgId);
  const r = rangeOf(q, own);
  const inRangeBids = own.filter((b) => inRange(b.createdAt, r));
  const settled = settledLines(db, orgId);
  const buckets = periodBuckets(r, () => ({ placed: 0, won: 0, lost: 0 }));
  const revenue = moneyTally<'revenue' | 'commission'>();
  for (const b of inRangeBids) {
    const bucket = buckets.at(b.createdAt);
    if (!bucket) continue;
    bucket.placed += 1;
    if (WON_BID_STATUSES.includes(b.status)) {
      bucket.won += 1;
      const commission = bidCommission(db, b, settled);
      revenue.add(periodOf(b.createdAt, r), b.currency, { revenue: b.value, commission });
    }
    if (LOST_BID_STATUSES.includes(b.status)) bucket.lost += 1;
  }
  const won = inRangeBids.filter((b) => WON_BID_STATUSES.includes(b.status)).length;
  const lost = inRangeBids.filter((b) => LOST_BID_STATUSES.includes(b.status)).length;
  return {
    role: 'LOGISTIC' as const,
    granularity: r.granularity,
    bids: buckets.entries().map(([period, v]) => ({ period, ...v })),
    totals: {
      placed: inRangeBids.length,
      won,
      lost,
      winRatePercent: won + lost === 0 ? 0 : Math.round((won / (won + lost)) * 100),
    },
    revenue: revenue.rows(),
  };
}

function adminStats(db: DemoData, q: URLSearchParams, language: Language) {
  const r = rangeOf(q, db.inquiries);
  const buckets = periodBuckets(r, () => ({ organizations: 0, inquiries: 0, bids: 0 }));
  const count = (iso: string, field: 'organizations' | 'inquiries' | 'bids') => {
    const bucket = buckets.at(iso);
    if (bucket) bucket[field] += 1;
  };
  db.organizations
    .filter((o) => o.organizationType !== 'ADMIN')
    .forEach((o) => count(o.createdAt, 'organizations'));
  db.inquiries.filter((i) => i.status !== 'draft').forEach((i) => count(i.createdAt, 'inquiries'));
  db.bids.forEach((b) => count(b.createdAt, 'bids'));
  const payments = moneyTally<'volume'>();
  const totals = new Map<Currency, number>();
  for (const t of db.transactions) {
    if (!SETTLED_STATUSES.includes(t.status) || !t.paymentDate || !inRange(t.paymentDate, r)) continue;
    payments.add(periodOf(t.paymentDate, r), t.currency, { volume: t.amount });
    totals.set(t.currency, roundMoney((totals.get(t.currency) ?? 0) + t.amount));
  }
  const lanes = new Map<string, { inquiries: number; bids: number }>();
  const inquiries = new Map(db.inquiries.map((i) => [i.id, i]));
  for (const i of db.inquiries) {
    const lane = i.status !== 'draft' && inRange(i.createdAt, r) ? laneOf(db, i, language) : null;
    if (lane)
      lanes.set(lane, { inquiries: (lanes.get(lane)?.inquiries ?? 0) + 1, bids: lanes.get(lane)?.bids ?? 0 });
  }
  for (const b of db.bids) {
    const lane = inRange(b.createdAt, r) ? laneOf(db, inquiries.get(b.inquiryId), language) : null;
    const entry = lane ? lanes.get(lane) : undefined;
    if (entry) entry.bids += 1;
  }
  const periodRows = buckets.entries().map(([period, v]) => ({ period, ...v }));
  return {
    role: 'ADMIN' as const,
    granularity: r.granularity,
    activity: periodRows,
    payments: payments.rows(),
    topLanes: [...lanes.entries()]
      .map(([lane, v]) => ({ lane, ...v }))
      .sort((a, b) => b.inquiries - a.inquiries || a.lane.localeCompare(b.lane))
      .slice(0, 8),
    totals: {
      organizations: periodRows.reduce((s, p) => s + p.organizations, 0),
      inquiries: periodRows.reduce((s, p) => s + p.inquiries, 0),
      bids: periodRows.reduce((s, p) => s + p.bids, 0),
      payments: [...totals.entries()].map(([currency, value]) => ({ currency, value })),
    },
  };
}

export const statisticsHandlers = [
  http.get(
    apiUrl(endpoints.statistics),
    authedRead(undefined, ({ request, auth, db, url }) => {
      const q = url.searchParams;
      if (auth.role === 'IMPORTER') return importerStats(db, auth.organization.id, q, languageOf(request));
      if (auth.role === 'LOGISTIC') return carrierStats(db, auth.organization.id, q);
      return adminStats(db, q, languageOf(request));
    }),
  ),
];
