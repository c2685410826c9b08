import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { format } from 'date-fns';
import { calendarDayOf, currentWeek, resolveDateRange, todayApiDate } from '@/lib/dates';
import {
  givenBid,
  givenInquiry,
  givenTransaction,
  organizationOf,
  suspendOrganization,
} from '@tests/utils/factories';
import { writeDb } from '@/mocks/db/db';
import { call, tokenFor } from '@/mocks/test-api';

// 'Today' at midnight in Baku (UTC+4), where the run's clock is pinned (vite.config.ts).
// Sunday 8 March 2026 ends in Baku at 20:00 UTC, while the UTC day is still Sunday: every case below
// is checked one second before and at that midnight, so a helper or a backend rule that slipped to
// the UTC day (or to any other zone) fails on one side. The screens' helpers and the demo backend's
// rules must name the same day.

const SUNDAY_LAST_SECOND = new Date('2026-03-08T19:59:59Z'); // 23:59:59 in Baku
const MONDAY_MIDNIGHT = new Date('2026-03-08T20:00:00Z'); // 00:00:00 in Baku, still Sunday in UTC

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

it('runs on the Baku clock', () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Baku');
  expect(format(MONDAY_MIDNIGHT, 'yyyy-MM-dd HH:mm')).toBe('2026-03-09 00:00');
});

describe('the date helpers on both sides of midnight in Baku', () => {
  it('today is Sunday until 23:59:59 and Monday from 00:00', () => {
    vi.setSystemTime(SUNDAY_LAST_SECOND);
    expect(todayApiDate()).toBe('2026-03-08');
    expect(resolveDateRange('today')).toEqual({ startDate: '2026-03-08', endDate: '2026-03-08' });
    expect(resolveDateRange('yesterday')).toEqual({ startDate: '2026-03-07', endDate: '2026-03-07' });

    vi.setSystemTime(MONDAY_MIDNIGHT);
    expect(todayApiDate()).toBe('2026-03-09');
    expect(resolveDateRange('today')).toEqual({ startDate: '2026-03-09', endDate: '2026-03-09' });
    expect(resolveDateRange('yesterday')).toEqual({ startDate: '2026-03-08', endDate: '2026-03-08' });
  });

  it('the week turns over at Monday 00:00 in Baku (Monday to Sunday, spec §9)', () => {
    vi.setSystemTime(SUNDAY_LAST_SECOND);
    expect(currentWeek()).toEqual({ startDate: '2026-03-02', endDate: '2026-03-08' });
    expect(resolveDateRange('lastWeek')).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });

    vi.setSystemTime(MONDAY_MIDNIGHT);
    expect(currentWeek()).toEqual({ startDate: '2026-03-09', endDate: '2026-03-15' });
    expect(resolveDateRange('lastWeek')).toEqual({ startDate: '2026-03-02', endDate: '2026-03-08' });
  });

  it('the month and the year turn over at midnight in Baku, not at 04:00', () => {
    vi.setSystemTime(new Date('2026-12-31T19:59:59Z'));
    expect(resolveDateRange('thisMonth')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(resolveDateRange('thisYear')).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });

    vi.setSystemTime(new Date('2026-12-31T20:00:00Z'));
    expect(resolveDateRange('thisMonth')).toEqual({ startDate: '2027-01-01', endDate: '2027-01-31' });
    expect(resolveDateRange('lastMonth')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(resolveDateRange('thisYear')).toEqual({ startDate: '2027-01-01', endDate: '2027-12-31' });
  });
});

