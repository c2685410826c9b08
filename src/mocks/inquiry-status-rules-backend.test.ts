import { endpoints } from '@/config/endpoints';
import {
  demoOrganization,
  givenBid,
  givenInquiry,
  organizationOf,
  suspendOrganization,
  wholeInquiryInput,
} from '@tests/utils/factories';
import { nextId, readDb } from './db/db';
import type { InquiryRecord } from './db/models';
import { call } from './test-api';
import {
  adminToken,
  carrierToken,
  freezeDateAt,
  importerToken,
  refusal,
  tokenOf,
} from '@tests/utils/backend-rules';

// The inquiry's life after its draft, as the demo backend rules it (handlers/inquiries.ts: submit,
// status, steps, confirm-delivery): who may do each (role, own organisation, the carrier that won,
// not while suspended), which moves are refused (409) and what each move leaves behind for a later
// GET: the status, the steps, the activity entry, the revision, the winning bid's status. These are
// the rules StrykerJS mutates there; each test reads what a client would see over HTTP.

// Tuesday 10 March 2026, 12:00 in Baku: every stamp a test reads is exact.
const START = new Date('2026-03-10T08:00:00Z');

freezeDateAt(START);

/** Moves the clock on a second and answers the new time as the API writes it. */
function aSecondLater() {
  vi.setSystemTime(Date.now() + 1_000);
  return new Date().toISOString();
}

const NAMES = {
  importer: 'Leyla Məmmədova',
  carrier: 'Elvin Həsənov',
  admin: 'Tural İsmayılov',
};

const MESSAGES = {
  forbiddenRole: 'You do not have permission for this action.',
  suspended: 'Your organisation is temporarily suspended. Please contact support.',
  notFound: 'Not found.',
  alreadySent: 'This inquiry has already been sent; it can no longer be edited as a draft.',
  notYourShipment: 'This shipment has not been awarded to you.',
  inquiryClosed: 'This inquiry no longer takes bids: it was closed or awarded in the meantime.',
  notDelivered: 'Delivery can be confirmed once the carrier has marked the shipment delivered.',
};

// The access tokens a sign-in would give the seeded people, signed here to spare each test the round
// trip (sign-in has tests of its own); the clock stays within their two minutes.

type Activity = { id: string; type: string; at: string; actor: string; detail: string | null };

/** The inquiry as its importer's later GET shows it. */
async function shown(id: number) {
  const { status, body } = await call(importerToken(), 'GET', endpoints.inquiries.one(id));
  expect(status).toBe(200);
  return body;
}

/** The inquiry's activity, newest first, as its importer reads it. */
async function activityOf(id: number) {
  const { status, body } = await call(importerToken(), 'GET', endpoints.inquiries.activity(id));
  expect(status).toBe(200);
  return body as unknown as Activity[];
}

/** The revision the database keeps for the inquiry (a save bumps it). */
const revOf = (id: number) => readDb().inquiries.find((i) => i.id === id)!.rev;

/** Each bid's status on an inquiry, by bid id, as an admin lists them. */
async function bidStatuses(inquiryId: number) {
  const { body } = await call(adminToken(), 'GET', `/bids/bids/${inquiryId}?size=100`);
  const content = body.content as Array<{ bidId: number; status: string }>;
  return Object.fromEntries(content.map((b) => [b.bidId, b.status]));
}

/** The last entry of a bid's history, as an admin reads it. */
async function lastBidEvent(bidId: number) {
  const { body } = await call(adminToken(), 'GET', `/bids/history/${bidId}`);
  const history = body as unknown as Array<{ kind: string; status: string | null; actor: string }>;
  return history.at(-1);
}

/** The winning bid is `status`, set by `actor` (its history's last entry); the rival's stays rejected. */
async function expectWinningBid(
  inquiryId: number,
  { rival, won }: Record<'rival' | 'won', { bidId: number }>,
  status: string,
  actor: string,
) {
  expect(await bidStatuses(inquiryId)).toEqual({ [rival.bidId]: 'REJECTED', [won.bidId]: status });
  expect(await lastBidEvent(won.bidId)).toMatchObject({ kind: 'status', status, actor });
}

