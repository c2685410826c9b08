import { endpoints } from '@/config/endpoints';
import {
  demoOrganization,
  givenBid,
  givenPromoCode,
  givenWonBid,
  givenInquiry,
  givenTransaction,
  organizationOf,
  suspendOrganization,
} from '@tests/utils/factories';
import {
  balancesOf,
  bidCommission,
  chargeFor,
  paidVolumeByCurrency,
  roundMoney,
  settledLines,
  wonBidsOf,
} from './db/billing-ledger';
import { nextId, readDb, writeDb } from './db/db';
import type { BidRecord, PromoCodeRecord } from './db/models';
import { promoState } from './handlers/promo-codes';
import { call, tokenFor } from './test-api';
import { confirmPayment, freezeDateAt, refusal, startPayment } from '@tests/utils/backend-rules';

// Guards the demo backend's money rules, which StrykerJS mutates (stryker.config.mjs): the ledger
// (db/billing-ledger.ts: charges, commission rates, vouchers shared over lines, rounding, balances),
// the admin's promo codes (handlers/promo-codes.ts: CRUD, derived states) and the carrier's side of
// billing (handlers/billing.ts: unpaid bids, the promo check, a payment started and paid by card).
// Every limit is taken just inside and just outside, and every answer is compared whole, so a
// flipped condition, a moved boundary or a dropped field fails a test. Amounts are in TRY, RUB and
// (for a voucher's other currency) EUR, which no seeded bid of the demo carrier is in: each figure
// below is exactly what the test built. The clock is Baku's (UTC+4), pinned to Sunday 23:59:59.

const NOW = new Date('2026-03-08T19:59:59Z'); // Sunday 8 March 2026, 23:59:59 in Baku
const MIDNIGHT = new Date('2026-03-08T20:00:00Z'); // Monday 00:00:00 in Baku, still Sunday in UTC
const TODAY = '2026-03-08';
const YESTERDAY = '2026-03-07';

const CARRIER = 'carrier@demo.az';
const OTHER_CARRIER = 'aysel@silkwaycargo.az';
const ADMIN = 'admin@demo.az';
const IMPORTER = 'importer@demo.az';

const MESSAGES = {
  forbiddenRole: 'You do not have permission for this action.',
  unauthorized: 'Your session has expired. Please sign in again.',
  suspended: 'Your organisation is temporarily suspended. Please contact support.',
  notFound: 'Not found.',
  nothingOwed: 'No commission is owed in this currency.',
  promoUnknown: 'This promo code does not exist.',
  promoExpired: 'This promo code has expired.',
  promoUsedUp: 'This promo code has been used as many times as it allows.',
  promoCurrency: 'This voucher is in another currency.',
  promoExists: 'A promo code with this code already exists.',
  paymentTooLarge: 'A single payment cannot exceed 50,000. Please contact support.',
  cardDeclined: 'The card was declined by its bank. Nothing was charged.',
  cardUnknown: 'This card was not accepted. Nothing was charged.',
  paymentUncaptured: 'The bank is still processing the payment: the amount is held but not yet captured.',
  paymentNotPending: 'This payment has already been processed.',
};

const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000000000000002',
  uncaptured: '4000000000003220',
  unknown: '5555555555554444',
};

freezeDateAt(NOW);

// ----- Builders ----------------------------------------------------------------------------------------

/** A promo code record not in the database, for the ledger's and the state's pure functions. */
const promo = (overrides: Partial<PromoCodeRecord>): PromoCodeRecord => ({
  id: 1,
  code: 'PURE-1',
  kind: 'COMMISSION',
  value: 1.5,
  currency: null,
  createdAt: NOW.toISOString(),
  expiresAt: TODAY,
  maxUses: 5,
  usedCount: 0,
  expiredByHand: false,
  ...overrides,
});

/** Bids 1, 2, … worth these values, as chargeFor takes them. */
const bidsWorth = (...values: number[]) => values.map((value, bidId) => ({ bidId: bidId + 1, value }));

/** A DISCOUNT voucher worth `value` TRY, for chargeFor. */
const voucherOf = (value: number) => promo({ kind: 'DISCOUNT', value, currency: 'TRY' });

/**
 * chargeFor's whole answer, written short: its rate (%), commission, discount and amount, then the
 * lines of bids 1, 2, … each as its bid's value, its commission and what it is charged.
 */
const charge = (
  [commissionRatePercent, commission, discount, amount]: [number, number, number, number],
  ...lines: Array<[bidValue: number, commission: number, charged: number]>
) => ({
  commissionRatePercent,
  commission,
  discount,
  amount,
  lines: lines.map(([bidValue, commission, charged], i) => ({ bidId: i + 1, bidValue, commission, charged })),
});

/**
 * A promo check's whole answer in TRY: the code as stored, its rate (%), the commission before it,
 * what it took off and the commission left.
 */
const applied = (
  code: string,
  commissionRatePercent: number,
  before: number,
  discount: number,
  commission: number,
) => ({ code, commissionRatePercent, before, discount, commission, currency: 'TRY' });

const carrierId = () => demoOrganization('LOGISTIC').id;
const check = (token: string, code: string, currency = 'TRY') =>
  call(token, 'POST', endpoints.billing.checkPromo, { code, currency });
const confirm = (token: string, paymentId: unknown, cardNumber = CARDS.succeeds) =>
  confirmPayment(token, paymentId, cardNumber);
/** The admin's calls that save a promo code: `promoInput(overrides)` as a new code, or over code `id`. */
const create = (token: string, overrides: Record<string, unknown> = {}) =>
  call(token, 'POST', endpoints.promoCodes.list, promoInput(overrides));
const edit = (token: string, id: number, overrides: Record<string, unknown> = {}) =>
  call(token, 'PUT', endpoints.promoCodes.one(id), promoInput(overrides));
