import { MAX_BID_UPDATES, MAX_BIDS_PER_INQUIRY } from '@/config/limits';
import {
  demoOrganization,
  givenBid,
  givenInquiry,
  organizationOf,
  suspendOrganization,
  userByEmail,
} from '@tests/utils/factories';
import { readDb } from './db/db';
import type { BidRecord, InquiryRecord } from './db/models';
import { call, tokenFor } from './test-api';
import { refusal } from '@tests/utils/backend-rules';

// Guards the demo backend's bid rules (handlers/bid-offers.ts, the carrier's side, and handlers/bids.ts,
// the importer's side) rule by rule, so that StrykerJS finds no small change to them that every test
// lets through: each limit is tried just inside and just outside, each refusal by its status and
// message, each answer field by its exact value, and each side effect by what a later GET shows
// (history, activity, steps, bidsLeft, order of bids). Everything is observed over HTTP, as the app
// sees it; the records a test needs are built with the given* builders on a fresh database.

const CARRIER = 'carrier@demo.az';
const OTHER_CARRIER = 'mehmet@anadolunakliyat.com.tr';
const NEW_CARRIER = 'aysel@silkwaycargo.az';
const IMPORTER = 'importer@demo.az';
const OTHER_IMPORTER = 'kamran@genceaqro.az';
const ADMIN = 'admin@demo.az';

const NOT_FOUND = 'Not found.';
const FORBIDDEN_ROLE = 'You do not have permission for this action.';
const SUSPENDED = 'Your organisation is temporarily suspended. Please contact support.';
const INQUIRY_CLOSED = 'This inquiry no longer takes bids: it was closed or awarded in the meantime.';
const NOT_EDITABLE = 'Only a pending bid can be updated.';
const NO_CHANGES = 'Nothing in the bid has changed.';
const NOT_PENDING = 'This bid has already been answered: only a pending bid can be accepted or cancelled.';
const MAX_BIDS = `You can provide a maximum of ${MAX_BIDS_PER_INQUIRY} suggestions per inquiry.`;
const MAX_UPDATES = `You cannot update the offer more than ${MAX_BID_UPDATES} times`;

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

type Terms = Pick<
  BidRecord,
  | 'value'
  | 'currency'
  | 'notes'
  | 'shipmentMode'
  | 'truckCount'
  | 'preferredRegions'
  | 'insuranceTypes'
  | 'certifications'
>;
type BidAnswer = ReturnType<typeof answerFor>;
type Page<T> = { content: T[]; page: number; size: number; totalElements: number };
type HistoryEntry = {
  id: string;
  at: string;
  actor: string;
  kind: string;
  status: string | null;
  changes: unknown[];
};

/** The terms of a new bid, as the bid form sends them. */
const terms = (overrides: Partial<Terms> = {}): Terms => ({
  value: 1250.5,
  currency: 'EUR',
  notes: 'Loading within 48 hours',
  shipmentMode: 'RAIL',
  truckCount: 2,
  preferredRegions: ['CIS', 'CHINA'],
  insuranceTypes: ['CMR'],
  certifications: 'ISO 9001',
  ...overrides,
});

/** The terms a bid holds now: sent back unchanged, they change nothing. */
const termsOf = (bid: BidRecord): Terms => ({
  value: bid.value,
  currency: bid.currency,
  notes: bid.notes,
  shipmentMode: bid.shipmentMode,
  truckCount: bid.truckCount,
  preferredRegions: bid.preferredRegions,
  insuranceTypes: bid.insuranceTypes,
  certifications: bid.certifications,
});

const fullName = (email: string) => {
  const user = userByEmail(email);
  return `${user.name} ${user.surname}`;
};

/** The answer for a bid placed by `email`'s organisation, field by field (docs/api.md 'Bids'). */
function answerFor(bid: BidRecord, inquiry: InquiryRecord, email: string) {
  const user = userByEmail(email);
  return {
    bidId: bid.bidId,
    key: bid.key,
    inquiryId: inquiry.id,
    inquiryCode: inquiry.inquiryCode,
    userName: user.name,
    userSurname: user.surname,
    ...termsOf(bid),
    createdAt: bid.createdAt,
    organizationName: organizationOf(email).organizaName,
    status: bid.status as string,
    updateCount: bid.updateCount,
    updatedAt: bid.updatedAt,
    transitDays: bid.transitDays,
    breakdown: bid.breakdown,
  };
}

/** A carrier's average (one decimal) and count, or null before its first rating. */
function ratingOf(bid: BidRecord) {
  const stars = readDb()
    .ratings.filter((r) => r.carrierOrganizationId === bid.organizationId)
    .map((r) => r.stars);
  if (stars.length === 0) return null;
  return {
    average: Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10,
    count: stars.length,
  };
}

/** An id no inquiry or bid has. */
const unknownInquiryId = () => Math.max(...readDb().inquiries.map((i) => i.id)) + 1;
const unknownBidId = () => Math.max(...readDb().bids.map((b) => b.bidId)) + 1;

/** Inquiries the demo carrier may not see: a draft it has a bid on, and one sent to another carrier only. */
function givenInquiriesHiddenFromCarrier() {
  const draft = givenInquiry({ status: 'draft' });
  givenBid({ inquiryId: draft.id });
  const selected = givenInquiry({
    sendTo: 'SELECTED_CARRIERS',
    carrierIds: [organizationOf(OTHER_CARRIER).id],
  });
  return { draft, selected };
}

/** GET `path` answers each of `emails` 404, as for something that does not exist. */
async function expectNotFound(emails: string[], path: string) {
  for (const email of emails)
    expect(await call(await tokenFor(email), 'GET', path)).toEqual(refusal(404, NOT_FOUND));
}