const unknownInquiryId = () => nextId(readDb().inquiries);
const silkWay = () => organizationOf('aysel@silkwaycargo.az');
const anadolu = () => organizationOf('mehmet@anadolunakliyat.com.tr');

const apiDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Baku' });

/** A whole inquiry as the last step of the form sends it: Istanbul → Baku by road. */
const sentInput = () => wholeInquiryInput(apiDay(3), apiDay(12), { notes: 'Call before arrival' });

describe('sending a draft (POST /inquiries/{id}/submit)', () => {
  const draft = () => givenInquiry({ status: 'draft' });
  /** The form's last step sending inquiry `id` as the token's holder. */
  const send = (token: string, id: number) =>
    call(token, 'POST', endpoints.inquiries.submit(id), sentInput());

  it('sends the importer’s own draft: active, the draft gone, the sent values kept, logged and saved', async () => {
    const { id } = draft();
    const at = aSecondLater();
    const sent = await send(importerToken(), id);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      id,
      status: 'active',
      draft: null,
      description: 'Office chairs',
      shipmentMode: 'ROAD',
      truckType: 'tilt_96',
      notes: 'Call before arrival',
      pickup: { city: 'Istanbul', date: apiDay(3) },
      updatedAt: at,
    });
    expect(await shown(id)).toMatchObject({ status: 'active', draft: null, description: 'Office chairs' });
    const [latest] = await activityOf(id);
    expect(latest).toMatchObject({ type: 'submitted', at, actor: NAMES.importer, detail: null });
    expect(revOf(id)).toBe(2);
  });

  it('refuses to send an inquiry that was already sent: 409, nothing changed', async () => {
    const { id } = givenInquiry();
    expect(await send(importerToken(), id)).toEqual(refusal(409, MESSAGES.alreadySent));
    expect(await shown(id)).toMatchObject({ status: 'active', description: 'Household appliances' });
    expect((await activityOf(id)).map((e) => e.type)).toEqual(['created']);
    expect(revOf(id)).toBe(1);
  });

  it('answers 404 to another importer sending the draft, which stays a draft', async () => {
    const { id } = draft();
    const other = tokenOf('kamran@genceaqro.az');
    expect(await send(other, id)).toEqual(refusal(404, MESSAGES.notFound));
    expect(await shown(id)).toMatchObject({ status: 'draft', draft: { step: 3 } });
  });

  it('answers 404 to sending an inquiry that does not exist', async () => {
    expect(await send(importerToken(), unknownInquiryId())).toEqual(refusal(404, MESSAGES.notFound));
  });

  it('lets only an importer send: a carrier and an admin get 403 and the draft stays', async () => {
    const { id } = draft();
    for (const token of [carrierToken(), adminToken()]) {
      expect(await send(token, id)).toEqual(refusal(403, MESSAGES.forbiddenRole));
    }
    expect((await shown(id)).status).toBe('draft');
  });

  it('refuses a suspended importer’s draft with the suspension message', async () => {
    const { id } = draft();
    const token = importerToken();
    suspendOrganization(demoOrganization('IMPORTER'));
    expect(await send(token, id)).toEqual(refusal(403, MESSAGES.suspended));
    expect((await shown(id)).status).toBe('draft');
  });

  it('checks the whole inquiry before sending: 400 on the failing field, the draft kept', async () => {
    const { id } = draft();
    const input = sentInput();
    const result = await call(importerToken(), 'POST', endpoints.inquiries.submit(id), {
      ...input,
      delivery: { ...input.delivery, date: apiDay(1) },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({ 'delivery.date': 'inquiries:validation.deliveryBeforePickup' });
    expect(await shown(id)).toMatchObject({ status: 'draft', draft: { step: 3 } });
    expect(revOf(id)).toBe(1);
  });
});