const usage = () => Object.fromEntries(readDb().promoCodes.map((p) => [p.code, p.usedCount]));
const promoInput = (overrides: Record<string, unknown> = {}) => ({
  code: 'BAKU-10',
  kind: 'COMMISSION',
  value: 2.5,
  currency: null,
  expiresAt: '2026-12-31',
  maxUses: 10,
  ...overrides,
});

async function balanceIn(token: string, currency: string) {
  const summary = await call(token, 'GET', endpoints.billing.summary);
  return (summary.body.balances as Array<{ currency: string }>).find((b) => b.currency === currency);
}

async function listedCodes(admin: string, query: string) {
  const { status, body } = await call(admin, 'GET', `${endpoints.promoCodes.list}?${query}`);
  expect(status).toBe(200);
  return (body.content as Array<{ code: string; state: string; usedCount: number }>).map((p) => ({
    code: p.code,
    state: p.state,
    usedCount: p.usedCount,
  }));
}

// ----- The ledger --------------------------------------------------------------------------------------

describe('the billing ledger', () => {
  it('rounds money to whole cents', () => {
    expect(roundMoney(1.234)).toBe(1.23);
    expect(roundMoney(1.236)).toBe(1.24);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(12.5)).toBe(12.5);
    expect(roundMoney(50_000)).toBe(50_000);
  });

  it('charges every line the standard 3 % without a promo code', () => {
    const charged = chargeFor(bidsWorth(1000, 555), null);
    expect(charged).toEqual(charge([3, 46.65, 0, 46.65], [1000, 30, 30], [555, 16.65, 16.65]));
  });

  it("charges every line at a COMMISSION code's rate and reports what it took off", () => {
    const rate = promo({ kind: 'COMMISSION', value: 1.5 });
    expect(chargeFor(bidsWorth(1000, 555), rate)).toEqual(
      charge([1.5, 46.65, 23.32, 23.33], [1000, 30, 15], [555, 16.65, 8.33]),
    );
  });

  it('shares a DISCOUNT voucher over the lines by their commission, at the standard rate', () => {
    const charged = chargeFor(bidsWorth(1000, 500), voucherOf(15));
    expect(charged).toEqual(charge([3, 45, 15, 30], [1000, 30, 20], [500, 15, 10]));
  });

  it('gives the rounding cents of a shared voucher to the last line', () => {
    expect(chargeFor(bidsWorth(1000, 1000, 1000), voucherOf(10))).toEqual(
      charge([3, 90, 10, 80], [1000, 30, 26.67], [1000, 30, 26.67], [1000, 30, 26.66]),
    );
  });

  it('charges 0 on every line, never less, for a voucher worth more than the commission', () => {
    const charged = chargeFor(bidsWorth(1000, 500), voucherOf(100));
    expect(charged).toEqual(charge([3, 45, 45, 0], [1000, 30, 0], [500, 15, 0]));
  });

  it('charges 0 for a voucher equal to the commission and one cent for a voucher one cent smaller', () => {
    const bids = bidsWorth(1000, 500);
    expect(chargeFor(bids, voucherOf(45))).toMatchObject({ amount: 0, discount: 45 });
    expect(chargeFor(bids, voucherOf(44.99))).toEqual(
      charge([3, 45, 44.99, 0.01], [1000, 30, 0.01], [500, 15, 0]),
    );
  });

  it('charges 0 without dividing by zero when the won bids carry no commission', () => {
    expect(chargeFor(bidsWorth(0, 0), voucherOf(5))).toEqual(charge([3, 0, 0, 0], [0, 0, 0], [0, 0, 0]));
  });

  it('charges nothing for no bids, with or without a voucher', () => {
    const nothing = charge([3, 0, 0, 0]);
    expect(chargeFor([], null)).toEqual(nothing);
    expect(chargeFor([], voucherOf(6))).toEqual(nothing);
  });

  describe('over the database', () => {
    /**
     * The demo carrier in TRY: won bids owed, settled by a succeeded or a 'paid' payment, with a
     * failed, a refunded and a pending attempt; bids not won; another carrier's bid and payment.
     */
    function givenTryLedger() {
      const inquiryId = givenInquiry({ status: 'approved' }).id;
      const won = (value: number, overrides: Partial<BidRecord> = {}) =>
        givenBid({ inquiryId, status: 'APPROVED', currency: 'TRY', value, ...overrides });
      const approved = won(1000); // owed 30
      const delivered = won(2000, { status: 'DELIVERED' }); // paid 60
      const completed = won(500, { status: 'COMPLETED' }); // paid 7.5 of 15
      const declined = won(100); // owed 3
      const refunded = won(700); // owed 21
      const pending = won(300); // owed 9
      won(400, { status: 'PENDING' });
      won(400, { status: 'LOST' });
      const other = organizationOf(OTHER_CARRIER).id;
      const othersBid = won(1000, { organizationId: other });
      const othersPayment = givenTransaction({
        organizationId: other,
        bidIds: [othersBid.bidId],
        amount: 10.25,
      });
      const deliveredPayment = givenTransaction({ bidIds: [delivered.bidId] });
      const completedPayment = givenTransaction({
        bidIds: [completed.bidId],
        status: 'paid',
        amount: 7.5,
        discount: 7.5,
        promoCode: 'RATE-15',
        lines: [{ bidId: completed.bidId, bidValue: 500, commission: 15, charged: 7.5 }],
      });
      givenTransaction({ bidIds: [declined.bidId], status: 'failed' });
      givenTransaction({ bidIds: [refunded.bidId], status: 'refunded' });
      givenTransaction({ bidIds: [pending.bidId], status: 'pending' });
      return {
        approved,
        delivered,
        completed,
        declined,
        refunded,
        pending,
        othersBid,
        othersPayment,
        deliveredPayment,
        completedPayment,
      };
    }

    it('lists as won only the approved, delivered and completed bids of the organisation', () => {
      const ledger = givenTryLedger();
      const won = wonBidsOf(readDb(), carrierId()).filter((b) => b.currency === 'TRY');
      expect(won.map((b) => b.bidId)).toEqual(
        [
          ledger.approved,
          ledger.delivered,
          ledger.completed,
          ledger.declined,
          ledger.refunded,
          ledger.pending,
        ].map((b) => b.bidId),
      );
    });

    it("settles a bid only by a succeeded or paid payment of the bid's organisation", () => {
      const ledger = givenTryLedger();
      const settled = settledLines(readDb(), carrierId());
      const mine = [ledger.approved, ledger.delivered, ledger.completed, ledger.declined, ledger.refunded];
      const tryBids = [...mine, ledger.pending, ledger.othersBid].map((b) => b.bidId);
      expect([...settled.keys()].filter((id) => tryBids.includes(id))).toEqual([
        ledger.delivered.bidId,
        ledger.completed.bidId,
      ]);
      expect(settled.get(ledger.completed.bidId)).toEqual({
        line: { bidId: ledger.completed.bidId, bidValue: 500, commission: 15, charged: 7.5 },
        transaction: ledger.completedPayment,
      });
      expect(settled.get(ledger.delivered.bidId)).toEqual({
        line: { bidId: ledger.delivered.bidId, bidValue: 2000, commission: 60, charged: 60 },
        transaction: ledger.deliveredPayment,
      });
      expect(settledLines(readDb(), organizationOf(OTHER_CARRIER).id).get(ledger.othersBid.bidId)).toEqual({
        line: { bidId: ledger.othersBid.bidId, bidValue: 1000, commission: 30, charged: 30 },
        transaction: ledger.othersPayment,
      });
    });

    it('owes the standard commission of unsettled won bids and counts as paid what settled payments charged', () => {
      givenTryLedger();
      givenTransaction({ currency: 'RUB', amount: 0.1, lines: [] });
      givenTransaction({ currency: 'RUB', amount: 0.2, lines: [] });
      givenTransaction({ currency: 'RUB', amount: 5, lines: [], status: 'failed' });
      const balances = balancesOf(readDb(), carrierId()).filter((b) => ['TRY', 'RUB'].includes(b.currency));
      expect(balances).toEqual([
        { currency: 'TRY', owed: 63, paid: 67.5 },
        { currency: 'RUB', owed: 0, paid: 0.3 },
      ]);
    });

    it('adds owed commissions up to whole cents', () => {
      givenWonBid(3.34, 'RUB'); // 0.1
      givenWonBid(6.67, 'RUB'); // 0.2
      expect(balancesOf(readDb(), carrierId()).find((b) => b.currency === 'RUB')).toEqual({
        currency: 'RUB',
        owed: 0.3,
        paid: 0,
      });
    });

    it("reads a settled bid's commission from its payment and an unsettled one's at the standard rate", () => {
      const ledger = givenTryLedger();
      const db = readDb();
      expect(bidCommission(db, ledger.completed)).toBe(7.5);
      expect(bidCommission(db, ledger.delivered)).toBe(60);
      expect(bidCommission(db, ledger.approved)).toBe(30);
      expect(bidCommission(db, ledger.declined)).toBe(3);
      expect(bidCommission(db, ledger.completed, new Map())).toBe(15);
    });

    it("adds up every carrier's paid amounts per currency, in currency order, leaving importers out", () => {
      givenTryLedger();
      givenTransaction({ currency: 'RUB', amount: 0.1, lines: [] });
      givenTransaction({ currency: 'RUB', amount: 0.2, lines: [] });
      givenTransaction({
        organizationId: demoOrganization('IMPORTER').id,
        currency: 'TRY',
        amount: 99,
        lines: [],
      });
      const volume = paidVolumeByCurrency(readDb());
      expect(volume.filter((v) => ['TRY', 'RUB'].includes(v.currency))).toEqual([
        { currency: 'RUB', value: 0.3 },
        { currency: 'TRY', value: 77.75 },
      ]);
      const currencies = volume.map((v) => v.currency);
      expect(currencies).toEqual([...currencies].sort());
      expect(currencies).toContain('USD');
    });
  });
});