const place = (token: string, inquiryId: number, overrides: Partial<Terms> = {}) =>
  call(token, 'POST', '/bids/create', { inquiryId, ...terms(overrides) });
const update = (token: string, bidId: number, body: Terms) =>
  call(token, 'PUT', `/bids/update/${bidId}`, body);
const mine = (token: string, inquiryId: number) => call(token, 'GET', `/bids/mine/${inquiryId}`);
const historyOf = async (token: string, bidId: number) =>
  (await call(token, 'GET', `/bids/history/${bidId}`)).body as unknown as HistoryEntry[];
const bidsOf = async (token: string, inquiryId: number, query = '') =>
  (await call(token, 'GET', `/bids/bids/${inquiryId}${query}`)).body as unknown as Page<BidAnswer>;
const ids = (bids: Array<{ bidId: number }>) => bids.map((b) => b.bidId);
const statuses = (bids: Array<{ status: string }>) => bids.map((b) => b.status);

function expectRecent(iso: unknown, since: number) {
  expect(typeof iso).toBe('string');
  expect(Date.parse(iso as string)).toBeGreaterThanOrEqual(since);
  expect(Date.parse(iso as string)).toBeLessThanOrEqual(Date.now());
}

/** What a second tab (or a reload) of the demo sees: the database as it was saved. */
function reloadDatabase() {
  window.dispatchEvent(new StorageEvent('storage', { key: 'yukbirja-demo-db' }));
}

const profileInput = {
  insuranceTypes: ['CARGO', 'CMR'],
  hasTruck: true,
  truckCount: 5,
  agencyName: 'Silk Way Cargo',
  agencyMembership: 'FIATA',
  certifications: 'IATA',
  specializedModes: ['AIR', 'RAIL'],
  preferredRegions: ['CHINA'],
};

describe('carrier profile', () => {
  it('answers a carrier its saved profile as complete, and a carrier without one null and incomplete', async () => {
    const carrier = await tokenFor(CARRIER);
    const saved = await call(carrier, 'GET', '/logistic/profile');
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ profile: organizationOf(CARRIER).carrierProfile, complete: true });
    const newcomer = await tokenFor(NEW_CARRIER);
    expect((await call(newcomer, 'GET', '/logistic/profile')).body).toEqual({
      profile: null,
      complete: false,
    });
  });

  it('refuses the carrier profile to an importer and an admin with 403', async () => {
    for (const email of [IMPORTER, ADMIN]) {
      const token = await tokenFor(email);
      const read = await call(token, 'GET', '/logistic/profile');
      expect(read).toEqual(refusal(403, FORBIDDEN_ROLE));
      const write = await call(token, 'PUT', '/logistic/profile', profileInput);
      expect(write).toEqual(refusal(403, FORBIDDEN_ROLE));
    }
  });

  it('saves a profile with trucks as sent, stamped with the time, and answers it complete', async () => {
    const since = Date.now();
    const newcomer = await tokenFor(NEW_CARRIER);
    const saved = await call(newcomer, 'PUT', '/logistic/profile', profileInput);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      profile: { ...profileInput, updatedAt: expect.any(String) as string },
      complete: true,
    });
    const profile = saved.body.profile as { updatedAt: string };
    expectRecent(profile.updatedAt, since);
    expect((await call(newcomer, 'GET', '/logistic/profile')).body).toEqual(saved.body);
  });

  it('saves no truck count for a carrier without trucks, whatever count was sent', async () => {
    const newcomer = await tokenFor(NEW_CARRIER);
    const saved = await call(newcomer, 'PUT', '/logistic/profile', {
      ...profileInput,
      hasTruck: false,
      truckCount: 7,
    });
    expect(saved.body).toMatchObject({ profile: { hasTruck: false, truckCount: null }, complete: true });
    expect((await call(newcomer, 'GET', '/logistic/profile')).body).toMatchObject({
      profile: { hasTruck: false, truckCount: null },
    });
  });

  it('refuses a profile from a suspended carrier and keeps the saved one', async () => {
    const carrier = await tokenFor(CARRIER);
    suspendOrganization(demoOrganization('LOGISTIC'));
    const refused = await call(carrier, 'PUT', '/logistic/profile', profileInput);
    expect(refused).toEqual(refusal(403, SUSPENDED));
    expect((await call(carrier, 'GET', '/logistic/profile')).body).toEqual({
      profile: organizationOf(CARRIER).carrierProfile,
      complete: true,
    });
    expect(organizationOf(CARRIER).carrierProfile?.agencyName).toBe('Xəzər Logistika MMC');
  });
});