describe('an admin setting the status (PUT /inquiries/{id}/status)', () => {
  const setStatus = async (id: number, body: { status: string; reason?: string }) =>
    call(adminToken(), 'PUT', endpoints.inquiries.status(id), body);

  it('sets the status with its reason trimmed, logs “from → to: reason” by the admin and saves', async () => {
    const { id } = givenInquiry();
    const at = aSecondLater();
    const result = await setStatus(id, { status: 'on_hold', reason: '  Awaiting licence  ' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id,
      status: 'on_hold',
      statusReason: 'Awaiting licence',
      updatedAt: at,
    });
    expect(await shown(id)).toMatchObject({ status: 'on_hold', statusReason: 'Awaiting licence' });
    const [latest] = await activityOf(id);
    expect(latest).toMatchObject({
      type: 'status_changed',
      at,
      actor: NAMES.admin,
      detail: 'active → on_hold: Awaiting licence',
    });
    expect(revOf(id)).toBe(2);
  });

  it('clears an earlier reason when the new status comes without one, and logs no reason', async () => {
    const { id } = givenInquiry({ status: 'on_hold', statusReason: 'Awaiting licence' });
    aSecondLater();
    const result = await setStatus(id, { status: 'active' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'active', statusReason: null });
    expect((await activityOf(id))[0]).toMatchObject({ type: 'status_changed', detail: 'on_hold → active' });
  });

  it('keeps a reason of blanks as no reason', async () => {
    const { id } = givenInquiry();
    aSecondLater();
    const result = await setStatus(id, { status: 'archived', reason: '   ' });
    expect(result.body).toMatchObject({ status: 'archived', statusReason: null });
    expect((await activityOf(id))[0]!.detail).toBe('active → archived');
  });

  it.each(['approved', 'awarded'])('marks an unverified inquiry verified when it is %s', async (status) => {
    const { id } = givenInquiry({ status: 'pending', verified: false });
    const result = await setStatus(id, { status });
    expect(result.body).toMatchObject({ status, verified: true });
    expect((await shown(id)).verified).toBe(true);
  });

  it('leaves an unverified inquiry unverified when it gets any other status', async () => {
    const { id } = givenInquiry({ status: 'pending', verified: false });
    const result = await setStatus(id, { status: 'under_review' });
    expect(result.body).toMatchObject({ status: 'under_review', verified: false });
  });

  it.each(['canceled', 'cancelled', 'rejected', 'archived'])(
    'closing an inquiry as %s cancels its pending bids, by the admin, and no other bid',
    async (status) => {
      const { id } = givenInquiry();
      const rejected = givenBid({ inquiryId: id, organizationId: anadolu().id, status: 'REJECTED' });
      const pending = givenBid({ inquiryId: id });
      const alsoPending = givenBid({ inquiryId: id, organizationId: silkWay().id });
      const elsewhere = givenInquiry();
      const pendingElsewhere = givenBid({ inquiryId: elsewhere.id });
      const result = await setStatus(id, { status, reason: 'Closed by the importer' });
      expect(result.status).toBe(200);
      expect(await bidStatuses(id)).toEqual({
        [rejected.bidId]: 'REJECTED',
        [pending.bidId]: 'CANCELED',
        [alsoPending.bidId]: 'CANCELED',
      });
      expect(await lastBidEvent(pending.bidId)).toMatchObject({
        kind: 'status',
        status: 'CANCELED',
        actor: NAMES.admin,
      });
      expect(await bidStatuses(elsewhere.id)).toEqual({ [pendingElsewhere.bidId]: 'PENDING' });
    },
  );

  it('leaves an accepted bid alone when its inquiry is closed', async () => {
    const { id } = givenInquiry({ status: 'approved' });
    const won = givenBid({ inquiryId: id, status: 'APPROVED' });
    await setStatus(id, { status: 'archived' });
    expect(await bidStatuses(id)).toEqual({ [won.bidId]: 'APPROVED' });
  });

  it('keeps the pending bids waiting when the inquiry is only put on hold', async () => {
    const { id } = givenInquiry();
    const pending = givenBid({ inquiryId: id });
    await setStatus(id, { status: 'on_hold', reason: 'Awaiting licence' });
    expect(await bidStatuses(id)).toEqual({ [pending.bidId]: 'PENDING' });
  });

  it('requires a reason for on hold, rejected and canceled: 400 on reason, nothing changed', async () => {
    const { id } = givenInquiry();
    for (const status of ['on_hold', 'rejected', 'canceled']) {
      const result = await setStatus(id, { status, reason: ' ' });
      expect(result.status).toBe(400);
      expect(result.body.errors).toEqual({ reason: 'common:text.field_required' });
    }
    expect((await shown(id)).status).toBe('active');
    expect(revOf(id)).toBe(1);
  });

  it('refuses a status it does not know with 400 on status', async () => {
    const { id } = givenInquiry();
    const result = await setStatus(id, { status: 'lost' });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors as object)).toEqual(['status']);
    expect((await shown(id)).status).toBe('active');
  });

  it('lets only an admin set a status: the importer and a carrier get 403, nothing changed', async () => {
    const { id } = givenInquiry();
    for (const token of [importerToken(), carrierToken()]) {
      const result = await call(token, 'PUT', endpoints.inquiries.status(id), { status: 'archived' });
      expect(result).toEqual(refusal(403, MESSAGES.forbiddenRole));
    }
    expect((await shown(id)).status).toBe('active');
  });

  it('answers 404 to a status for an inquiry that does not exist', async () => {
    const result = await setStatus(unknownInquiryId(), { status: 'archived' });
    expect(result).toEqual(refusal(404, MESSAGES.notFound));
  });
});