// ----- Promo code states --------------------------------------------------------------------------------

describe('promo code states', () => {
  it('a code is active through its last day and expired from the day after', () => {
    expect(promoState(promo({ expiresAt: TODAY }), TODAY)).toBe('active');
    expect(promoState(promo({ expiresAt: YESTERDAY }), TODAY)).toBe('expired');
    expect(promoState(promo({ expiresAt: '2026-03-09' }), TODAY)).toBe('active');
  });

  it("reads today on Baku's clock when no day is given", () => {
    expect(promoState(promo({ expiresAt: TODAY }))).toBe('active');
    vi.setSystemTime(MIDNIGHT);
    expect(promoState(promo({ expiresAt: TODAY }))).toBe('expired');
  });

  it('a code expired by hand is expired whatever its last day', () => {
    expect(promoState(promo({ expiresAt: '2099-12-31', expiredByHand: true }), TODAY)).toBe('expired');
  });

  it('a code is active below its limit and used up at or past it', () => {
    expect(promoState(promo({ maxUses: 5, usedCount: 4 }), TODAY)).toBe('active');
    expect(promoState(promo({ maxUses: 5, usedCount: 5 }), TODAY)).toBe('used_up');
    expect(promoState(promo({ maxUses: 5, usedCount: 6 }), TODAY)).toBe('used_up');
  });

  it('an expired code that is also used up reads as expired', () => {
    expect(promoState(promo({ expiresAt: YESTERDAY, maxUses: 1, usedCount: 1 }), TODAY)).toBe('expired');
    expect(promoState(promo({ expiredByHand: true, maxUses: 1, usedCount: 1 }), TODAY)).toBe('expired');
  });
});

// ----- The admin's promo codes ---------------------------------------------------------------------------