describe('placing a bid', () => {
  it('answers 201 with the bid as placed: pending, not updated, keyed by inquiry, carrier and id', async () => {
    const since = Date.now();
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry();
    const placed = await place(carrier, inquiry.id);
    expect(placed.status).toBe(201);
    const bidId = placed.body.bidId as number;
    const organizationId = demoOrganization('LOGISTIC').id;
    expect(placed.body).toEqual({
      bidId,
      key: `bid-${inquiry.id}-${organizationId}-${bidId}`,
      inquiryId: inquiry.id,
      inquiryCode: inquiry.inquiryCode,
      userName: userByEmail(CARRIER).name,
      userSurname: userByEmail(CARRIER).surname,
      certifications: 'ISO 9001',
      shipmentMode: 'RAIL',
      truckCount: 2,
      preferredRegions: ['CIS', 'CHINA'],
      insuranceTypes: ['CMR'],
      value: 1250.5,
      currency: 'EUR',
      createdAt: expect.any(String) as string,
      organizationName: 'Xəzər Logistika MMC',
      notes: 'Loading within 48 hours',
      status: 'PENDING',
      updateCount: 0,
      updatedAt: placed.body.createdAt,
      // Not sent, so none (transit time and price lines are optional).
      transitDays: null,
      breakdown: [],
    });
    expectRecent(placed.body.createdAt, since);
    const listed = await mine(carrier, inquiry.id);
    expect(listed.body.bids).toEqual([placed.body]);
  });

  it('gives a new bid the id after the highest one, bid after bid', async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry();
    const latest = givenBid({ inquiryId: givenInquiry().id });
    const first = await place(carrier, inquiry.id);
    const second = await place(carrier, inquiry.id, { value: 1200 });
    expect(first.body.bidId).toBe(latest.bidId + 1);
    expect(second.body.bidId).toBe(latest.bidId + 2);
  });

  it("trims a new bid's notes and certifications, and stores blank or missing certifications as null", async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry();
    const trimmed = await place(carrier, inquiry.id, {
      notes: '  Ready on Monday \n',
      certifications: '  ADR  ',
    });
    expect(trimmed.body).toMatchObject({ notes: 'Ready on Monday', certifications: 'ADR' });
    const blank = await place(carrier, inquiry.id, { certifications: '   ', notes: '   ', value: 995 });
    expect(blank.status).toBe(201);
    expect(blank.body).toMatchObject({ certifications: null, notes: '' });
    const none = await place(carrier, inquiry.id, { certifications: null, value: 990 });
    expect(none.status).toBe(201);
    expect(none.body.certifications).toBeNull();
    expect((await mine(carrier, inquiry.id)).body.bids).toEqual([none.body, blank.body, trimmed.body]);
  });

  it("starts the bid's history with its terms, placed by the carrier's user", async () => {
    const carrier = await tokenFor(CARRIER);
    const placed = await place(carrier, givenInquiry().id);
    const bidId = placed.body.bidId as number;
    expect(await historyOf(carrier, bidId)).toEqual([
      {
        id: `${bidId}-0`,
        at: placed.body.createdAt,
        actor: fullName(CARRIER),
        kind: 'created',
        status: 'PENDING',
        changes: [
          { field: 'value', from: null, to: 1250.5 },
          { field: 'currency', from: null, to: 'EUR' },
          { field: 'notes', from: null, to: 'Loading within 48 hours' },
          { field: 'shipmentMode', from: null, to: 'RAIL' },
          { field: 'truckCount', from: null, to: 2 },
          { field: 'preferredRegions', from: null, to: ['CIS', 'CHINA'] },
          { field: 'insuranceTypes', from: null, to: ['CMR'] },
          { field: 'certifications', from: null, to: 'ISO 9001' },
          { field: 'transitDays', from: null, to: null },
          { field: 'breakdown', from: null, to: [] },
        ],
      },
    ]);
  });

  it("adds a 'bid received' event naming the carrier to the inquiry's activity", async () => {
    const carrier = await tokenFor(CARRIER);
    const importer = await tokenFor(IMPORTER);
    const inquiry = givenInquiry();
    const before = (await call(importer, 'GET', `/inquiries/${inquiry.id}/activity`))
      .body as unknown as unknown[];
    const placed = await place(carrier, inquiry.id);
    const activity = (await call(importer, 'GET', `/inquiries/${inquiry.id}/activity`))
      .body as unknown as Array<{
      id: string;
      type: string;
    }>;
    expect(activity).toHaveLength(before.length + 1);
    expect(activity.find((event) => event.type === 'bid_received')).toEqual({
      id: expect.stringMatching(new RegExp(`^e-\\d+-bid${String(placed.body.bidId)}$`)) as string,
      type: 'bid_received',
      at: placed.body.createdAt,
      actor: fullName(CARRIER),
      detail: 'Xəzər Logistika MMC',
    });
  });

  it('keeps an untouched inquiry with its new bid when the demo database is reloaded', async () => {
    const carrier = await tokenFor(CARRIER);
    // rev 0 is an inquiry nobody changed yet: a reload rebuilds such ones from the seed, not storage.
    const inquiry = givenInquiry({ rev: 0 });
    const placed = await place(carrier, inquiry.id);
    reloadDatabase();
    const listed = await mine(carrier, inquiry.id);
    expect(listed.status).toBe(200);
    expect(ids(listed.body.bids as BidAnswer[])).toEqual([placed.body.bidId]);
  });

  it(`takes a carrier's last allowed bid on an inquiry (${MAX_BIDS_PER_INQUIRY}) and refuses the next, counting only its own bids there`, async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry();
    const elsewhere = givenInquiry();
    const other = organizationOf(OTHER_CARRIER).id;
    for (let n = 0; n < MAX_BIDS_PER_INQUIRY; n += 1) {
      givenBid({ inquiryId: inquiry.id, organizationId: other });
      givenBid({ inquiryId: elsewhere.id });
    }
    for (let n = 1; n < MAX_BIDS_PER_INQUIRY; n += 1) givenBid({ inquiryId: inquiry.id });

    const last = await place(carrier, inquiry.id);
    expect(last.status).toBe(201);
    const oneMore = await place(carrier, inquiry.id, { value: 900 });
    expect(oneMore).toEqual(refusal(422, MAX_BIDS));
    expect((await mine(carrier, inquiry.id)).body.bids).toHaveLength(MAX_BIDS_PER_INQUIRY);
  });

  it('refuses a bid from a carrier whose profile is incomplete, before looking at the inquiry', async () => {
    const newcomer = await tokenFor(NEW_CARRIER);
    const inquiry = givenInquiry();
    const message = 'To submit offers for requests, additional information must be filled in.';
    expect(await place(newcomer, inquiry.id)).toEqual({ status: 422, body: { message } });
    expect(await place(newcomer, unknownInquiryId())).toEqual({ status: 422, body: { message } });
    expect((await mine(newcomer, inquiry.id)).body.bids).toEqual([]);
  });

  it('refuses a bid from an importer and an admin with 403', async () => {
    const inquiry = givenInquiry();
    for (const email of [IMPORTER, ADMIN]) {
      const refused = await place(await tokenFor(email), inquiry.id);
      expect(refused).toEqual(refusal(403, FORBIDDEN_ROLE));
    }
    expect((await bidsOf(await tokenFor(IMPORTER), inquiry.id)).totalElements).toBe(0);
  });

  it('refuses a bid from a suspended carrier', async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry();
    suspendOrganization(demoOrganization('LOGISTIC'));
    expect(await place(carrier, inquiry.id)).toEqual(refusal(403, SUSPENDED));
    expect((await mine(carrier, inquiry.id)).body).toMatchObject({
      bids: [],
      bidsLeft: MAX_BIDS_PER_INQUIRY,
    });
  });

  it('refuses with 409 a bid on an inquiry that stopped taking bids, from a carrier that bid on it', async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry({ status: 'on_hold' });
    givenBid({ inquiryId: inquiry.id });
    expect(await place(carrier, inquiry.id)).toEqual(refusal(409, INQUIRY_CLOSED));
    expect((await mine(carrier, inquiry.id)).body.bids).toHaveLength(1);
  });

  it('answers 404 to a bid on a draft, on an unknown inquiry, or on one sent to other carriers', async () => {
    const carrier = await tokenFor(CARRIER);
    const { draft, selected } = givenInquiriesHiddenFromCarrier();
    for (const inquiryId of [draft.id, unknownInquiryId(), selected.id])
      expect(await place(carrier, inquiryId)).toEqual(refusal(404, NOT_FOUND));
    expect((await place(await tokenFor(OTHER_CARRIER), selected.id)).status).toBe(201);
  });
});

