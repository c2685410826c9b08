import type { ExchangeRates } from '@/lib/exchange-rates';
import type { Bid } from '../../schemas';
import { markBids } from './bid-marks';

const rates: ExchangeRates = { base: 'USD', date: '2026-11-27', rates: { AZN: 1.7, EUR: 0.86 } };

let nextId = 1;
const bid = (value: number, currency: string, transitDays?: number): Bid =>
  ({
    bidId: nextId++,
    key: 'k',
    status: 'PENDING',
    value,
    currency,
    transitDays,
    breakdown: [],
  }) as unknown as Bid;
const ids = (set: Set<number>) => [...set].sort((a, b) => a - b);

describe('cheapest and fastest on a list that fits one page', () => {
  it('marks the lowest converted total, not the lowest number', () => {
    const usd = bid(1100, 'USD');
    const azn = bid(1700, 'AZN'); // 1000 USD
    const eur = bid(900, 'EUR'); // 1046.51 USD
    const marks = markBids({ rows: [usd, azn, eur], total: 3, currency: 'USD', rates });
    expect(ids(marks.cheapestIds)).toEqual([azn.bidId]);
  });

  it('marks both of a tie, to the cent', () => {
    const a = bid(1700, 'AZN'); // 1000.00 USD
    const b = bid(1000, 'USD');
    const c = bid(1000.01, 'USD');
    const marks = markBids({ rows: [a, b, c], total: 3, currency: 'USD', rates });
    expect(ids(marks.cheapestIds)).toEqual([a.bidId, b.bidId]);
  });

  it('ranks bids in their own currency only when all share one', () => {
    const one = [bid(1200, 'USD'), bid(1100, 'USD')];
    expect(ids(markBids({ rows: one, total: 2, currency: '', rates: undefined }).cheapestIds)).toEqual([
      one[1]!.bidId,
    ]);
    const mixed = [bid(1200, 'USD'), bid(1100, 'AZN')];
    expect(markBids({ rows: mixed, total: 2, currency: '', rates }).cheapestIds.size).toBe(0);
  });

  it('marks no price while the rates are missing or a bid cannot be converted', () => {
    const rows = [bid(1200, 'USD'), bid(1100, 'TRY')];
    expect(markBids({ rows, total: 2, currency: 'USD', rates: undefined }).cheapestIds.size).toBe(0);
    expect(markBids({ rows, total: 2, currency: 'USD', rates }).cheapestIds.size).toBe(0);
  });

  it('marks the fewest transit days, bids without them aside, whatever the currency', () => {
    const slow = bid(900, 'USD', 12);
    const fast = bid(1500, 'EUR', 7);
    const alsoFast = bid(1600, 'AZN', 7);
    const unsaid = bid(1000, 'USD');
    const marks = markBids({
      rows: [slow, fast, alsoFast, unsaid],
      total: 4,
      currency: '',
      rates: undefined,
    });
    expect(ids(marks.fastestIds)).toEqual([fast.bidId, alsoFast.bidId]);
  });

  it('marks nothing with one bid, and something from two', () => {
    const only = bid(1000, 'USD', 5);
    const none = markBids({ rows: [only], total: 1, currency: 'USD', rates });
    expect([none.cheapestIds.size, none.fastestIds.size]).toEqual([0, 0]);
    const two = markBids({ rows: [only, bid(1001, 'USD', 6)], total: 2, currency: 'USD', rates });
    expect([ids(two.cheapestIds), ids(two.fastestIds)]).toEqual([[only.bidId], [only.bidId]]);
  });
});

describe('cheapest and fastest across pages', () => {
  it('marks the server’s cheapest when it is on this page, and no fastest (not asked of a spec backend)', () => {
    const first = bid(1700, 'AZN', 6);
    const rows = [first, bid(1100, 'USD', 9)];
    const marks = markBids({ rows, total: 12, currency: 'USD', rates, cheapest: first });
    expect([ids(marks.cheapestIds), ids(marks.fastestIds)]).toEqual([[first.bidId], []]);
  });

  it('marks nothing on a page the cheapest and fastest are not on', () => {
    const elsewhere = bid(500, 'USD', 3);
    const marks = markBids({
      rows: [bid(1100, 'USD', 9), bid(1200, 'USD', 10)],
      total: 12,
      currency: 'USD',
      rates,
      cheapest: elsewhere,
    });
    expect([marks.cheapestIds.size, marks.fastestIds.size]).toEqual([0, 0]);
  });

  it('trusts no candidate a row of the page beats: a server that ignored the order or the currency', () => {
    const claimed = bid(1000, 'USD', 8);
    const cheaper = bid(1600, 'AZN', 5); // 941.18 USD, and faster
    const marks = markBids({
      rows: [claimed, cheaper],
      total: 12,
      currency: 'USD',
      rates,
      cheapest: claimed,
    });
    expect([marks.cheapestIds.size, marks.fastestIds.size]).toEqual([0, 0]);
  });

  it('ranks no price across pages without a currency to compare in', () => {
    const first = bid(900, 'USD');
    const marks = markBids({
      rows: [first, bid(950, 'USD')],
      total: 12,
      currency: '',
      rates,
      cheapest: first,
    });
    expect(marks.cheapestIds.size).toBe(0);
  });
});