describe("the admin's promo codes over HTTP", () => {
  const codeTaken = {
    status: 409,
    body: { message: MESSAGES.promoExists, errors: { code: MESSAGES.promoExists } },
  };

  it('creates a COMMISSION code under the next id, active and unused, without a currency', async () => {
    const admin = await tokenFor(ADMIN);
    const id = Math.max(...readDb().promoCodes.map((p) => p.id)) + 1;
    const created = await create(admin, { currency: 'EUR' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id,
      code: 'BAKU-10',
      kind: 'COMMISSION',
      value: 2.5,
      currency: null,
      createdAt: NOW.toISOString(),
      expiresAt: '2026-12-31',
      maxUses: 10,
      usedCount: 0,
      state: 'active',
    });
    expect(readDb().promoCodes.find((p) => p.id === id)).toMatchObject({ expiredByHand: false });
  });

  it('creates a DISCOUNT code with its currency', async () => {
    const admin = await tokenFor(ADMIN);
    const voucher = { code: 'TRY-20', kind: 'DISCOUNT', value: 20, currency: 'TRY' };
    const created = await create(admin, { ...voucher, expiresAt: TODAY });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...voucher, state: 'active' });
  });

  it('refuses a second code with the same code, naming the field', async () => {
    const admin = await tokenFor(ADMIN);
    givenPromoCode({ code: 'BAKU-10' });
    const count = readDb().promoCodes.length;
    const again = await create(admin);
    expect(again).toEqual(codeTaken);
    expect(readDb().promoCodes).toHaveLength(count);
  });

  it('edits a code in place, keeping its own code, and drops the currency of a COMMISSION code', async () => {
    const admin = await tokenFor(ADMIN);
    const promo = givenPromoCode({
      code: 'EDIT-ME',
      kind: 'DISCOUNT',
      value: 20,
      currency: 'EUR',
      usedCount: 3,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const rate = { code: 'EDIT-ME', kind: 'COMMISSION', value: 2, expiresAt: '2026-04-30', maxUses: 7 };
    const edited = await edit(admin, promo.id, { ...rate, currency: 'EUR' });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      ...rate,
      id: promo.id,
      currency: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      usedCount: 3,
      state: 'active',
    });
    const voucher = { kind: 'DISCOUNT', value: 5, currency: 'TRY' };
    const asVoucher = await edit(admin, promo.id, { ...voucher, code: 'EDIT-ME', maxUses: 3 });
    expect(asVoucher.body).toMatchObject({ ...voucher, id: promo.id, state: 'used_up' });
  });

  it("refuses to rename a code to another code's", async () => {
    const admin = await tokenFor(ADMIN);
    const promo = givenPromoCode({ code: 'FIRST-1' });
    givenPromoCode({ code: 'SECOND-2' });
    const renamed = await edit(admin, promo.id, { code: 'SECOND-2' });
    expect(renamed).toEqual(codeTaken);
    expect(readDb().promoCodes.find((p) => p.id === promo.id)).toEqual(promo);
  });

  it('answers 404 for editing or expiring a code that does not exist', async () => {
    const admin = await tokenFor(ADMIN);
    const missing = nextId(readDb().promoCodes);
    const notFound = refusal(404, MESSAGES.notFound);
    expect(await edit(admin, missing)).toEqual(notFound);
    expect(await call(admin, 'POST', endpoints.promoCodes.expire(missing))).toEqual(notFound);
  });

  it('expires a code by hand', async () => {
    const admin = await tokenFor(ADMIN);
    const promo = givenPromoCode({ code: 'HAND-1', expiresAt: '2099-12-31' });
    const expired = await call(admin, 'POST', endpoints.promoCodes.expire(promo.id));
    expect(expired.status).toBe(200);
    const { expiredByHand: _, ...dto } = promo;
    expect(expired.body).toEqual({ ...dto, state: 'expired' });
    expect(await listedCodes(admin, 'search=HAND-1')).toEqual([
      { code: 'HAND-1', state: 'expired', usedCount: 0 },
    ]);
  });

  it('brings a hand-expired code back when its last day is moved to today', async () => {
    const admin = await tokenFor(ADMIN);
    const promo = givenPromoCode({ code: 'BACK-1', expiresAt: '2026-02-01', expiredByHand: true });
    const edited = await edit(admin, promo.id, { code: 'BACK-1', expiresAt: TODAY });
    expect(edited.body).toMatchObject({ id: promo.id, expiresAt: TODAY, state: 'active' });
  });

  it('keeps a hand-expired code expired by hand when its last day is moved into the past', async () => {
    const admin = await tokenFor(ADMIN);
    const promo = givenPromoCode({ code: 'PAST-1', expiredByHand: true });
    const edited = await edit(admin, promo.id, { code: 'PAST-1', expiresAt: YESTERDAY });
    expect(edited.body).toMatchObject({ id: promo.id, expiresAt: YESTERDAY, state: 'expired' });
    expect(readDb().promoCodes.find((p) => p.id === promo.id)).toMatchObject({ expiredByHand: true });
  });

  it('lists codes newest first, searched case-insensitively and trimmed', async () => {
    const admin = await tokenFor(ADMIN);
    const middle = givenPromoCode({ code: 'SORT-B', createdAt: '2026-03-01T10:00:00.000Z' });
    givenPromoCode({ code: 'SORT-A', createdAt: '2026-03-05T10:00:00.000Z' });
    givenPromoCode({ code: 'SORT-C', createdAt: '2026-02-01T10:00:00.000Z' });
    const page = await call(
      admin,
      'GET',
      `${endpoints.promoCodes.list}?search=${encodeURIComponent(' sort- ')}`,
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 0, size: 10, totalElements: 3 });
    const content = page.body.content as Array<{ code: string }>;
    expect(content.map((p) => p.code)).toEqual(['SORT-A', 'SORT-B', 'SORT-C']);
    const { expiredByHand: _, ...dto } = middle;
    expect(content[1]).toEqual({ ...dto, state: 'active' });
    expect(await listedCodes(admin, 'search=NOPE-X')).toEqual([]);
  });

  it('filters the list by state', async () => {
    const admin = await tokenFor(ADMIN);
    givenPromoCode({ code: 'STATE-A', createdAt: '2026-03-03T00:00:00.000Z' });
    givenPromoCode({ code: 'STATE-E', expiresAt: YESTERDAY, createdAt: '2026-03-02T00:00:00.000Z' });
    givenPromoCode({ code: 'STATE-U', maxUses: 2, usedCount: 2, createdAt: '2026-03-01T00:00:00.000Z' });
    const codes = async (state: string) =>
      (await listedCodes(admin, `search=STATE-${state ? `&state=${state}` : ''}`)).map((p) => p.code);
    expect(await codes('')).toEqual(['STATE-A', 'STATE-E', 'STATE-U']);
    expect(await codes('active')).toEqual(['STATE-A']);
    expect(await codes('expired')).toEqual(['STATE-E']);
    expect(await codes('used_up')).toEqual(['STATE-U']);
  });

  it('lets only an admin list, create, edit or expire promo codes', async () => {
    const promo = givenPromoCode({ code: 'ROLE-1' });
    const forbidden = refusal(403, MESSAGES.forbiddenRole);
    for (const email of [CARRIER, IMPORTER]) {
      const token = await tokenFor(email);
      expect(await call(token, 'GET', endpoints.promoCodes.list)).toEqual(forbidden);
      expect(await create(token)).toEqual(forbidden);
      expect(await edit(token, promo.id)).toEqual(forbidden);
      expect(await call(token, 'POST', endpoints.promoCodes.expire(promo.id))).toEqual(forbidden);
    }
    expect(await call('', 'GET', endpoints.promoCodes.list)).toEqual(refusal(403, MESSAGES.unauthorized));
    expect(readDb().promoCodes.find((p) => p.id === promo.id)).toEqual(promo);
    expect((await call(await tokenFor(ADMIN), 'GET', endpoints.promoCodes.list)).status).toBe(200);
  });
});

