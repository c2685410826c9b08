import { endpoints } from '@/config/endpoints';
import { DEADLINE_MIN_LEAD_MS } from '@/config/limits';
import {
  bidTermsInput,
  demoOrganization,
  givenBid,
  givenInquiry,
  organizationOf,
  suspendOrganization,
  wholeInquiryInput,
} from '@tests/utils/factories';
import { readDb } from './db/db';
import { call } from './test-api';
import { bare, carrierToken, freezeDateAt, importerToken, tokenOf } from '@tests/utils/backend-rules';

// Bid deadlines as the demo backend rules them (handlers/deadlines.ts, bid-offers.ts, the submit's
// schema): a deadline at least an hour ahead and not after the pick-up day; bids taken until the
// moment and refused from it on; the inquiry moved to review with an entry saying how many bids wait;
// an extension later than the deadline it replaces, which opens a closed inquiry again.

// Tuesday 10 March 2026, 12:00 in Baku.
const START = new Date('2026-03-10T08:00:00Z');
const HOUR = 3_600_000;
freezeDateAt(START);

const iso = (ms: number) => new Date(ms).toISOString();

/** The whole inquiry as the form sends it, picked up on 13 March (Baku). */
const input = (biddingClosesAt?: string | null) =>
  wholeInquiryInput('2026-03-13', '2026-03-22', biddingClosesAt === undefined ? {} : { biddingClosesAt });

async function submitWith(biddingClosesAt: string | null | undefined) {
  const draft = givenInquiry({ status: 'draft' });
  return call(importerToken(), 'POST', endpoints.inquiries.submit(draft.id), input(biddingClosesAt));
}

/** A bid of 900 USD by rail, one truck, no regions, insurance or certifications. */
const bidTerms = bidTermsInput(900, {
  shipmentMode: 'RAIL',
  truckCount: 1,
  preferredRegions: [],
  insuranceTypes: [],
  certifications: '',
});
const placeBid = (inquiryId: number) =>
  call(carrierToken(), 'POST', bare(endpoints.bids.create), { inquiryId, ...bidTerms });

describe('setting a deadline when the inquiry is sent', () => {
  it('takes one exactly an hour ahead and refuses one a second short of it', async () => {
    const inside = await submitWith(iso(START.getTime() + DEADLINE_MIN_LEAD_MS));
    expect(inside.status).toBe(200);
    expect(inside.body.biddingClosesAt).toBe(iso(START.getTime() + HOUR));
    const outside = await submitWith(iso(START.getTime() + DEADLINE_MIN_LEAD_MS - 1000));
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual({ biddingClosesAt: 'inquiries:validation.deadlineTooSoon' });
  });

  it('takes the last minute of the pick-up day and refuses the first of the next (Baku time)', async () => {
    expect((await submitWith('2026-03-13T19:59:00Z')).status).toBe(200); // 23:59 in Baku
    const late = await submitWith('2026-03-13T20:00:00Z'); // 00:00 on 14 March in Baku
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual({ biddingClosesAt: 'inquiries:validation.deadlineAfterPickup' });
  });

  it('takes none, and refuses a moment that is not one', async () => {
    const none = await submitWith(null);
    expect(none.status).toBe(200);
    expect(none.body.biddingClosesAt).toBeNull();
    expect((await submitWith(undefined)).body.biddingClosesAt).toBeNull();
    expect((await submitWith('tomorrow')).body.errors).toEqual({
      biddingClosesAt: 'inquiries:validation.deadlineInvalid',
    });
  });
});

describe('bids against the deadline', () => {
  it('are taken up to the last millisecond and refused from the moment on, placed or updated', async () => {
    const closesAt = START.getTime() + 2 * HOUR;
    const inquiry = givenInquiry({ biddingClosesAt: iso(closesAt) });
    const bid = givenBid({ inquiryId: inquiry.id });
    vi.setSystemTime(closesAt - 1);
    expect((await placeBid(inquiry.id)).status).toBe(201);
    vi.setSystemTime(closesAt);
    expect(await placeBid(inquiry.id)).toEqual({
      status: 409,
      body: { message: 'Bidding on this inquiry has closed: its deadline has passed.' },
    });
    const update = await call(carrierToken(), 'PUT', bare(endpoints.bids.update(bid.bidId)), {
      ...bidTerms,
      value: 800,
    });
    expect(update.status).toBe(409);
    expect(update.body.message).toBe('Bidding on this inquiry has closed: its deadline has passed.');
  });
});

