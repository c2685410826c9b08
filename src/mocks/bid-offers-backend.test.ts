import { MAX_BID_UPDATES, MAX_BIDS_PER_INQUIRY } from '@/config/limits';
import { bidTermsInput, demoOrganization, givenInquiry } from '@tests/utils/factories';
import { readDb, writeDb } from './db/db';
import { call, tokenFor } from './test-api';

// The demo backend's carrier-side bid rules (docs/api.md 'Bids'): profile first, 3 bids per inquiry,
// 3 updates per bid, closed inquiries refuse bids, the history keeps every change, the lifecycle
// after acceptance ends with the importer's confirmation.

const terms = (value: number) =>
  bidTermsInput(value, { notes: 'Departure within 48 hours', certifications: 'ISO 9001' });

const profile = {
  insuranceTypes: ['CARGO'],
  hasTruck: true,
  truckCount: 3,
  agencyName: 'Silk Way Cargo',
  agencyMembership: 'FIATA',
  certifications: 'IATA',
  specializedModes: ['AIR', 'RAIL'],
  preferredRegions: ['CHINA'],
};

/** An open inquiry of the demo importer's, sent to every carrier, with no bid yet. */
const freshOpenInquiry = () => givenInquiry().id;

describe('carrier bids backend', () => {
  it('refuses a bid until the carrier profile is complete, then takes it', async () => {
    const silkWay = await tokenFor('aysel@silkwaycargo.az');
    const inquiryId = freshOpenInquiry();
    const before = await call(silkWay, 'GET', '/logistic/profile');
    expect(before.body).toEqual({ profile: null, complete: false });
    const refused = await call(silkWay, 'POST', '/bids/create', { inquiryId, ...terms(900) });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'To submit offers for requests, additional information must be filled in.',
    );
    const invalid = await call(silkWay, 'PUT', '/logistic/profile', { ...profile, truckCount: 0 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toHaveProperty('truckCount');
    const saved = await call(silkWay, 'PUT', '/logistic/profile', profile);
    expect(saved.body.complete).toBe(true);
    const placed = await call(silkWay, 'POST', '/bids/create', { inquiryId, ...terms(900) });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'PENDING', value: 900, organizationName: 'Silk Way Cargo' });
  });

  it(`allows ${MAX_BIDS_PER_INQUIRY} bids per inquiry per carrier`, async () => {
    const carrier = await tokenFor('carrier@demo.az');
    const inquiryId = freshOpenInquiry();
    for (let n = 1; n <= MAX_BIDS_PER_INQUIRY; n += 1) {
      const placed = await call(carrier, 'POST', '/bids/create', { inquiryId, ...terms(1000 + n) });
      expect(placed.status).toBe(201);
    }
    const mine = await call(carrier, 'GET', `/bids/mine/${inquiryId}`);
    expect(mine.body).toMatchObject({ open: true, bidsLeft: 0 });
    const fourth = await call(carrier, 'POST', '/bids/create', { inquiryId, ...terms(999) });
    expect(fourth.status).toBe(422);
    expect(fourth.body.message).toBe('You can provide a maximum of 3 suggestions per inquiry.');
    expect(readDb().bids.filter((b) => b.inquiryId === inquiryId)).toHaveLength(MAX_BIDS_PER_INQUIRY);
  });

  it(`allows ${MAX_BID_UPDATES} updates of a bid and keeps each change in its history`, async () => {
    const carrier = await tokenFor('carrier@demo.az');
    const inquiryId = freshOpenInquiry();
    const placed = await call(carrier, 'POST', '/bids/create', { inquiryId, ...terms(1500) });
    const bidId = placed.body.bidId as number;
    const unchanged = await call(carrier, 'PUT', `/bids/update/${bidId}`, terms(1500));
    expect(unchanged.status).toBe(422);
    for (let n = 1; n <= MAX_BID_UPDATES; n += 1) {
      const updated = await call(carrier, 'PUT', `/bids/update/${bidId}`, terms(1500 - n * 10));
      expect(updated.status).toBe(200);
      expect(updated.body.updateCount).toBe(n);
    }
    const fourth = await call(carrier, 'PUT', `/bids/update/${bidId}`, terms(1400));
    expect(fourth.status).toBe(422);
    expect(fourth.body.message).toBe('You cannot update the offer more than 3 times');
    const russian = await call(carrier, 'PUT', `/bids/update/${bidId}`, terms(1400), 'ru');
    expect(russian.body.message).toBe('Вы не можете обновить предложение более 3 раз');
    const history = await call(carrier, 'GET', `/bids/history/${bidId}`);
    const entries = history.body as unknown as Array<{ kind: string; changes: unknown[] }>;
    expect(entries.map((e) => e.kind)).toEqual(['created', 'updated', 'updated', 'updated']);
    expect(entries[1]!.changes).toEqual([{ field: 'value', from: 1500, to: 1490 }]);
  });

  it('refuses values that are zero, negative, fractional cents or absurdly large', async () => {
    const carrier = await tokenFor('carrier@demo.az');
    const inquiryId = freshOpenInquiry();
    for (const value of [0, -5, 10.005, 1e12]) {
      const refused = await call(carrier, 'POST', '/bids/create', { inquiryId, ...terms(value) });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toHaveProperty('value');
    }
    const text = await call(carrier, 'POST', '/bids/create', { inquiryId, ...terms(1), value: '12a' });
    expect(text.status).toBe(400);
  });

  it('refuses a bid on an inquiry that closed in the meantime', async () => {
    const carrier = await tokenFor('carrier@demo.az');
    const inquiryId = freshOpenInquiry();
    const placed = await call(carrier, 'POST', '/bids/create', { inquiryId, ...terms(700) });
    writeDb((db) => {
      db.inquiries.find((i) => i.id === inquiryId)!.status = 'on_hold';
    });
    const refused = await call(carrier, 'POST', '/bids/create', { inquiryId, ...terms(650) });
    expect(refused.status).toBe(409);
    expect(String(refused.body.message)).toMatch(/no longer takes bids/);
    const update = await call(carrier, 'PUT', `/bids/update/${placed.body.bidId as number}`, terms(600));
    expect(update.status).toBe(409);
  });

  it('runs the lifecycle: accept → others lost → steps → delivered → importer confirms → completed', async () => {
    const inquiryId = freshOpenInquiry();
    const carrier = await tokenFor('carrier@demo.az');
    const other = await tokenFor('mehmet@anadolunakliyat.com.tr');
    const winning = await call(carrier, 'POST', '/bids/create', { inquiryId, ...terms(800) });
    const losing = await call(other, 'POST', '/bids/create', { inquiryId, ...terms(850) });
    const importer = await tokenFor('importer@demo.az');
    expect((await call(importer, 'PUT', `/bids/approve/${winning.body.bidId as number}`)).status).toBe(200);

    const confirmed = await call(carrier, 'GET', '/bids?tab=confirmed&size=100');
    expect((confirmed.body.content as Array<{ bidId: number }>).map((b) => b.bidId)).toContain(
      winning.body.bidId,
    );
    const lost = await call(other, 'GET', '/bids?tab=lost&size=100');
    expect((lost.body.content as Array<{ bidId: number }>).map((b) => b.bidId)).toContain(losing.body.bidId);

    const early = await call(importer, 'POST', `/inquiries/${inquiryId}/confirm-delivery`);
    expect(early.status).toBe(409);
    for (const step of ['PICKUP_SCHEDULED', 'PICKED_UP', 'IN_TRANSIT', 'CUSTOMS']) {
      const marked = await call(carrier, 'PUT', `/inquiries/${inquiryId}/steps`, { step, done: true });
      expect(marked.body.status).toBe('in_progress');
    }
    const delivered = await call(carrier, 'PUT', `/inquiries/${inquiryId}/steps`, {
      step: 'DELIVERED',
      done: true,
    });
    expect(delivered.body.status).toBe('delivered');
    expect(readDb().bids.find((b) => b.bidId === winning.body.bidId)!.status).toBe('DELIVERED');
    const done = await call(importer, 'POST', `/inquiries/${inquiryId}/confirm-delivery`);
    expect(done.body.status).toBe('completed');
    const completed = await call(carrier, 'GET', '/bids?tab=completed&size=100');
    expect((completed.body.content as Array<{ bidId: number }>).map((b) => b.bidId)).toContain(
      winning.body.bidId,
    );
    const history = await call(carrier, 'GET', `/bids/history/${winning.body.bidId as number}`);
    expect((history.body as unknown as Array<{ status: string | null }>).map((e) => e.status)).toEqual([
      'PENDING',
      'APPROVED',
      'DELIVERED',
      'COMPLETED',
    ]);
  });

  it('lists inquiries with bids for the importer and reports per inquiry and period', async () => {
    const importer = await tokenFor('importer@demo.az');
    const list = await call(importer, 'GET', '/bids/inquiries?withBids=true&size=5');
    const rows = list.body.content as Array<{ id: number; bidCount: number; bestPrices: unknown[] }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.bidCount > 0)).toBe(true);
    const db = readDb();
    const first = rows[0]!;
    const bids = db.bids.filter((b) => b.inquiryId === first.id);
    expect(first.bestPrices).toHaveLength(new Set(bids.map((b) => b.currency)).size);

    const report = await call(importer, 'GET', '/bids/report?period=month');
    const own = new Set(
      db.inquiries.filter((i) => i.organizationId === demoOrganization('IMPORTER').id).map((i) => i.id),
    );
    const ownBids = db.bids.filter((b) => own.has(b.inquiryId));
    expect(report.body.totals).toMatchObject({ received: ownBids.length });
    const byPeriod = report.body.byPeriod as Array<{ received: number }>;
    expect(byPeriod.reduce((s, r) => s + r.received, 0)).toBe(ownBids.length);
    const carrier = await tokenFor('carrier@demo.az');
    expect((await call(carrier, 'GET', '/bids/report')).status).toBe(403);
  });
});