// ----- Checking a promo code ----------------------------------------------------------------------------

describe('checking a promo code', () => {
  /** The demo carrier checks `typed`, owing 46.65 TRY on won bids of 1000 and 555, with `stored` saved. */
  async function checkOnBidsOf1000And555(typed: string, stored: Parameters<typeof givenPromoCode>[0]) {
    givenWonBid(1000);
    givenWonBid(555);
    givenPromoCode(stored);
    return check(await tokenFor(CARRIER), typed);
  }

  it('applies a COMMISSION code typed in lower case with spaces to the unpaid bids of the currency', async () => {
    const checked = await checkOnBidsOf1000And555('  rate-15 ', {
      code: 'RATE-15',
      kind: 'COMMISSION',
      value: 1.5,
    });
    expect(checked).toEqual({ status: 200, body: applied('RATE-15', 1.5, 46.65, 23.32, 23.33) });
  });

  it("applies a DISCOUNT voucher in the balance's currency at the standard rate", async () => {
    const voucher = { code: 'TRY-TEN', kind: 'DISCOUNT', value: 10, currency: 'TRY' } as const;
    const checked = await checkOnBidsOf1000And555('Try-Ten', voucher);
    expect(checked).toEqual({ status: 200, body: applied('TRY-TEN', 3, 46.65, 10, 36.65) });
  });

  it('takes a voucher worth more than the commission down to 0, never below', async () => {
    const voucher = { code: 'TRY-BIG', kind: 'DISCOUNT', value: 100, currency: 'TRY' } as const;
    const checked = await checkOnBidsOf1000And555('TRY-BIG', voucher);
    expect(checked.body).toEqual(applied('TRY-BIG', 3, 46.65, 46.65, 0));
  });

  it('refuses a voucher in another currency with 422 and takes it in its own', async () => {
    givenWonBid(1000);
    givenWonBid(500, 'EUR');
    givenPromoCode({ code: 'EURO-5', kind: 'DISCOUNT', value: 5, currency: 'EUR' });
    const carrier = await tokenFor(CARRIER);
    expect(await check(carrier, 'EURO-5', 'TRY')).toEqual(refusal(422, MESSAGES.promoCurrency));
    expect(await check(carrier, 'EURO-5', 'EUR')).toMatchObject({
      status: 200,
      body: { commission: 10, before: 15, discount: 5 },
    });
  });

  it('refuses an unknown code with 404', async () => {
    givenWonBid(1000);
    givenPromoCode({ code: 'REAL-CODE' });
    const carrier = await tokenFor(CARRIER);
    expect(await check(carrier, 'REAL-CODES')).toEqual(refusal(404, MESSAGES.promoUnknown));
    expect(await check(carrier, '')).toEqual(refusal(404, MESSAGES.promoUnknown));
  });

  it('takes a code through the last second of its last day in Baku and refuses it with 410 from midnight', async () => {
    givenWonBid(1000);
    givenPromoCode({ code: 'LAST-DAY', expiresAt: TODAY });
    givenPromoCode({ code: 'GONE-DAY', expiresAt: YESTERDAY });
    const carrier = await tokenFor(CARRIER);
    expect(await check(carrier, 'LAST-DAY')).toMatchObject({ status: 200, body: { commission: 15 } });
    expect(await check(carrier, 'GONE-DAY')).toEqual(refusal(410, MESSAGES.promoExpired));
    vi.setSystemTime(MIDNIGHT);
    expect(await check(carrier, 'LAST-DAY')).toEqual(refusal(410, MESSAGES.promoExpired));
  });

  it('refuses a code expired by hand with 410', async () => {
    givenWonBid(1000);
    givenPromoCode({ code: 'HAND-OFF', expiredByHand: true });
    const carrier = await tokenFor(CARRIER);
    expect(await check(carrier, 'HAND-OFF')).toEqual(refusal(410, MESSAGES.promoExpired));
  });

  it('takes a code used one time less than its limit and refuses one used up to it with 409', async () => {
    givenWonBid(1000);
    givenPromoCode({ code: 'ONE-LEFT', maxUses: 5, usedCount: 4 });
    givenPromoCode({ code: 'NONE-LEFT', maxUses: 5, usedCount: 5 });
    givenPromoCode({ code: 'OLD-AND-USED', maxUses: 1, usedCount: 1, expiresAt: YESTERDAY });
    const carrier = await tokenFor(CARRIER);
    expect(await check(carrier, 'ONE-LEFT')).toMatchObject({ status: 200, body: { code: 'ONE-LEFT' } });
    expect(await check(carrier, 'NONE-LEFT')).toEqual(refusal(409, MESSAGES.promoUsedUp));
    expect(await check(carrier, 'OLD-AND-USED')).toEqual(refusal(410, MESSAGES.promoExpired));
  });

  it('answers 409 when nothing is owed in the currency, before looking at the code', async () => {
    givenWonBid(1000);
    givenPromoCode({ code: 'RUB-OK', kind: 'DISCOUNT', value: 5, currency: 'RUB' });
    const carrier = await tokenFor(CARRIER);
    const nothingOwed = refusal(409, MESSAGES.nothingOwed);
    expect(await check(carrier, 'RUB-OK', 'RUB')).toEqual(nothingOwed);
    expect(await check(carrier, 'NO-SUCH-CODE', 'RUB')).toEqual(nothingOwed);
  });

  it('leaves settled bids out of what a code is applied to, and pending or failed payments in', async () => {
    const settled = givenWonBid(1000).bid;
    const attempted = givenWonBid(555).bid;
    givenTransaction({ bidIds: [settled.bidId] });
    givenTransaction({ bidIds: [attempted.bidId], status: 'failed' });
    givenTransaction({ bidIds: [attempted.bidId], status: 'pending' });
    givenPromoCode({ code: 'RATE-15' });
    const carrier = await tokenFor(CARRIER);
    expect((await check(carrier, 'RATE-15')).body).toEqual(applied('RATE-15', 1.5, 16.65, 8.32, 8.33));
    givenTransaction({ bidIds: [attempted.bidId] });
    expect(await check(carrier, 'RATE-15')).toEqual(refusal(409, MESSAGES.nothingOwed));
  });

  it("does not count another carrier's won bids", async () => {
    givenWonBid(1000, 'TRY', { organizationId: organizationOf(OTHER_CARRIER).id });
    givenPromoCode({ code: 'RATE-15' });
    const carrier = await tokenFor(CARRIER);
    expect(await check(carrier, 'RATE-15')).toEqual(refusal(409, MESSAGES.nothingOwed));
  });

  it('refuses a check without a code or a currency with 400', async () => {
    givenWonBid(1000);
    const carrier = await tokenFor(CARRIER);
    const invalid = await call(carrier, 'POST', endpoints.billing.checkPromo, {});
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors as object).sort()).toEqual(['code', 'currency']);
  });

  it('lets only a carrier check a promo code', async () => {
    givenWonBid(1000);
    givenPromoCode({ code: 'RATE-15' });
    for (const email of [ADMIN, IMPORTER])
      expect(await check(await tokenFor(email), 'RATE-15')).toEqual(refusal(403, MESSAGES.forbiddenRole));
    expect((await check(await tokenFor(CARRIER), 'RATE-15')).status).toBe(200);
  });
});

