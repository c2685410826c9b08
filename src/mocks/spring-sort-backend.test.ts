import { endpoints } from '@/config/endpoints';
import { givenBid, givenInquiry } from '@tests/utils/factories';
import { tokenOf } from '@tests/utils/backend-rules';
import { call } from './test-api';

// The demo backend reads `sort` on the spec's list endpoints as Spring's Pageable does:
// `property,direction`, and a property the entity lacks is Spring's 500 "No property 'x' found for
// type 'T'" (so the app's fallback meets what a Spring backend answers). The designed GET /inquiries
// keeps its own names too.

const bare = (path: string) => path.replace(/^\/api(?=\/)/, '');
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe('Spring sort on the spec endpoints', () => {
  it('orders an inquiry’s bids by createdAt either way and refuses a property Bid lacks with 500', async () => {
    const inquiry = givenInquiry();
    const older = givenBid({ inquiryId: inquiry.id, createdAt: ago(2) });
    const newer = givenBid({ inquiryId: inquiry.id, createdAt: ago(1) });
    const get = (sort: string) =>
      call(tokenOf('importer@demo.az'), 'GET', `${bare(endpoints.bids.ofInquiry(inquiry.id))}?sort=${sort}`);
    const ids = (answer: Awaited<ReturnType<typeof get>>) =>
      (answer.body.content as Array<{ bidId: number }>).map((b) => b.bidId);
    expect(ids(await get('createdAt,desc'))).toEqual([newer.bidId, older.bidId]);
    expect(ids(await get('createdAt,ASC'))).toEqual([older.bidId, newer.bidId]);
    // No direction: ascending, as Spring reads it.
    expect(ids(await get('createdAt'))).toEqual([older.bidId, newer.bidId]);
    for (const unknown of ['newest', 'date-desc,asc', 'price,desc']) {
      const refused = await get(unknown);
      expect(refused.status, unknown).toBe(500);
      expect(refused.body.message).toBe(`No property '${unknown.split(',')[0]}' found for type 'Bid'`);
    }
  });

  it('orders the carrier’s open inquiries by createdAt or pickupDate and refuses our own names with 500', async () => {
    const carrier = tokenOf('carrier@demo.az');
    const get = (sort: string) =>
      call(carrier, 'GET', `${bare(endpoints.bids.inquiries)}?page=0&size=50&sort=${sort}`);
    const created = (answer: Awaited<ReturnType<typeof get>>) =>
      (answer.body.content as Array<{ createdAt: string }>).map((i) => i.createdAt);
    const newest = created(await get('createdAt,desc'));
    expect(newest.length).toBeGreaterThan(1);
    expect(newest).toEqual([...newest].sort().reverse());
    const oldest = created(await get('createdAt,asc'));
    expect(oldest).toEqual([...oldest].sort());
    expect((await get('pickupDate,asc')).status).toBe(200);
    for (const unknown of ['newest', 'oldest', 'pickupSoonest', 'transitDays,asc']) {
      const refused = await get(unknown);
      expect(refused.status, unknown).toBe(500);
      expect(refused.body.message).toBe(`No property '${unknown.split(',')[0]}' found for type 'Inquiry'`);
    }
  });

  it('refuses an unknown sort on the importer’s GET /api/bids/inquiries too', async () => {
    const importer = tokenOf('importer@demo.az');
    const get = (sort: string) => call(importer, 'GET', `${bare(endpoints.bids.inquiries)}?sort=${sort}`);
    expect((await get('createdAt,desc')).status).toBe(200);
    expect((await get('lastBidAt,desc')).status).toBe(500);
  });

  it('still reads the designed GET /inquiries by its own names and by Spring’s', async () => {
    const importer = tokenOf('importer@demo.az');
    const get = (sort: string) => call(importer, 'GET', `${endpoints.inquiries.list}?size=50&sort=${sort}`);
    const created = (answer: Awaited<ReturnType<typeof get>>) =>
      (answer.body.content as Array<{ createdAt: string }>).map((i) => i.createdAt);
    expect(created(await get('oldest'))).toEqual(created(await get('createdAt,asc')));
    expect(created(await get('newest'))).toEqual(created(await get('createdAt,desc')));
    expect((await get('anything')).status).toBe(200);
  });
});
