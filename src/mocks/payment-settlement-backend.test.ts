import { endpoints } from '@/config/endpoints';
import { givenPromoCode, givenWonBid } from '@tests/utils/factories';
import { readDb, writeDb } from './db/db';
import { call, tokenFor } from './test-api';
import { cardInput, confirmPayment, refusal, startPayment } from '@tests/utils/backend-rules';

// A carrier may start two payments of the same balance (two tabs, a retry after a dropped answer).
// The card is charged only for what is still owed as quoted: once one of them has settled the bids,
// confirming the other is refused before the card is touched, and so is a payment whose promo code
// ran out or expired between its start and its confirmation.

const CARRIER = 'carrier@demo.az';
const GOOD_CARD = cardInput('4242424242424242');

const confirm = (token: string, paymentId: unknown) => confirmPayment(token, paymentId, GOOD_CARD.cardNumber);
const invoices = () => readDb().invoices.length;

describe('confirming a payment whose balance changed since it started', () => {
  /** Won bids of 1000 TRY and 800 RUB, and a payment of each started with `code` (allowed `maxUses`). */
  async function paymentsInTryAndRubWith(code: string, maxUses: number) {
    givenWonBid(1000, 'TRY');
    givenWonBid(800, 'RUB');
    givenPromoCode({ code, maxUses });
    const carrier = await tokenFor(CARRIER);
    const lira = await startPayment(carrier, 'TRY', code);
    return { carrier, lira, roubles: await startPayment(carrier, 'RUB', code) };
  }

  it('refuses the second of two payments of the same bids, without a second invoice', async () => {
    givenWonBid(1000);
    const carrier = await tokenFor(CARRIER);
    const first = await startPayment(carrier);
    const second = await startPayment(carrier);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await confirm(carrier, first.body.id)).toMatchObject({
      status: 200,
      body: { status: 'succeeded' },
    });
    const before = invoices();
    expect(await confirm(carrier, second.body.id)).toEqual(
      refusal(
        409,
        'Part of this commission has been paid since this payment was started. Please start the payment again.',
      ),
    );
    expect(invoices()).toBe(before);
    const stored = readDb().transactions.find((t) => t.id === second.body.id);
    expect(stored).toMatchObject({ status: 'pending', cardLast4: null, paymentDate: null });
  });

  it('says so in Azerbaijani to an Azerbaijani reader', async () => {
    givenWonBid(1000);
    const carrier = await tokenFor(CARRIER);
    const first = await startPayment(carrier);
    const second = await startPayment(carrier);
    await confirm(carrier, first.body.id);
    const refused = await call(
      carrier,
      'POST',
      endpoints.billing.confirm(Number(second.body.id)),
      GOOD_CARD,
      'az',
    );
    expect(refused.body.message).toBe(
      'Ödəniş başlayandan sonra bu komissiyanın bir hissəsi artıq ödənilib. Ödənişi yenidən başladın.',
    );
  });

  it('still takes a payment whose bids another, failed payment also covered', async () => {
    givenWonBid(1000);
    const carrier = await tokenFor(CARRIER);
    const declined = await startPayment(carrier);
    await call(carrier, 'POST', endpoints.billing.confirm(Number(declined.body.id)), {
      ...GOOD_CARD,
      cardNumber: '4000000000000002',
    });
    const retry = await startPayment(carrier);
    expect(await confirm(carrier, retry.body.id)).toMatchObject({
      status: 200,
      body: { status: 'succeeded' },
    });
  });

  it('refuses a payment whose promo code was used up by another payment meanwhile', async () => {
    givenWonBid(1000);
    givenPromoCode({ code: 'ONCE', maxUses: 1 });
    const carrier = await tokenFor(CARRIER);
    const first = await startPayment(carrier, 'TRY', 'ONCE');
    const second = await startPayment(carrier, 'TRY', 'ONCE');
    await confirm(carrier, first.body.id);
    givenWonBid(500);
    // The second payment's own bid is the same as the first's: the balance check speaks first.
    expect((await confirm(carrier, second.body.id)).status).toBe(409);
    // A third payment for the new bid cannot start with the used-up code either.
    expect((await startPayment(carrier, 'TRY', 'ONCE')).status).toBe(409);
  });

  it('refuses with 409 a payment of other bids whose code ran out in between, and counts no use', async () => {
    const { carrier, lira, roubles } = await paymentsInTryAndRubWith('ONCE-MORE', 1);
    expect(roubles.status).toBe(201);
    expect((await confirm(carrier, lira.body.id)).status).toBe(200);
    expect(await confirm(carrier, roubles.body.id)).toEqual(
      refusal(409, 'This promo code has been used as many times as it allows.'),
    );
    expect(readDb().promoCodes.find((p) => p.code === 'ONCE-MORE')?.usedCount).toBe(1);
  });

  it('refuses with 410 a payment whose code expired in between, and takes one whose code is still valid', async () => {
    const { carrier, lira, roubles } = await paymentsInTryAndRubWith('SPRING', 5);
    expect((await confirm(carrier, lira.body.id)).status).toBe(200);
    writeDb((db) => {
      db.promoCodes.find((p) => p.code === 'SPRING')!.expiredByHand = true;
    });
    expect(await confirm(carrier, roubles.body.id)).toEqual(refusal(410, 'This promo code has expired.'));
  });
});

describe('reading a payment back', () => {
  it('shows a payment to the carrier that started it and to an admin, and to no one else', async () => {
    givenWonBid(1000);
    const carrier = await tokenFor(CARRIER);
    const started = await startPayment(carrier);
    const path = endpoints.billing.payment(Number(started.body.id));
    expect(await call(carrier, 'GET', path)).toEqual({ status: 200, body: started.body });
    expect(await call(await tokenFor('admin@demo.az'), 'GET', path)).toEqual({
      status: 200,
      body: started.body,
    });
    expect((await call(await tokenFor('aysel@silkwaycargo.az'), 'GET', path)).status).toBe(404);
    expect((await call(await tokenFor('importer@demo.az'), 'GET', path)).status).toBe(403);
    expect((await call(carrier, 'GET', endpoints.billing.payment(987654))).status).toBe(404);
  });
});