describe('moving the shipment’s steps (PUT /inquiries/{id}/steps)', () => {
  /**
   * A shipment the demo carrier won, in `status` (its steps as the seed has them), with a rival's
   * bid turned down before it and the winning bid in the matching state.
   */
  function wonShipment(status: InquiryRecord['status'] = 'approved') {
    const inquiry = givenInquiry({ status });
    const rival = givenBid({ inquiryId: inquiry.id, organizationId: silkWay().id, status: 'REJECTED' });
    const won = givenBid({
      inquiryId: inquiry.id,
      status: status === 'delivered' ? 'DELIVERED' : status === 'completed' ? 'COMPLETED' : 'APPROVED',
    });
    return { inquiry, rival, won };
  }

  const moveStep = async (token: string, id: number, step: string, done: boolean) =>
    call(token, 'PUT', endpoints.inquiries.steps(id), { step, done });

  /** The steps with their times, as expected: the inquiry's own, with `changes` applied. */
  const stepsWith = (inquiry: InquiryRecord, changes: Record<string, string | null>) =>
    inquiry.steps.map((s) => ({ step: s.step, doneAt: s.step in changes ? changes[s.step] : s.doneAt }));

  it('the winning carrier ticks the first step after acceptance: in progress, stamped, logged and saved', async () => {
    const { inquiry, rival, won } = wonShipment('approved');
    const at = aSecondLater();
    const result = await moveStep(carrierToken(), inquiry.id, 'PICKUP_SCHEDULED', true);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'in_progress', updatedAt: at });
    expect(result.body.steps).toEqual(stepsWith(inquiry, { PICKUP_SCHEDULED: at }));
    expect(await shown(inquiry.id)).toMatchObject({ status: 'in_progress', steps: result.body.steps });
    expect((await activityOf(inquiry.id))[0]).toMatchObject({
      type: 'step_done',
      at,
      actor: NAMES.carrier,
      detail: 'PICKUP_SCHEDULED',
    });
    expect(revOf(inquiry.id)).toBe(2);
    expect(await bidStatuses(inquiry.id)).toEqual({ [rival.bidId]: 'REJECTED', [won.bidId]: 'APPROVED' });
  });

  it('keeps a shipment approved when only the acceptance step is ticked again', async () => {
    const { inquiry } = wonShipment('approved');
    const at = aSecondLater();
    const result = await moveStep(carrierToken(), inquiry.id, 'BID_ACCEPTED', true);
    expect(result.body).toMatchObject({ status: 'approved' });
    expect(result.body.steps).toEqual(stepsWith(inquiry, { BID_ACCEPTED: at }));
  });

  it('undoing a step clears its time and logs nothing; the shipment stays in progress while a later step is done', async () => {
    const { inquiry } = wonShipment('in_progress');
    expect(inquiry.steps.filter((s) => s.doneAt).map((s) => s.step)).toEqual([
      'BID_ACCEPTED',
      'PICKUP_SCHEDULED',
      'PICKED_UP',
    ]);
    const result = await moveStep(carrierToken(), inquiry.id, 'PICKED_UP', false);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'in_progress' });
    expect(result.body.steps).toEqual(stepsWith(inquiry, { PICKED_UP: null }));
    expect((await activityOf(inquiry.id)).map((e) => e.type)).toEqual(['created']);
    expect(revOf(inquiry.id)).toBe(2);
  });

  it('returns a shipment to approved when no step after acceptance is left done', async () => {
    const { inquiry } = wonShipment('in_progress');
    const token = carrierToken();
    await moveStep(token, inquiry.id, 'PICKED_UP', false);
    const result = await moveStep(token, inquiry.id, 'PICKUP_SCHEDULED', false);
    expect(result.body).toMatchObject({ status: 'approved' });
    expect(result.body.steps).toEqual(stepsWith(inquiry, { PICKUP_SCHEDULED: null, PICKED_UP: null }));
  });

  it('ticking delivered makes the inquiry and the winning bid delivered, the rival’s bid untouched', async () => {
    const { inquiry, rival, won } = wonShipment('in_progress');
    const at = aSecondLater();
    const result = await moveStep(carrierToken(), inquiry.id, 'DELIVERED', true);
    expect(result.body).toMatchObject({ status: 'delivered' });
    expect(result.body.steps).toEqual(stepsWith(inquiry, { DELIVERED: at }));
    await expectWinningBid(inquiry.id, { rival, won }, 'DELIVERED', NAMES.carrier);
  });

  it('undoing delivered returns the inquiry to in progress and the winning bid to approved', async () => {
    const { inquiry, rival, won } = wonShipment('delivered');
    const result = await moveStep(carrierToken(), inquiry.id, 'DELIVERED', false);
    expect(result.body).toMatchObject({ status: 'in_progress' });
    expect(await bidStatuses(inquiry.id)).toEqual({ [rival.bidId]: 'REJECTED', [won.bidId]: 'APPROVED' });
  });

  it('moves only the winning bid of this inquiry, not an accepted bid elsewhere', async () => {
    const other = wonShipment('in_progress');
    const { inquiry, won } = wonShipment('in_progress');
    await moveStep(carrierToken(), inquiry.id, 'DELIVERED', true);
    expect((await bidStatuses(inquiry.id))[won.bidId]).toBe('DELIVERED');
    expect((await bidStatuses(other.inquiry.id))[other.won.bidId]).toBe('APPROVED');
  });

  it('lets an admin move the steps of a shipment it did not carry', async () => {
    const { inquiry, won } = wonShipment('approved');
    aSecondLater();
    const result = await moveStep(adminToken(), inquiry.id, 'PICKED_UP', true);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'in_progress' });
    expect((await activityOf(inquiry.id))[0]).toMatchObject({ type: 'step_done', actor: NAMES.admin });
    expect(await lastBidEvent(won.bidId)).toMatchObject({ status: 'APPROVED' });
  });

  it('an admin moving the steps of an inquiry with no accepted bid changes no bid', async () => {
    const { id } = givenInquiry({ status: 'active' });
    const pending = givenBid({ inquiryId: id });
    const result = await moveStep(adminToken(), id, 'PICKUP_SCHEDULED', true);
    expect(result.status).toBe(200);
    expect(await bidStatuses(id)).toEqual({ [pending.bidId]: 'PENDING' });
  });

  it('refuses a carrier that did not win the shipment, even one that bid on it: 403, nothing changed', async () => {
    const { inquiry } = wonShipment('approved');
    const silkWayToken = tokenOf('aysel@silkwaycargo.az');
    const anadoluToken = tokenOf('mehmet@anadolunakliyat.com.tr');
    for (const token of [silkWayToken, anadoluToken]) {
      expect(await moveStep(token, inquiry.id, 'PICKUP_SCHEDULED', true)).toEqual(
        refusal(403, MESSAGES.notYourShipment),
      );
    }
    expect(await shown(inquiry.id)).toMatchObject({ status: 'approved', steps: inquiry.steps });
    expect(revOf(inquiry.id)).toBe(1);
  });

  it('refuses the importer with 403: only the carrier and an admin move steps', async () => {
    const { inquiry } = wonShipment('approved');
    expect(await moveStep(importerToken(), inquiry.id, 'PICKUP_SCHEDULED', true)).toEqual(
      refusal(403, MESSAGES.forbiddenRole),
    );
  });

  it('refuses a suspended carrier with the suspension message', async () => {
    const { inquiry } = wonShipment('approved');
    const token = carrierToken();
    suspendOrganization(demoOrganization('LOGISTIC'));
    expect(await moveStep(token, inquiry.id, 'PICKUP_SCHEDULED', true)).toEqual(
      refusal(403, MESSAGES.suspended),
    );
    expect((await shown(inquiry.id)).steps).toEqual(inquiry.steps);
  });

  it('keeps a completed shipment’s steps closed: 409 for its carrier and an admin, nothing changed', async () => {
    const { inquiry } = wonShipment('completed');
    for (const token of [carrierToken(), adminToken()]) {
      expect(await moveStep(token, inquiry.id, 'DELIVERED', false)).toEqual(
        refusal(409, MESSAGES.inquiryClosed),
      );
    }
    expect(await shown(inquiry.id)).toMatchObject({ status: 'completed', steps: inquiry.steps });
    expect(revOf(inquiry.id)).toBe(1);
  });

  it('refuses a step it does not know or a missing done flag with 400 on the field', async () => {
    const { inquiry } = wonShipment('approved');
    const token = carrierToken();
    const unknown = await moveStep(token, inquiry.id, 'LOADED', true);
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors as object)).toEqual(['step']);
    const noFlag = await call(token, 'PUT', endpoints.inquiries.steps(inquiry.id), { step: 'PICKED_UP' });
    expect(noFlag.status).toBe(400);
    expect(Object.keys(noFlag.body.errors as object)).toEqual(['done']);
    expect((await shown(inquiry.id)).steps).toEqual(inquiry.steps);
  });

  it('answers 404 to a step of an inquiry that does not exist', async () => {
    expect(await moveStep(adminToken(), unknownInquiryId(), 'PICKED_UP', true)).toEqual(
      refusal(404, MESSAGES.notFound),
    );
  });

  it('adds no step an inquiry does not list', async () => {
    const { id } = givenInquiry({ status: 'approved', steps: [] });
    const result = await moveStep(adminToken(), id, 'PICKED_UP', true);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'approved', steps: [] });
  });
});