describe("a carrier's bids on one inquiry", () => {
  it('answers the inquiry as open with every bid left while the carrier has none', async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry();
    givenBid({ inquiryId: inquiry.id, organizationId: organizationOf(OTHER_CARRIER).id });
    const listed = await mine(carrier, inquiry.id);
    expect(listed).toEqual({
      status: 200,
      body: {
        inquiryId: inquiry.id,
        inquiryCode: inquiry.inquiryCode,
        inquiryStatus: 'active',
        shipmentMode: 'RAIL',
        open: true,
        bidsLeft: MAX_BIDS_PER_INQUIRY,
        bids: [],
      },
    });
  });

  it('lists only its own bids on that inquiry, newest first and the higher id first at the same time', async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry();
    const sameTime = hoursAgo(0.5);
    const older = givenBid({ inquiryId: inquiry.id, createdAt: hoursAgo(1) });
    const oldest = givenBid({ inquiryId: inquiry.id, createdAt: hoursAgo(2) });
    const tiedFirst = givenBid({ inquiryId: inquiry.id, createdAt: sameTime });
    const tiedSecond = givenBid({ inquiryId: inquiry.id, createdAt: sameTime });
    givenBid({ inquiryId: inquiry.id, organizationId: organizationOf(OTHER_CARRIER).id });
    givenBid({ inquiryId: givenInquiry().id });
    const listed = await mine(carrier, inquiry.id);
    const bids = listed.body.bids as BidAnswer[];
    expect(ids(bids)).toEqual([tiedSecond.bidId, tiedFirst.bidId, older.bidId, oldest.bidId]);
    expect(bids[2]).toEqual(answerFor(older, inquiry, CARRIER));
  });

  it('counts the bids left down with each bid and never below zero', async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry();
    givenBid({ inquiryId: inquiry.id });
    expect((await mine(carrier, inquiry.id)).body.bidsLeft).toBe(MAX_BIDS_PER_INQUIRY - 1);
    // More bids than the limit (placed before it was lowered, say) still leave none, not fewer.
    for (let n = 1; n <= MAX_BIDS_PER_INQUIRY; n += 1) givenBid({ inquiryId: inquiry.id });
    expect((await mine(carrier, inquiry.id)).body.bidsLeft).toBe(0);
  });

  it('shows a closed inquiry as not open to a carrier that bid on it, and not at all to one that did not', async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry({ status: 'on_hold' });
    const bid = givenBid({ inquiryId: inquiry.id });
    const listed = await mine(carrier, inquiry.id);
    expect(listed.body).toEqual({
      inquiryId: inquiry.id,
      inquiryCode: inquiry.inquiryCode,
      inquiryStatus: 'on_hold',
      shipmentMode: 'RAIL',
      open: false,
      bidsLeft: MAX_BIDS_PER_INQUIRY - 1,
      bids: [answerFor(bid, inquiry, CARRIER)],
    });
    const other = await mine(await tokenFor(OTHER_CARRIER), inquiry.id);
    expect(other).toEqual(refusal(404, NOT_FOUND));
  });

  it('hides a draft even from a carrier with a bid on it, an inquiry sent to other carriers, and an unknown one', async () => {
    const carrier = await tokenFor(CARRIER);
    const { draft, selected } = givenInquiriesHiddenFromCarrier();
    for (const inquiryId of [draft.id, selected.id, unknownInquiryId()])
      expect(await mine(carrier, inquiryId)).toEqual(refusal(404, NOT_FOUND));
    expect((await mine(await tokenFor(OTHER_CARRIER), selected.id)).status).toBe(200);
  });

  it("refuses a carrier's bids on an inquiry to an importer with 403", async () => {
    const inquiry = givenInquiry();
    const importer = await tokenFor(IMPORTER);
    expect(await mine(importer, inquiry.id)).toEqual(refusal(403, FORBIDDEN_ROLE));
  });
});