describe('closing at the deadline', () => {
  it('moves the inquiry to review with an entry naming the bids that wait, at the deadline’s moment', async () => {
    const closesAt = START.getTime() + 2 * HOUR;
    const inquiry = givenInquiry({ biddingClosesAt: iso(closesAt) });
    givenBid({ inquiryId: inquiry.id });
    vi.setSystemTime(closesAt - 1);
    expect((await call(importerToken(), 'GET', endpoints.inquiries.one(inquiry.id))).body.status).toBe(
      'active',
    );
    vi.setSystemTime(closesAt + 5 * 60_000);
    const shown = await call(importerToken(), 'GET', endpoints.inquiries.one(inquiry.id));
    expect(shown.body.status).toBe('under_review');
    const activity = await call(importerToken(), 'GET', endpoints.inquiries.activity(inquiry.id));
    expect((activity.body as unknown as Array<Record<string, unknown>>)[0]).toMatchObject({
      type: 'bidding_closed',
      at: iso(closesAt),
      actor: 'YükBirja',
      detail: '1',
    });
  });

  it('hides the closed inquiry from carriers that did not bid, and leaves it to those that did', async () => {
    const closesAt = START.getTime() + 2 * HOUR;
    const inquiry = givenInquiry({ biddingClosesAt: iso(closesAt) });
    givenBid({ inquiryId: inquiry.id, organizationId: organizationOf('aysel@silkwaycargo.az').id });
    vi.setSystemTime(closesAt);
    expect((await call(carrierToken(), 'GET', bare(endpoints.bids.inquiry(inquiry.id)))).status).toBe(404);
    expect(
      (await call(tokenOf('aysel@silkwaycargo.az'), 'GET', bare(endpoints.bids.inquiry(inquiry.id)))).status,
    ).toBe(200);
  });
});

describe('extending the deadline', () => {
  const extend = (id: number, biddingClosesAt: string, token = importerToken()) =>
    call(token, 'PUT', endpoints.inquiries.deadline(id), { biddingClosesAt });

  it('takes a later moment, logs it, and opens a closed inquiry again', async () => {
    const closesAt = START.getTime() + 2 * HOUR;
    const inquiry = givenInquiry({ biddingClosesAt: iso(closesAt) });
    vi.setSystemTime(closesAt + HOUR);
    await call(importerToken(), 'GET', endpoints.inquiries.one(inquiry.id));
    const later = iso(closesAt + 26 * HOUR);
    const result = await extend(inquiry.id, later);
    expect(result).toEqual({
      status: 200,
      body: { id: inquiry.id, status: 'active', biddingClosesAt: later },
    });
    const record = readDb().inquiries.find((i) => i.id === inquiry.id)!;
    expect(record.activity.at(-1)).toMatchObject({ type: 'deadline_extended', detail: later });
    expect((await placeBid(inquiry.id)).status).toBe(201);
  });

  it('refuses a moment not later than the current deadline, and takes one a second later', async () => {
    const closesAt = START.getTime() + 5 * HOUR;
    const inquiry = givenInquiry({ biddingClosesAt: iso(closesAt) });
    const same = await extend(inquiry.id, iso(closesAt));
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ biddingClosesAt: 'inquiries:validation.deadlineNotLater' });
    expect((await extend(inquiry.id, iso(closesAt + 1000))).status).toBe(200);
  });

  it('refuses one after the pick-up day, too soon, or for an awarded inquiry', async () => {
    const inquiry = givenInquiry({ biddingClosesAt: iso(START.getTime() + 5 * HOUR) });
    const afterPickup = await extend(inquiry.id, iso(Date.parse(`${inquiry.pickup!.date}T20:00:00Z`)));
    expect(afterPickup.body.errors).toEqual({ biddingClosesAt: 'inquiries:validation.deadlineAfterPickup' });
    const soon = await extend(inquiry.id, iso(START.getTime() + HOUR - 1000));
    expect(soon.body.errors).toEqual({ biddingClosesAt: 'inquiries:validation.deadlineTooSoon' });
    const awarded = givenInquiry({ status: 'approved' });
    expect((await extend(awarded.id, iso(START.getTime() + 3 * HOUR))).status).toBe(409);
  });

  it('is the owner’s alone, and not while suspended', async () => {
    const inquiry = givenInquiry();
    const later = iso(START.getTime() + 3 * HOUR);
    expect((await extend(inquiry.id, later, tokenOf('kamran@genceaqro.az'))).status).toBe(404);
    expect((await extend(inquiry.id, later, carrierToken())).status).toBe(403);
    suspendOrganization(demoOrganization('IMPORTER'));
    expect((await extend(inquiry.id, later)).status).toBe(403);
    expect(readDb().inquiries.find((i) => i.id === inquiry.id)!.biddingClosesAt).toBeNull();
  });
});