// ----- Starting a payment -------------------------------------------------------------------------------

describe('starting a payment', () => {
  const nextPaymentId = () => readDb().transactions.reduce((max, t) => Math.max(max, t.id), 9000) + 1;

  it("starts a pending card payment of the currency's whole balance at the standard rate", async () => {
    const a = givenWonBid(1000);
    const b = givenWonBid(555);
    const carrier = await tokenFor(CARRIER);
    const organization = demoOrganization('LOGISTIC');
    const id = nextPaymentId();
    const started = await startPayment(carrier);
    expect(started).toEqual({
      status: 201,
      body: {
        id,
        organizationId: organization.id,
        organizationName: organization.organizaName,
        amount: 46.65,
        commission: 46.65,
        discount: 0,
        commissionRatePercent: 3,
        currency: 'TRY',
        status: 'pending',
        paymentMethod: 'CARD',
        cardLast4: null,
        description: `3% · ${a.inquiry.inquiryCode}, ${b.inquiry.inquiryCode}`,
        failureReason: null,
        promoCode: null,
        createdAt: NOW.toISOString(),
        paymentDate: null,
        invoiceId: null,
      },
    });
    expect(readDb().transactions.find((t) => t.id === id)).toMatchObject({
      bidIds: [a.bid.bidId, b.bid.bidId],
      lines: [
        { bidId: a.bid.bidId, bidValue: 1000, commission: 30, charged: 30 },
        { bidId: b.bid.bidId, bidValue: 555, commission: 16.65, charged: 16.65 },
      ],
    });
    expect(await balanceIn(carrier, 'TRY')).toEqual({ currency: 'TRY', owed: 46.65, paid: 0 });
  });

  it('starts a payment with a promo code, recording the code as it is stored', async () => {
    const a = givenWonBid(1000);
    const b = givenWonBid(555);
    givenPromoCode({ code: 'RATE-15' });
    const carrier = await tokenFor(CARRIER);
    const id = nextPaymentId();
    const started = await startPayment(carrier, 'TRY', ' rate-15 ');
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      id,
      amount: 23.33,
      commission: 46.65,
      discount: 23.32,
      commissionRatePercent: 1.5,
      status: 'pending',
      promoCode: 'RATE-15',
    });
    expect(readDb().transactions.find((t) => t.id === id)!.lines).toEqual([
      { bidId: a.bid.bidId, bidValue: 1000, commission: 30, charged: 15 },
      { bidId: b.bid.bidId, bidValue: 555, commission: 16.65, charged: 8.33 },
    ]);
  });

  it('starts a payment of 0 with a voucher worth more than the commission', async () => {
    givenWonBid(1000);
    givenWonBid(500);
    givenPromoCode({ code: 'TRY-BIG', kind: 'DISCOUNT', value: 100, currency: 'TRY' });
    const carrier = await tokenFor(CARRIER);
    const started = await startPayment(carrier, 'TRY', 'TRY-BIG');
    expect(started.body).toMatchObject({ amount: 0, commission: 45, discount: 45, promoCode: 'TRY-BIG' });
  });

  it('refuses a payment with a code that does not apply, for the same reasons as the check', async () => {
    givenWonBid(1000);
    givenPromoCode({ code: 'GONE-DAY', expiresAt: YESTERDAY });
    givenPromoCode({ code: 'NONE-LEFT', maxUses: 1, usedCount: 1 });
    givenPromoCode({ code: 'EURO-5', kind: 'DISCOUNT', value: 5, currency: 'EUR' });
    const carrier = await tokenFor(CARRIER);
    const count = readDb().transactions.length;
    expect(await startPayment(carrier, 'TRY', 'NO-SUCH')).toEqual(refusal(404, MESSAGES.promoUnknown));
    expect(await startPayment(carrier, 'TRY', 'GONE-DAY')).toEqual(refusal(410, MESSAGES.promoExpired));
    expect(await startPayment(carrier, 'TRY', 'NONE-LEFT')).toEqual(refusal(409, MESSAGES.promoUsedUp));
    expect(await startPayment(carrier, 'TRY', 'EURO-5')).toEqual(refusal(422, MESSAGES.promoCurrency));
    expect(readDb().transactions).toHaveLength(count);
  });

  it('answers 409 when no commission is owed in the currency', async () => {
    const bid = givenWonBid(1000).bid;
    givenTransaction({ bidIds: [bid.bidId] });
    const carrier = await tokenFor(CARRIER);
    const nothingOwed = refusal(409, MESSAGES.nothingOwed);
    expect(await startPayment(carrier, 'TRY')).toEqual(nothingOwed);
    expect(await startPayment(carrier, 'RUB')).toEqual(nothingOwed);
  });

  it('takes a payment of exactly 50,000 and refuses one of 50,000.01', async () => {
    givenWonBid(1_666_666.67); // 50,000.00
    givenWonBid(1_666_667, 'RUB'); // 50,000.01
    const carrier = await tokenFor(CARRIER);
    expect(await startPayment(carrier, 'TRY')).toMatchObject({ status: 201, body: { amount: 50_000 } });
    expect(await startPayment(carrier, 'RUB')).toEqual(refusal(422, MESSAGES.paymentTooLarge));
  });

  it('measures the 50,000 limit on what is charged after the promo code', async () => {
    givenWonBid(1_666_667); // 50,000.01
    givenPromoCode({ code: 'CENT-OFF', kind: 'DISCOUNT', value: 0.01, currency: 'TRY' });
    const carrier = await tokenFor(CARRIER);
    expect(await startPayment(carrier, 'TRY', 'CENT-OFF')).toMatchObject({
      status: 201,
      body: { amount: 50_000, commission: 50_000.01, discount: 0.01 },
    });
  });

  it('describes a won bid whose inquiry is gone with an empty code', async () => {
    const { inquiry } = givenWonBid(1000);
    writeDb((db) => {
      db.inquiries = db.inquiries.filter((i) => i.id !== inquiry.id);
    });
    const carrier = await tokenFor(CARRIER);
    expect(await startPayment(carrier, 'TRY')).toMatchObject({
      status: 201,
      body: { amount: 30, description: '3% · ' },
    });
  });

  it('refuses payments from a suspended carrier', async () => {
    givenWonBid(1000);
    const carrier = await tokenFor(CARRIER);
    suspendOrganization(demoOrganization('LOGISTIC'));
    expect(await startPayment(carrier, 'TRY')).toEqual(refusal(403, MESSAGES.suspended));
  });

  it('lets only a carrier start a payment', async () => {
    givenWonBid(1000);
    for (const email of [ADMIN, IMPORTER])
      expect(await startPayment(await tokenFor(email), 'TRY')).toEqual(refusal(403, MESSAGES.forbiddenRole));
  });
});