describe('updating a bid', () => {
  it('changes the terms sent, counts the update and logs exactly the fields that changed', async () => {
    const since = Date.now();
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry();
    const bid = givenBid({ inquiryId: inquiry.id, createdAt: hoursAgo(1), preferredRegions: ['CIS'] });
    const updated = await update(carrier, bid.bidId, {
      ...termsOf(bid),
      value: 940,
      notes: '  Two trucks ready ',
      preferredRegions: ['CIS'],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      ...answerFor(bid, inquiry, CARRIER),
      value: 940,
      notes: 'Two trucks ready',
      updateCount: 1,
      updatedAt: expect.any(String) as string,
    });
    expectRecent(updated.body.updatedAt, since);
    expect((await mine(carrier, inquiry.id)).body.bids).toEqual([updated.body]);
    const history = await historyOf(carrier, bid.bidId);
    expect(history).toHaveLength(2);
    expect(history[1]).toEqual({
      id: `${bid.bidId}-1`,
      at: updated.body.updatedAt,
      actor: fullName(CARRIER),
      kind: 'updated',
      status: null,
      changes: [
        { field: 'value', from: 1000, to: 940 },
        { field: 'notes', from: '', to: 'Two trucks ready' },
      ],
    });
  });

  it('trims the certifications of an update and stores blank ones as null', async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry();
    const bid = givenBid({ inquiryId: inquiry.id, certifications: 'ADR' });
    const trimmed = await update(carrier, bid.bidId, { ...termsOf(bid), certifications: '  ISO 9001 ' });
    expect(trimmed.body).toMatchObject({ certifications: 'ISO 9001', updateCount: 1 });
    const blank = await update(carrier, bid.bidId, { ...termsOf(bid), certifications: '  ' });
    expect(blank.body).toMatchObject({ certifications: null, updateCount: 2 });
    const changes = (await historyOf(carrier, bid.bidId)).slice(1).map((entry) => entry.changes);
    expect(changes).toEqual([
      [{ field: 'certifications', from: 'ADR', to: 'ISO 9001' }],
      [{ field: 'certifications', from: 'ISO 9001', to: null }],
    ]);
  });

  it('refuses with 422 an update that changes nothing once trimmed, and does not count it', async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry();
    const bid = givenBid({ inquiryId: inquiry.id, preferredRegions: ['CIS'], insuranceTypes: ['CMR'] });
    const same = await update(carrier, bid.bidId, {
      ...termsOf(bid),
      notes: '   ',
      certifications: ' ',
      preferredRegions: ['CIS'],
      insuranceTypes: ['CMR'],
    });
    expect(same).toEqual(refusal(422, NO_CHANGES));
    expect((await mine(carrier, inquiry.id)).body.bids).toEqual([answerFor(bid, inquiry, CARRIER)]);
    expect(await historyOf(carrier, bid.bidId)).toHaveLength(1);
  });

  it(`takes the last allowed update of a bid (${MAX_BID_UPDATES}) and refuses the next, even one that changes nothing`, async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry();
    const bid = givenBid({ inquiryId: inquiry.id, updateCount: MAX_BID_UPDATES - 1 });
    const last = await update(carrier, bid.bidId, { ...termsOf(bid), value: 980 });
    expect(last.status).toBe(200);
    expect(last.body.updateCount).toBe(MAX_BID_UPDATES);
    const next = await update(carrier, bid.bidId, { ...termsOf(bid), value: 970 });
    expect(next).toEqual(refusal(422, MAX_UPDATES));
    const unchanged = await update(carrier, bid.bidId, { ...termsOf(bid), value: 980 });
    expect(unchanged).toEqual(refusal(422, MAX_UPDATES));
    expect((await mine(carrier, inquiry.id)).body.bids).toMatchObject([
      { value: 980, updateCount: MAX_BID_UPDATES },
    ]);
  });

  it('refuses with 409 an update of a bid that is no longer pending, on an open inquiry', async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry();
    for (const status of ['APPROVED', 'REJECTED', 'LOST', 'CANCELED'] as const) {
      const bid = givenBid({ inquiryId: inquiry.id, status, updateCount: MAX_BID_UPDATES });
      const refused = await update(carrier, bid.bidId, { ...termsOf(bid), value: 700 });
      expect(refused).toEqual(refusal(409, NOT_EDITABLE));
    }
    const listed = await bidsOf(await tokenFor(IMPORTER), inquiry.id);
    expect(listed.content.map((b) => b.value)).toEqual([1000, 1000, 1000, 1000]);
  });

  it('refuses with 409 an update of a pending bid once its inquiry stopped taking bids', async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry({ status: 'on_hold' });
    const fresh = givenBid({ inquiryId: inquiry.id });
    const spent = givenBid({ inquiryId: inquiry.id, updateCount: MAX_BID_UPDATES });
    for (const bid of [fresh, spent]) {
      const refused = await update(carrier, bid.bidId, { ...termsOf(bid), value: 800 });
      expect(refused).toEqual(refusal(409, INQUIRY_CLOSED));
    }
    expect((await mine(carrier, inquiry.id)).body.bids).toMatchObject([{ value: 1000 }, { value: 1000 }]);
  });

  it("answers 404 to an update of another carrier's bid or of an unknown one", async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry();
    givenBid({ inquiryId: inquiry.id });
    const theirs = givenBid({ inquiryId: inquiry.id, organizationId: organizationOf(OTHER_CARRIER).id });
    for (const bidId of [theirs.bidId, unknownBidId()]) {
      const refused = await update(carrier, bidId, { ...termsOf(theirs), value: 10 });
      expect(refused).toEqual(refusal(404, NOT_FOUND));
    }
    const listed = await bidsOf(await tokenFor(IMPORTER), inquiry.id);
    expect(listed.content.map((b) => b.value)).toEqual([1000, 1000]);
  });

  it('refuses an update from an importer, an admin and a suspended carrier', async () => {
    const carrier = await tokenFor(CARRIER);
    const inquiry = givenInquiry();
    const bid = givenBid({ inquiryId: inquiry.id });
    const body = { ...termsOf(bid), value: 1 };
    for (const email of [IMPORTER, ADMIN])
      expect(await update(await tokenFor(email), bid.bidId, body)).toEqual(refusal(403, FORBIDDEN_ROLE));
    suspendOrganization(demoOrganization('LOGISTIC'));
    expect(await update(carrier, bid.bidId, body)).toEqual(refusal(403, SUSPENDED));
    expect((await mine(carrier, inquiry.id)).body.bids).toEqual([answerFor(bid, inquiry, CARRIER)]);
  });
});