describe('the importer confirming delivery (POST /inquiries/{id}/confirm-delivery)', () => {
  /** A delivered shipment of the demo importer's, won by the demo carrier, a rival's bid turned down first. */
  function delivered() {
    const inquiry = givenInquiry({ status: 'delivered' });
    const rival = givenBid({ inquiryId: inquiry.id, organizationId: silkWay().id, status: 'REJECTED' });
    const won = givenBid({ inquiryId: inquiry.id, status: 'DELIVERED' });
    return { inquiry, rival, won };
  }

  const confirm = async (token: string, id: number) =>
    call(token, 'POST', endpoints.inquiries.confirmDelivery(id));

  it('completes a delivered shipment and its winning bid, logged by the importer and saved', async () => {
    const { inquiry, rival, won } = delivered();
    const at = aSecondLater();
    const result = await confirm(importerToken(), inquiry.id);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id: inquiry.id,
      status: 'completed',
      steps: inquiry.steps,
      updatedAt: at,
    });
    expect((await shown(inquiry.id)).status).toBe('completed');
    expect((await activityOf(inquiry.id))[0]).toMatchObject({
      type: 'delivery_confirmed',
      at,
      actor: NAMES.importer,
      detail: null,
    });
    expect(revOf(inquiry.id)).toBe(2);
    await expectWinningBid(inquiry.id, { rival, won }, 'COMPLETED', NAMES.importer);
  });

  it('refuses to confirm a shipment that is not delivered yet: 409, nothing changed', async () => {
    const inquiry = givenInquiry({ status: 'in_progress' });
    const won = givenBid({ inquiryId: inquiry.id, status: 'APPROVED' });
    expect(await confirm(importerToken(), inquiry.id)).toEqual(refusal(409, MESSAGES.notDelivered));
    expect((await shown(inquiry.id)).status).toBe('in_progress');
    expect(await bidStatuses(inquiry.id)).toEqual({ [won.bidId]: 'APPROVED' });
    expect(revOf(inquiry.id)).toBe(1);
  });

  it('refuses to confirm the same delivery twice', async () => {
    const { inquiry } = delivered();
    const token = importerToken();
    expect((await confirm(token, inquiry.id)).status).toBe(200);
    expect(await confirm(token, inquiry.id)).toEqual(refusal(409, MESSAGES.notDelivered));
    expect((await activityOf(inquiry.id)).filter((e) => e.type === 'delivery_confirmed')).toHaveLength(1);
  });

  it('completes a delivered inquiry with no delivered bid without touching any other bid', async () => {
    const inquiry = givenInquiry({ status: 'delivered' });
    const other = delivered();
    const result = await confirm(importerToken(), inquiry.id);
    expect(result.body).toMatchObject({ status: 'completed' });
    expect((await bidStatuses(other.inquiry.id))[other.won.bidId]).toBe('DELIVERED');
  });

  it('answers 404 to another importer, and the shipment stays delivered', async () => {
    const { inquiry } = delivered();
    expect(await confirm(tokenOf('kamran@genceaqro.az'), inquiry.id)).toEqual(
      refusal(404, MESSAGES.notFound),
    );
    expect((await shown(inquiry.id)).status).toBe('delivered');
  });

  it('lets only the importer confirm: its carrier and an admin get 403', async () => {
    const { inquiry } = delivered();
    for (const token of [carrierToken(), adminToken()]) {
      expect(await confirm(token, inquiry.id)).toEqual(refusal(403, MESSAGES.forbiddenRole));
    }
    expect((await shown(inquiry.id)).status).toBe('delivered');
  });

  it('refuses a suspended importer with the suspension message', async () => {
    const { inquiry } = delivered();
    const token = importerToken();
    suspendOrganization(demoOrganization('IMPORTER'));
    expect(await confirm(token, inquiry.id)).toEqual(refusal(403, MESSAGES.suspended));
    expect((await shown(inquiry.id)).status).toBe('delivered');
  });

  it('answers 404 to confirming an inquiry that does not exist', async () => {
    expect(await confirm(importerToken(), unknownInquiryId())).toEqual(refusal(404, MESSAGES.notFound));
  });
});

describe('reading the activity (GET /inquiries/{id}/activity)', () => {
  it('lists the entries newest first to the importer and an admin', async () => {
    const { id } = givenInquiry();
    aSecondLater();
    await call(adminToken(), 'PUT', endpoints.inquiries.status(id), { status: 'under_review' });
    const types = ['status_changed', 'created'];
    expect((await activityOf(id)).map((e) => e.type)).toEqual(types);
    const { status, body } = await call(adminToken(), 'GET', endpoints.inquiries.activity(id));
    expect(status).toBe(200);
    expect((body as unknown as Activity[]).map((e) => e.type)).toEqual(types);
  });

  it('answers 404 to another importer and to a carrier the inquiry is not open to', async () => {
    const { id } = givenInquiry({ status: 'draft' });
    for (const token of [tokenOf('kamran@genceaqro.az'), carrierToken()]) {
      const result = await call(token, 'GET', endpoints.inquiries.activity(id));
      expect(result).toEqual(refusal(404, MESSAGES.notFound));
    }
  });
});
