import { endpoints } from '@/config/endpoints';
import { MAX_TRANSIT_DAYS } from '@/config/limits';
import { bidTermsInput, givenInquiry } from '@tests/utils/factories';
import { readDb } from './db/db';
import { call } from './test-api';
import { bare, carrierToken, importerToken } from '@tests/utils/backend-rules';

// Itemised all-in bids as the demo backend rules them (docs/api.md 'Itemised bids'): a
// price may come with its lines, which must add up to it to the cent, each charge once; a bid may say
// its transit time in whole days. Both are optional, so a client that knows neither still bids.

const terms = bidTermsInput(1850.5, { truckCount: 1, preferredRegions: [], insuranceTypes: [] });
type Extra = Record<string, unknown>;
/** A price's lines, each written as [charge, amount]. */
const breakdownOf = (...charges: Array<[type: string, amount: number]>) =>
  charges.map(([type, amount]) => ({ type, amount }));
const place = (extra: Extra, inquiryId = givenInquiry().id, language = 'en') =>
  call(carrierToken(), 'POST', bare(endpoints.bids.create), { inquiryId, ...terms, ...extra }, language);
const bidCount = () => readDb().bids.length;

describe('a price broken into lines', () => {
  it('keeps lines that add up to the amount, in the list order, and answers them with the bid', async () => {
    const placed = await place({
      transitDays: 9,
      breakdown: breakdownOf(['CUSTOMS', 150], ['FREIGHT', 1500], ['FUEL', 200.5]),
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      value: 1850.5,
      transitDays: 9,
      breakdown: breakdownOf(['FREIGHT', 1500], ['FUEL', 200.5], ['CUSTOMS', 150]),
    });
    // The importer reads the same lines on its inquiry's bids.
    const inquiryId = placed.body.inquiryId as number;
    const bids = await call(importerToken(), 'GET', bare(endpoints.bids.ofInquiry(inquiryId)));
    const content = (bids.body.content ?? bids.body) as Array<Record<string, unknown>>;
    expect(content.find((b) => b.bidId === placed.body.bidId)).toMatchObject({
      transitDays: 9,
      breakdown: placed.body.breakdown,
    });
  });

  it('refuses lines a cent short of the amount, in the caller’s language, and stores nothing', async () => {
    const before = bidCount();
    const lines = [
      { type: 'FREIGHT', amount: 1500 },
      { type: 'FUEL', amount: 350.49 },
    ];
    const short = await place({ breakdown: lines });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ value: 'bid-form:validation.breakdownMismatch' });
    const over = await place(
      { breakdown: [...lines.slice(0, 1), { type: 'FUEL', amount: 350.51 }] },
      undefined,
      'az',
    );
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/[əğ]/); // said in Azerbaijani
    expect(bidCount()).toBe(before);
    // Exactly the amount is taken.
    expect((await place({ breakdown: [lines[0], { type: 'FUEL', amount: 350.5 }] })).status).toBe(201);
  });

  it('adds money to the cent, not as floats do (0.10 + 0.20 is 0.30)', async () => {
    const placed = await place({
      value: 0.3,
      breakdown: breakdownOf(['FREIGHT', 0.1], ['FUEL', 0.2]),
    });
    expect(placed.status).toBe(201);
  });

  it('refuses a charge given twice, a line of zero, and a charge it does not know', async () => {
    const twice = await place({ breakdown: breakdownOf(['FUEL', 925.25], ['FUEL', 925.25]) });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ breakdown: 'bid-form:validation.breakdownTwice' });
    const zero = await place({ breakdown: breakdownOf(['FREIGHT', 1850.5], ['FUEL', 0]) });
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toMatchObject({ 'breakdown.1.amount': 'bid-form:validation.valuePositive' });
    const cent = await place({
      value: 1850.51,
      breakdown: breakdownOf(['FREIGHT', 1850.5], ['FUEL', 0.01]),
    });
    expect(cent.status).toBe(201);
    const unknown = await place({ breakdown: [{ type: 'TOLLS', amount: 1850.5 }] });
    expect(unknown.status).toBe(400);
  });

  it('takes a bid without lines or transit time, as a client that knows neither sends it', async () => {
    const placed = await place({});
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ transitDays: null, breakdown: [] });
  });
});

describe('transit time', () => {
  it(`takes 1 and ${MAX_TRANSIT_DAYS} days and refuses 0, ${MAX_TRANSIT_DAYS + 1} and a part of a day`, async () => {
    const inquiryId = givenInquiry().id;
    expect((await place({ transitDays: 1 }, inquiryId)).status).toBe(201);
    expect((await place({ transitDays: MAX_TRANSIT_DAYS }, inquiryId)).status).toBe(201);
    for (const days of [0, MAX_TRANSIT_DAYS + 1, 2.5]) {
      const refused = await place({ transitDays: days }, inquiryId);
      expect(refused.status, `${days} days`).toBe(400);
      expect(refused.body.errors).toEqual({
        transitDays: `bid-form:validation.transitDays|${MAX_TRANSIT_DAYS}`,
      });
    }
  });
});

describe('updating an itemised bid', () => {
  it('logs the lines and the transit time that changed, and drops the lines when a plain price is sent', async () => {
    const placed = await place({
      transitDays: 9,
      breakdown: breakdownOf(['FREIGHT', 1700], ['FUEL', 150.5]),
    });
    const bidId = placed.body.bidId as number;
    const newLines = [
      { type: 'FREIGHT', amount: 1650 },
      { type: 'FUEL', amount: 150.5 },
    ];
    const updated = await call(carrierToken(), 'PUT', bare(endpoints.bids.update(bidId)), {
      ...terms,
      value: 1800.5,
      transitDays: 8,
      breakdown: newLines,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ value: 1800.5, transitDays: 8, breakdown: newLines });
    const history = readDb().bids.find((b) => b.bidId === bidId)!.history;
    expect(history.at(-1)?.changes).toEqual([
      { field: 'value', from: 1850.5, to: 1800.5 },
      { field: 'transitDays', from: 9, to: 8 },
      { field: 'breakdown', from: placed.body.breakdown, to: newLines },
    ]);

    const plain = await call(carrierToken(), 'PUT', bare(endpoints.bids.update(bidId)), {
      ...terms,
      value: 1790,
    });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ value: 1790, transitDays: null, breakdown: [] });
  });

  it('refuses an update whose lines miss the amount, and keeps the bid as it was', async () => {
    const placed = await place({ breakdown: [{ type: 'FREIGHT', amount: 1850.5 }] });
    const bidId = placed.body.bidId as number;
    const refused = await call(carrierToken(), 'PUT', bare(endpoints.bids.update(bidId)), {
      ...terms,
      value: 1900,
      breakdown: [{ type: 'FREIGHT', amount: 1850.5 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ value: 'bid-form:validation.breakdownMismatch' });
    expect(readDb().bids.find((b) => b.bidId === bidId)).toMatchObject({ value: 1850.5, updateCount: 0 });
  });
});
