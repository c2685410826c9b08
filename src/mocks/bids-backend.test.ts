import { givenBid, givenInquiry, organizationOf } from '@tests/utils/factories';
import { readDb } from './db/db';
import { call, tokenFor } from './test-api';

// The demo backend's bid rules (docs/api.md 'Bids'), over its HTTP surface.

/** An active inquiry of the demo importer with two pending bids: Silk Way Cargo's, then the demo carrier's. */
function inquiryWithBids() {
  const inquiry = givenInquiry();
  givenBid({
    inquiryId: inquiry.id,
    organizationId: organizationOf('aysel@silkwaycargo.az').id,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  });
  givenBid({ inquiryId: inquiry.id });
  return inquiry.id;
}

describe('bids backend', () => {
  it('lists the bids of an inquiry to its importer and an admin, newest first, filtered by status', async () => {
    const id = inquiryWithBids();
    const importer = await tokenFor('importer@demo.az');
    const all = await call(importer, 'GET', `/bids/bids/${id}?size=10&page=0`);
    expect(all.status).toBe(200);
    const content = all.body.content as Array<{
      createdAt: string;
      organizationName: string;
      userName: string;
    }>;
    expect(content.length).toBe(readDb().bids.filter((b) => b.inquiryId === id).length);
    expect(content[0]!.organizationName).not.toBe('');
    expect(content[0]!.userName).not.toBe('');
    const dates = content.map((b) => b.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const rejected = await call(importer, 'GET', `/bids/bids/${id}?status=REJECTED`);
    expect(rejected.body.totalElements).toBe(0);
    const admin = await tokenFor('admin@demo.az');
    expect((await call(admin, 'GET', `/bids/bids/${id}`)).status).toBe(200);
  });

  it('answers 404 to a carrier and to another importer', async () => {
    const id = inquiryWithBids();
    const carrier = await tokenFor('carrier@demo.az');
    expect((await call(carrier, 'GET', `/bids/bids/${id}`)).status).toBe(404);
    const other = await tokenFor('kamran@genceaqro.az');
    expect((await call(other, 'GET', `/bids/bids/${id}`)).status).toBe(404);
    const bid = readDb().bids.find((b) => b.inquiryId === id && b.status === 'PENDING')!;
    expect((await call(other, 'PUT', `/bids/approve/${bid.bidId}`)).status).toBe(404);
    expect((await call(other, 'PUT', `/bids/reject/${bid.key}`)).status).toBe(404);
    expect(readDb().bids.find((b) => b.bidId === bid.bidId)!.status).toBe('PENDING');
  });

  it('accepts a pending bid: the others lose, the inquiry is approved; a second answer is 409', async () => {
    const id = inquiryWithBids();
    const importer = await tokenFor('importer@demo.az');
    const [first, second] = readDb().bids.filter((b) => b.inquiryId === id && b.status === 'PENDING');
    const accepted = await call(importer, 'PUT', `/bids/approve/${first!.bidId}`);
    expect(accepted.status).toBe(200);
    const db = readDb();
    expect(db.bids.find((b) => b.bidId === first!.bidId)!.status).toBe('APPROVED');
    expect(db.bids.find((b) => b.bidId === second!.bidId)!.status).toBe('LOST');
    const inquiry = db.inquiries.find((i) => i.id === id)!;
    expect(inquiry.status).toBe('approved');
    expect(inquiry.steps.find((s) => s.step === 'BID_ACCEPTED')!.doneAt).not.toBeNull();
    expect(inquiry.activity.at(-1)!.type).toBe('bid_accepted');
    const again = await call(importer, 'PUT', `/bids/reject/${second!.key}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/only a pending bid/);
  });

  it('rejects a pending bid by key', async () => {
    const id = inquiryWithBids();
    const importer = await tokenFor('importer@demo.az');
    const bid = readDb().bids.find((b) => b.inquiryId === id && b.status === 'PENDING')!;
    expect((await call(importer, 'PUT', `/bids/reject/${bid.key}`)).status).toBe(200);
    expect(readDb().bids.find((b) => b.key === bid.key)!.status).toBe('REJECTED');
  });
});