describe("a bid's history", () => {
  it("is read alike by the bid's carrier, the inquiry's importer and an admin", async () => {
    const inquiry = givenInquiry();
    const bid = givenBid({ inquiryId: inquiry.id, status: 'REJECTED' });
    const expected = [
      {
        id: `${bid.bidId}-0`,
        at: bid.createdAt,
        actor: fullName(CARRIER),
        kind: 'created',
        status: 'PENDING',
        changes: expect.any(Array) as unknown[],
      },
      { id: `${bid.bidId}-1`, at: bid.updatedAt, actor: '', kind: 'status', status: 'REJECTED', changes: [] },
    ];
    for (const email of [CARRIER, IMPORTER, ADMIN]) {
      const read = await call(await tokenFor(email), 'GET', `/bids/history/${bid.bidId}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(expected);
    }
  });

  it('is 404 to another carrier, to another importer, and for an unknown bid', async () => {
    const bid = givenBid({ inquiryId: givenInquiry().id });
    await expectNotFound([OTHER_CARRIER, OTHER_IMPORTER], `/bids/history/${bid.bidId}`);
    await expectNotFound([ADMIN], `/bids/history/${unknownBidId()}`);
  });

  it('is granted by role as well as organisation: an owner of the other side of the bid is refused', async () => {
    // Records the API itself would not make: an inquiry owned by a carrier, a bid owned by an importer.
    const carrierInquiry = givenInquiry({ organizationId: demoOrganization('LOGISTIC').id });
    const otherBid = givenBid({
      inquiryId: carrierInquiry.id,
      organizationId: organizationOf(OTHER_CARRIER).id,
    });
    const carrier = await call(await tokenFor(CARRIER), 'GET', `/bids/history/${otherBid.bidId}`);
    expect(carrier.status).toBe(404);
    const importerBid = givenBid({
      inquiryId: givenInquiry({ organizationId: organizationOf(OTHER_IMPORTER).id }).id,
      organizationId: demoOrganization('IMPORTER').id,
    });
    const importer = await call(await tokenFor(IMPORTER), 'GET', `/bids/history/${importerBid.bidId}`);
    expect(importer.status).toBe(404);
  });
});

describe("the bids of an importer's inquiry", () => {
  /** The demo importer's inquiry with bids placed an hour apart, their values not in date order. */
  function inquiryWithBids() {
    const inquiry = givenInquiry();
    const middle = givenBid({ inquiryId: inquiry.id, createdAt: hoursAgo(2), value: 500 });
    const oldest = givenBid({
      inquiryId: inquiry.id,
      createdAt: hoursAgo(3),
      value: 900,
      organizationId: organizationOf(OTHER_CARRIER).id,
    });
    const newest = givenBid({
      inquiryId: inquiry.id,
      createdAt: hoursAgo(1),
      value: 700,
      status: 'REJECTED',
      organizationId: organizationOf(NEW_CARRIER).id,
    });
    return { inquiry, middle, oldest, newest };
  }

  it('are listed to its importer and an admin, newest first, as full bids in one page', async () => {
    const { inquiry, middle, oldest, newest } = inquiryWithBids();
    givenBid({ inquiryId: givenInquiry().id });
    for (const email of [IMPORTER, ADMIN]) {
      const page = await bidsOf(await tokenFor(email), inquiry.id);
      expect(page).toEqual({
        // To the importer comparing them, each bid also carries its carrier's rating.
        content: [
          { ...answerFor(newest, inquiry, NEW_CARRIER), carrierRating: ratingOf(newest) },
          { ...answerFor(middle, inquiry, CARRIER), carrierRating: ratingOf(middle) },
          { ...answerFor(oldest, inquiry, OTHER_CARRIER), carrierRating: ratingOf(oldest) },
        ],
        page: 0,
        size: 10,
        totalElements: 3,
      });
    }
  });

  it('are 404 to a carrier, to another importer and for an unknown inquiry', async () => {
    const { inquiry } = inquiryWithBids();
    await expectNotFound([CARRIER, OTHER_IMPORTER], `/bids/bids/${inquiry.id}`);
    await expectNotFound([ADMIN], `/bids/bids/${unknownInquiryId()}`);
  });

  it('are sorted by date or price as asked, filtered by status in any letter case, and paged', async () => {
    const { inquiry, middle, oldest, newest } = inquiryWithBids();
    const importer = await tokenFor(IMPORTER);
    const order = async (sort: string) => ids((await bidsOf(importer, inquiry.id, `?sort=${sort}`)).content);
    expect(await order('createdAt,asc')).toEqual([oldest.bidId, middle.bidId, newest.bidId]);
    expect(await order('value,asc')).toEqual([middle.bidId, newest.bidId, oldest.bidId]);
    expect(await order('value,desc')).toEqual([oldest.bidId, newest.bidId, middle.bidId]);
    const second = await bidsOf(importer, inquiry.id, '?sort=value,asc&size=1&page=1');
    expect(second).toMatchObject({ page: 1, size: 1, totalElements: 3 });
    expect(ids(second.content)).toEqual([newest.bidId]);
    const pending = await bidsOf(importer, inquiry.id, '?status=pending');
    expect(ids(pending.content)).toEqual([middle.bidId, oldest.bidId]);
    expect(pending.totalElements).toBe(2);
    expect(ids((await bidsOf(importer, inquiry.id, '?status=REJECTED')).content)).toEqual([newest.bidId]);
    expect((await bidsOf(importer, inquiry.id, '?status=')).totalElements).toBe(3);
  });
});

/**
 * The importer's PUT to `path` answered the demo carrier's `bid` with `status` at a time from `since`
 * on: the answer is the bid, whole, with that time, and the bid's history ends in the importer's entry.
 */
async function expectAnswered(
  importer: string,
  path: string,
  { bid, inquiry, status, since }: { bid: BidRecord; inquiry: InquiryRecord; status: string; since: number },
) {
  const answered = await call(importer, 'PUT', path);
  expect(answered.status).toBe(200);
  expect(answered.body).toEqual({
    ...answerFor(bid, inquiry, CARRIER),
    status,
    updatedAt: expect.any(String) as string,
  });
  expectRecent(answered.body.updatedAt, since);
  expect((await historyOf(importer, bid.bidId)).at(-1)).toEqual({
    id: `${bid.bidId}-1`,
    at: answered.body.updatedAt,
    actor: fullName(IMPORTER),
    kind: 'status',
    status,
    changes: [],
  });
}

describe('accepting a bid', () => {
  it('approves the bid and answers it, by the importer, with the time of the decision', async () => {
    const since = Date.now();
    const inquiry = givenInquiry();
    const bid = givenBid({ inquiryId: inquiry.id, createdAt: hoursAgo(1) });
    const importer = await tokenFor(IMPORTER);
    await expectAnswered(importer, `/bids/approve/${bid.bidId}`, { bid, inquiry, status: 'APPROVED', since });
  });

  it('loses the other pending bids of that inquiry only, and leaves answered ones as they were', async () => {
    const inquiry = givenInquiry();
    const winner = givenBid({ inquiryId: inquiry.id, createdAt: hoursAgo(3) });
    const rival = givenBid({
      inquiryId: inquiry.id,
      createdAt: hoursAgo(2),
      organizationId: organizationOf(OTHER_CARRIER).id,
    });
    const rejected = givenBid({ inquiryId: inquiry.id, createdAt: hoursAgo(1), status: 'REJECTED' });
    const elsewhere = givenBid({ inquiryId: givenInquiry().id });
    const importer = await tokenFor(IMPORTER);
    await call(importer, 'PUT', `/bids/approve/${winner.bidId}`);
    const listed = await bidsOf(importer, inquiry.id, '?sort=createdAt,asc');
    expect(listed.content.map((b) => [b.bidId, b.status])).toEqual([
      [winner.bidId, 'APPROVED'],
      [rival.bidId, 'LOST'],
      [rejected.bidId, 'REJECTED'],
    ]);
    expect((await historyOf(importer, rival.bidId)).at(-1)).toMatchObject({
      actor: '',
      kind: 'status',
      status: 'LOST',
    });
    expect(await historyOf(importer, rejected.bidId)).toHaveLength(2);
    const carrier = await tokenFor(CARRIER);
    expect(statuses((await mine(carrier, elsewhere.inquiryId)).body.bids as BidAnswer[])).toEqual([
      'PENDING',
    ]);
  });

  it('approves the inquiry, marks the bid accepted step done and logs the decision', async () => {
    const since = Date.now();
    const inquiry = givenInquiry({ updatedAt: hoursAgo(5) });
    const bid = givenBid({ inquiryId: inquiry.id });
    const importer = await tokenFor(IMPORTER);
    await call(importer, 'PUT', `/bids/approve/${bid.bidId}`);
    const detail = (await call(importer, 'GET', `/inquiries/${inquiry.id}`)).body as {
      status: string;
      updatedAt: string;
      steps: Array<{ step: string; doneAt: string | null }>;
    };
    expect(detail.status).toBe('approved');
    expectRecent(detail.updatedAt, since);
    expect(detail.steps.map((s) => s.step)).toEqual(inquiry.steps.map((s) => s.step));
    const [accepted, ...rest] = detail.steps;
    expect(accepted!.step).toBe('BID_ACCEPTED');
    expectRecent(accepted!.doneAt, since);
    expect(rest.map((s) => s.doneAt)).toEqual(rest.map(() => null));
    const activity = (await call(importer, 'GET', `/inquiries/${inquiry.id}/activity`))
      .body as unknown as Array<{
      type: string;
    }>;
    expect(activity).toHaveLength(inquiry.activity.length + 1);
    const event = activity.find((e) => e.type === 'bid_accepted');
    expect(event).toEqual({
      id: expect.stringMatching(/^e-\d+-b\d+$/) as string,
      type: 'bid_accepted',
      at: expect.any(String) as string,
      actor: fullName(IMPORTER),
      detail: bid.key,
    });
    const carrier = await tokenFor(CARRIER);
    expect((await mine(carrier, inquiry.id)).body).toMatchObject({ inquiryStatus: 'approved', open: false });
    expect(await place(carrier, inquiry.id)).toEqual(refusal(409, INQUIRY_CLOSED));
  });

  it('keeps the time of a bid accepted step already done, and accepts on an inquiry without that step', async () => {
    const doneAt = hoursAgo(4);
    const stepped = givenInquiry({ steps: [{ step: 'BID_ACCEPTED', doneAt }] });
    const stepless = givenInquiry({ steps: [] });
    const importer = await tokenFor(IMPORTER);
    const first = givenBid({ inquiryId: stepped.id });
    expect((await call(importer, 'PUT', `/bids/approve/${first.bidId}`)).status).toBe(200);
    const detail = (await call(importer, 'GET', `/inquiries/${stepped.id}`)).body;
    expect(detail.steps).toEqual([{ step: 'BID_ACCEPTED', doneAt }]);
    const second = givenBid({ inquiryId: stepless.id });
    expect((await call(importer, 'PUT', `/bids/approve/${second.bidId}`)).status).toBe(200);
    expect((await call(importer, 'GET', `/inquiries/${stepless.id}`)).body).toMatchObject({
      status: 'approved',
      steps: [],
    });
  });

  it('keeps an untouched inquiry approved when the demo database is reloaded', async () => {
    const inquiry = givenInquiry({ rev: 0 });
    const bid = givenBid({ inquiryId: inquiry.id });
    const importer = await tokenFor(IMPORTER);
    await call(importer, 'PUT', `/bids/approve/${bid.bidId}`);
    reloadDatabase();
    const detail = await call(importer, 'GET', `/inquiries/${inquiry.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.status).toBe('approved');
  });
});

describe('turning a bid down', () => {
  it('rejects the bid named by its key and nothing else; the inquiry keeps taking bids', async () => {
    const since = Date.now();
    const inquiry = givenInquiry();
    const bid = givenBid({ inquiryId: inquiry.id, createdAt: hoursAgo(1) });
    const other = givenBid({ inquiryId: inquiry.id, organizationId: organizationOf(OTHER_CARRIER).id });
    const importer = await tokenFor(IMPORTER);
    await expectAnswered(importer, `/bids/reject/${bid.key}`, { bid, inquiry, status: 'REJECTED', since });
    const listed = await bidsOf(importer, inquiry.id, '?sort=createdAt,asc');
    expect(listed.content.map((b) => [b.bidId, b.status])).toEqual([
      [bid.bidId, 'REJECTED'],
      [other.bidId, 'PENDING'],
    ]);
    const carrier = await tokenFor(CARRIER);
    expect((await mine(carrier, inquiry.id)).body).toMatchObject({ inquiryStatus: 'active', open: true });
    expect((await place(carrier, inquiry.id)).status).toBe(201);
  });
});

// Accepting (by the bid's id) and turning down (by its key) are refused by the same rules.
describe.each([
  { action: 'approve', answered: 'REJECTED', idOf: (bid: BidRecord) => bid.bidId, unknownId: unknownBidId },
  {
    action: 'reject',
    answered: 'LOST',
    idOf: (bid: BidRecord) => bid.key,
    unknownId: (bid: BidRecord) => `${bid.key}-0`,
  },
] as const)('the importer’s $action of a bid it may not answer', ({ action, answered, idOf, unknownId }) => {
  const answer = (token: string, id: number | string) => call(token, 'PUT', `/bids/${action}/${id}`);

  it('is refused with 409 for a bid no longer pending, and with 404 for an unknown bid or another importer’s', async () => {
    const inquiry = givenInquiry();
    const answeredBid = givenBid({ inquiryId: inquiry.id, status: answered, createdAt: hoursAgo(1) });
    const bid = givenBid({ inquiryId: inquiry.id });
    const importer = await tokenFor(IMPORTER);
    expect(await answer(importer, idOf(answeredBid))).toEqual(refusal(409, NOT_PENDING));
    const other = await tokenFor(OTHER_IMPORTER);
    for (const [token, id] of [
      [other, idOf(bid)],
      [importer, unknownId(bid)],
    ] as const)
      expect(await answer(token, id)).toEqual(refusal(404, NOT_FOUND));
    expect(statuses((await bidsOf(importer, inquiry.id, '?sort=createdAt,asc')).content)).toEqual([
      answered,
      'PENDING',
    ]);
    expect((await call(importer, 'GET', `/inquiries/${inquiry.id}`)).body.status).toBe('active');
  });

  it('is refused to a carrier, an admin and a suspended importer', async () => {
    const bid = givenBid({ inquiryId: givenInquiry().id });
    for (const email of [CARRIER, ADMIN])
      expect(await answer(await tokenFor(email), idOf(bid))).toEqual(refusal(403, FORBIDDEN_ROLE));
    const importer = await tokenFor(IMPORTER);
    suspendOrganization(demoOrganization('IMPORTER'));
    expect(await answer(importer, idOf(bid))).toEqual(refusal(403, SUSPENDED));
    expect(statuses((await bidsOf(importer, bid.inquiryId)).content)).toEqual(['PENDING']);
  });
});
