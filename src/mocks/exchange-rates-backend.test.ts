import { endpoints } from '@/config/endpoints';
import { todayApiDate } from '@/lib/dates';
import { convertMoney, exchangeRatesSchema } from '@/lib/exchange-rates';
import { givenBid, givenInquiry } from '@tests/utils/factories';
import { call } from './test-api';
import { tokenOf } from '@tests/utils/backend-rules';

// One currency to compare bids in (docs/api.md 'Exchange rates'): the demo's dated rates,
// and the importer's bids ordered by price in a chosen currency or by transit time.

const as = tokenOf;
const importer = () => as('importer@demo.az');
const bare = (path: string) => path.replace(/^\/api(?=\/)/, '');

describe('exchange rates', () => {
  it('answers fixed rates dated today to anyone signed in, and refuses a visitor', async () => {
    for (const email of ['importer@demo.az', 'carrier@demo.az', 'admin@demo.az']) {
      const answer = await call(as(email), 'GET', bare(endpoints.exchangeRates));
      expect(answer.status).toBe(200);
      const rates = exchangeRatesSchema.parse(answer.body);
      expect(rates).toMatchObject({ base: 'USD', date: todayApiDate() });
      expect(Object.keys(rates.rates).sort()).toEqual(['AZN', 'EUR', 'RUB', 'TRY']);
    }
    // As every call without a valid session here: 403, which the client answers with one refresh.
    expect((await call('not-a-token', 'GET', bare(endpoints.exchangeRates))).status).toBe(403);
  });
});

describe("an inquiry's bids in order", () => {
  async function bidsOf(inquiryId: number, params: string) {
    const answer = await call(importer(), 'GET', `${bare(endpoints.bids.ofInquiry(inquiryId))}?${params}`);
    return (answer.body.content as Array<{ bidId: number; value: number; currency: string }>).map(
      (b) => b.bidId,
    );
  }

  it('ranks prices converted to the currency asked for, and by their numbers without one', async () => {
    const inquiry = givenInquiry();
    const usd = givenBid({ inquiryId: inquiry.id, value: 1100, currency: 'USD' });
    const azn = givenBid({ inquiryId: inquiry.id, value: 1700, currency: 'AZN' }); // 1000 USD
    const eur = givenBid({ inquiryId: inquiry.id, value: 900, currency: 'EUR' }); // 1046.51 USD
    expect(await bidsOf(inquiry.id, 'sort=value,asc&currency=USD')).toEqual([
      azn.bidId,
      eur.bidId,
      usd.bidId,
    ]);
    expect(await bidsOf(inquiry.id, 'sort=value,desc&currency=AZN')).toEqual([
      usd.bidId,
      eur.bidId,
      azn.bidId,
    ]);
    expect(await bidsOf(inquiry.id, 'sort=value,asc')).toEqual([eur.bidId, usd.bidId, azn.bidId]);
    // The same rates the screen converts with.
    const rates = exchangeRatesSchema.parse(
      (await call(importer(), 'GET', bare(endpoints.exchangeRates))).body,
    );
    expect(convertMoney(1700, 'AZN', 'USD', rates)).toBe(1000);
  });

  it('puts the fastest first, and bids that give no transit time last', async () => {
    const inquiry = givenInquiry();
    const unsaid = givenBid({ inquiryId: inquiry.id, transitDays: null });
    const slow = givenBid({ inquiryId: inquiry.id, transitDays: 14 });
    const fast = givenBid({ inquiryId: inquiry.id, transitDays: 6 });
    expect(await bidsOf(inquiry.id, 'sort=transitDays,asc')).toEqual([fast.bidId, slow.bidId, unsaid.bidId]);
  });
});