// ----- Paying by card -----------------------------------------------------------------------------------

describe('paying by card', () => {
  /** The confirmation's answer when the card was not charged: the started payment, with what the bank said. */
  const notCharged = (
    started: { body: Record<string, unknown> },
    status: string,
    cardLast4: string,
    failureReason: string,
  ) => ({ status: 200, body: { ...started.body, status, cardLast4, failureReason } });
  /** No invoice was added to the `invoices` there were, and the 30 TRY of the bid of 1000 is still owed. */
  async function expectNothingSettled(carrier: string, invoices: number) {
    expect(readDb().invoices).toHaveLength(invoices);
    expect(await balanceIn(carrier, 'TRY')).toEqual({ currency: 'TRY', owed: 30, paid: 0 });
  }
  const nextInvoiceId = () => readDb().invoices.reduce((max, i) => Math.max(max, i.id), 7000) + 1;

  it('settles the payment with the good test card, spaced as typed, and issues its invoice', async () => {
    const a = givenWonBid(1000);
    const b = givenWonBid(555);
    const carrier = await tokenFor(CARRIER);
    const started = await startPayment(carrier);
    const invoiceId = nextInvoiceId();
    const paid = await confirm(carrier, started.body.id, CARDS.succeeds);
    expect(paid).toEqual({
      status: 200,
      body: {
        ...started.body,
        status: 'succeeded',
        cardLast4: '4242',
        paymentDate: NOW.toISOString(),
        invoiceId,
      },
    });
    const invoice = await call(carrier, 'GET', endpoints.billing.invoice(invoiceId));
    expect(invoice.status).toBe(200);
    expect(invoice.body).toMatchObject({
      id: invoiceId,
      number: `YB-2026-${invoiceId}`,
      issuedAt: NOW.toISOString(),
      transactionId: started.body.id,
      amount: 46.65,
      commission: 46.65,
      discount: 0,
      currency: 'TRY',
      status: 'succeeded',
      cardLast4: '4242',
      lines: [
        { bidValue: 1000, commission: 30, charged: 30, inquiryCode: a.inquiry.inquiryCode },
        { bidValue: 555, commission: 16.65, charged: 16.65, inquiryCode: b.inquiry.inquiryCode },
      ],
    });
    expect(readDb().invoices.find((i) => i.id === invoiceId)).toEqual({
      id: invoiceId,
      number: `YB-2026-${invoiceId}`,
      organizationId: carrierId(),
      transactionId: started.body.id,
      issuedAt: NOW.toISOString(),
    });
    expect(await balanceIn(carrier, 'TRY')).toEqual({ currency: 'TRY', owed: 0, paid: 46.65 });
    expect(await startPayment(carrier, 'TRY')).toEqual(refusal(409, MESSAGES.nothingOwed));
  });

  it('counts a promo code used once a payment with it succeeds, and only that code', async () => {
    givenWonBid(1000);
    givenPromoCode({ code: 'RATE-15', usedCount: 4 });
    givenPromoCode({ code: 'RATE-16', usedCount: 4 });
    const carrier = await tokenFor(CARRIER);
    const started = await startPayment(carrier, 'TRY', 'rate-15');
    const before = usage();
    expect(await confirm(carrier, started.body.id)).toMatchObject({
      status: 200,
      body: { status: 'succeeded', amount: 15, promoCode: 'RATE-15' },
    });
    expect(usage()).toEqual({ ...before, 'RATE-15': 5 });
    expect(await balanceIn(carrier, 'TRY')).toEqual({ currency: 'TRY', owed: 0, paid: 15 });
  });

  it('leaves every code unused by a payment made without one', async () => {
    givenWonBid(1000);
    const carrier = await tokenFor(CARRIER);
    const started = await startPayment(carrier);
    const before = usage();
    expect((await confirm(carrier, started.body.id)).body).toMatchObject({
      status: 'succeeded',
      promoCode: null,
    });
    expect(usage()).toEqual(before);
  });

  it('uses a code up when its last allowed payment succeeds, and not before', async () => {
    givenWonBid(1000);
    givenPromoCode({ code: 'TWICE-ONLY', maxUses: 2, usedCount: 0 });
    const admin = await tokenFor(ADMIN);
    const carrier = await tokenFor(CARRIER);
    await confirm(carrier, (await startPayment(carrier, 'TRY', 'TWICE-ONLY')).body.id);
    expect(await listedCodes(admin, 'search=TWICE-ONLY')).toEqual([
      { code: 'TWICE-ONLY', state: 'active', usedCount: 1 },
    ]);
    givenWonBid(2000);
    expect(await check(carrier, 'TWICE-ONLY')).toMatchObject({ status: 200, body: { commission: 30 } });
    await confirm(carrier, (await startPayment(carrier, 'TRY', 'TWICE-ONLY')).body.id);
    expect(await listedCodes(admin, 'search=TWICE-ONLY')).toEqual([
      { code: 'TWICE-ONLY', state: 'used_up', usedCount: 2 },
    ]);
    givenWonBid(3000);
    expect(await check(carrier, 'TWICE-ONLY')).toEqual(refusal(409, MESSAGES.promoUsedUp));
  });

  it('fails a declined card without settling, invoicing or using the code', async () => {
    givenWonBid(1000);
    givenPromoCode({ code: 'RATE-15' });
    const carrier = await tokenFor(CARRIER);
    const started = await startPayment(carrier, 'TRY', 'RATE-15');
    const invoices = readDb().invoices.length;
    const before = usage();
    expect(await confirm(carrier, started.body.id, CARDS.declined)).toEqual(
      notCharged(started, 'failed', '0002', MESSAGES.cardDeclined),
    );
    expect(usage()).toEqual(before);
    await expectNothingSettled(carrier, invoices);
  });

  it('leaves a payment the bank has not captured uncaptured and unsettled', async () => {
    givenWonBid(1000);
    const carrier = await tokenFor(CARRIER);
    const started = await startPayment(carrier);
    const invoices = readDb().invoices.length;
    const uncaptured = await confirm(carrier, started.body.id, CARDS.uncaptured);
    expect(uncaptured).toEqual(notCharged(started, 'uncaptured', '3220', MESSAGES.paymentUncaptured));
    await expectNothingSettled(carrier, invoices);
  });

  it('fails an unknown card that passes the Luhn check', async () => {
    givenWonBid(1000);
    const carrier = await tokenFor(CARRIER);
    const started = await startPayment(carrier);
    const unknown = await confirm(carrier, started.body.id, CARDS.unknown);
    expect(unknown).toEqual(notCharged(started, 'failed', '4444', MESSAGES.cardUnknown));
  });

  it('refuses to confirm a payment that is no longer pending', async () => {
    givenWonBid(1000);
    const carrier = await tokenFor(CARRIER);
    const failed = await startPayment(carrier);
    await confirm(carrier, failed.body.id, CARDS.declined);
    const notPending = refusal(409, MESSAGES.paymentNotPending);
    expect(await confirm(carrier, failed.body.id)).toEqual(notPending);
    const paid = await startPayment(carrier);
    expect((await confirm(carrier, paid.body.id)).status).toBe(200);
    expect(await confirm(carrier, paid.body.id)).toEqual(notPending);
    expect(await balanceIn(carrier, 'TRY')).toEqual({ currency: 'TRY', owed: 0, paid: 30 });
  });

  it('lets only the carrier that started a payment confirm it, and not while suspended', async () => {
    givenWonBid(1000);
    const carrier = await tokenFor(CARRIER);
    const started = await startPayment(carrier);
    expect(await confirm(await tokenFor(OTHER_CARRIER), started.body.id)).toEqual(
      refusal(404, MESSAGES.notFound),
    );
    for (const email of [ADMIN, IMPORTER])
      expect(await confirm(await tokenFor(email), started.body.id)).toEqual(
        refusal(403, MESSAGES.forbiddenRole),
      );
    suspendOrganization(demoOrganization('LOGISTIC'));
    expect(await confirm(carrier, started.body.id)).toEqual(refusal(403, MESSAGES.suspended));
    expect(readDb().transactions.find((t) => t.id === started.body.id)).toMatchObject({
      status: 'pending',
      cardLast4: null,
    });
  });
});