describe("the demo backend's 'today' on both sides of midnight in Baku", () => {
  it('a suspension until Sunday holds through Sunday 23:59:59 and ends at Monday 00:00', async () => {
    vi.setSystemTime(SUNDAY_LAST_SECOND);
    suspendOrganization(organizationOf('carrier@demo.az'), { until: new Date(2026, 2, 8) });
    const carrier = await tokenFor('carrier@demo.az');
    expect((await call(carrier, 'GET', '/organization')).body.suspended).toBe(true);

    vi.setSystemTime(MONDAY_MIDNIGHT);
    expect((await call(carrier, 'GET', '/organization')).body.suspended).toBe(false);
  });

  it('a promo code whose last day is Sunday is taken until 23:59:59 and refused as expired at 00:00', async () => {
    vi.setSystemTime(SUNDAY_LAST_SECOND);
    const admin = await tokenFor('admin@demo.az');
    const created = await call(admin, 'POST', '/promo-codes', {
      code: 'SUNDAY26',
      kind: 'DISCOUNT',
      value: 5,
      currency: 'EUR',
      expiresAt: '2026-03-08',
      maxUses: 5,
    });
    expect(created.status).toBe(201);
    const listed = async () => {
      const { body } = await call(admin, 'GET', '/promo-codes?search=SUNDAY26');
      return (body.content as { state: string }[]).map((p) => p.state);
    };
    expect(await listed()).toEqual(['active']);

    vi.setSystemTime(MONDAY_MIDNIGHT);
    expect(await listed()).toEqual(['expired']);
  });

  it('a route offer valid until Sunday is on the market until 23:59:59 and expired at 00:00', async () => {
    vi.setSystemTime(SUNDAY_LAST_SECOND);
    writeDb((db) => {
      for (const offer of db.routeOffers) offer.validUntil = '2026-03-08';
      for (const offer of db.routeOffers) offer.validFrom = '2026-03-01';
    });
    const importer = await tokenFor('importer@demo.az');
    const states = async () =>
      ((await call(importer, 'GET', '/route-offers?size=100')).body.content as { state: string }[]).map(
        (o) => o.state,
      );
    expect(await states()).toContain('active');

    vi.setSystemTime(MONDAY_MIDNIGHT);
    expect(await states()).not.toContain('active');
  });
});

describe("the day a timestamp falls on, in Baku (the demo backend's date filters)", () => {
  it('is the local day: Sunday until 23:59:59, Monday from 00:00, though UTC still says Sunday', () => {
    expect(calendarDayOf(SUNDAY_LAST_SECOND.toISOString())).toBe('2026-03-08');
    expect(calendarDayOf(MONDAY_MIDNIGHT.toISOString())).toBe('2026-03-09');
    // A day already is one, whatever the clock.
    expect(calendarDayOf('2026-03-08')).toBe('2026-03-08');
  });

  it("a bid and a payment made at 00:30 on Monday are in Monday's lists, not Sunday's", async () => {
    const justAfterMidnight = '2026-03-08T20:30:00.000Z'; // 00:30 on Monday in Baku
    writeDb((db) => {
      for (const bid of db.bids) bid.createdAt = '2024-01-15T10:00:00.000Z';
      for (const t of db.transactions) t.createdAt = '2024-01-15T10:00:00.000Z';
      for (const t of db.transactions) t.paymentDate = null;
    });
    const bid = givenBid({ inquiryId: givenInquiry().id, createdAt: justAfterMidnight });
    const payment = givenTransaction({ createdAt: justAfterMidnight, paymentDate: null });
    const admin = await tokenFor('admin@demo.az');
    const ids = async (path: string) => {
      const { status, body } = await call(admin, 'GET', path);
      expect(status, `${path}: ${JSON.stringify(body).slice(0, 200)}`).toBe(200);
      return (body.content as { id?: number; bidId?: number }[]).map((r) => r.bidId ?? r.id);
    };

    expect(await ids('/bids?startDate=2026-03-09&endDate=2026-03-09')).toEqual([bid.bidId]);
    expect(await ids('/bids?startDate=2026-03-08&endDate=2026-03-08')).toEqual([]);
    expect(await ids('/billing/transactions?startDate=2026-03-09&endDate=2026-03-09')).toEqual([payment.id]);
    expect(await ids('/billing/transactions?startDate=2026-03-08&endDate=2026-03-08')).toEqual([]);
  });
});
