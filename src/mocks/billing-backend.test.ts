import { commissionOf } from '@/config/billing';
import { demoOrganization, givenBid, givenInquiry } from '@tests/utils/factories';
import { readDb } from './db/db';
import { call, tokenFor } from './test-api';
import { confirmPayment, startPayment } from '@tests/utils/backend-rules';

// The demo backend's billing (docs/billing.md): owed commission from won bids, payments with the test
// cards, promo codes, refunds, invoices. Amounts are the server's, never the client's.

type Balance = { currency: string; owed: number; paid: number };

async function owedCurrency(token: string) {
  const summary = await call(token, 'GET', '/billing/summary');
  const balance = (summary.body.balances as Balance[]).find((b) => b.owed > 0)!;
  return balance;
}

describe('billing backend', () => {
  it('computes what a carrier owes from its won bids', async () => {
    const carrier = await tokenFor('carrier@demo.az');
    const summary = await call(carrier, 'GET', '/billing/summary');
    const items = summary.body.items as Array<{ bidId: number; commission: number; paid: boolean }>;
    const won = readDb().bids.filter(
      (b) =>
        b.organizationId === demoOrganization('LOGISTIC').id &&
        ['APPROVED', 'DELIVERED', 'COMPLETED'].includes(b.status),
    );
    expect(items.map((i) => i.bidId).sort()).toEqual(won.map((b) => b.bidId).sort());
    for (const item of items)
      expect(item.commission).toBe(commissionOf(won.find((b) => b.bidId === item.bidId)!.value));
    expect(items.some((i) => !i.paid)).toBe(true);
  });

  it('fails a declined card without charging, then succeeds with the good one and issues an invoice', async () => {
    const carrier = await tokenFor('carrier@demo.az');
    const balance = await owedCurrency(carrier);
    const started = await call(carrier, 'POST', '/billing/payments', {
      currency: balance.currency,
      promoCode: null,
      amount: 1,
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: 'pending', amount: balance.owed });
    const declined = await confirmPayment(carrier, started.body.id, '4000000000000002');
    expect(declined.body).toMatchObject({
      status: 'failed',
      failureReason: 'The card was declined by its bank. Nothing was charged.',
      cardLast4: '0002',
    });
    expect(await owedCurrency(carrier)).toEqual(balance);
    const again = await confirmPayment(carrier, started.body.id, '4242424242424242');
    expect(again.status).toBe(409);

    const second = await startPayment(carrier, balance.currency);
    const paid = await confirmPayment(carrier, second.body.id, '4242 4242 4242 4242');
    expect(paid.body).toMatchObject({ status: 'succeeded', cardLast4: '4242' });
    const invoice = await call(carrier, 'GET', `/billing/invoices/${paid.body.invoiceId as number}`);
    expect(invoice.body).toMatchObject({ amount: balance.owed, currency: balance.currency });
    const after = await call(carrier, 'GET', '/billing/summary');
    expect((after.body.balances as Balance[]).find((b) => b.currency === balance.currency)!.owed).toBe(0);
    expect(JSON.stringify(readDb())).not.toContain('4242424242424242');
  });

  it('refuses bad cards with field errors and never stores them', async () => {
    const carrier = await tokenFor('carrier@demo.az');
    const balance = await owedCurrency(carrier);
    const started = await startPayment(carrier, balance.currency);
    const bad = await call(carrier, 'POST', `/billing/payments/${started.body.id as number}/confirm`, {
      cardHolder: 'E',
      cardNumber: '4242424242424241',
      expiry: '01/20',
      cvv: '12',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual([
      'cardHolder',
      'cardNumber',
      'cvv',
      'expiry',
    ]);
  });

  it('applies promo codes: commission rate, voucher, expired, unknown, used up, other currency', async () => {
    // One unpaid won bid in euros besides the dollars owed, so two balances are owed.
    givenBid({ inquiryId: givenInquiry({ status: 'approved' }).id, status: 'APPROVED', currency: 'EUR' });
    const carrier = await tokenFor('carrier@demo.az');
    const check = (code: string, currency: string) =>
      call(carrier, 'POST', '/billing/promo-codes/check', { code, currency });
    const balances = (await call(carrier, 'GET', '/billing/summary')).body.balances as Balance[];
    const usd = balances.find((b) => b.currency === 'USD')!;

    const rate = await check('caspian2026', 'USD');
    expect(rate.body).toEqual({
      code: 'CASPIAN2026',
      currency: 'USD',
      before: usd.owed,
      commission: Math.round(usd.owed * 50) / 100,
      commissionRatePercent: 1.5,
      discount: usd.owed - Math.round(usd.owed * 50) / 100,
    });
    expect((await check('WELCOME50', 'USD')).body.commission).toBe(Math.round((usd.owed - 50) * 100) / 100);
    expect([(await check('SUMMER25', 'USD')).status, (await check('SUMMER25', 'USD')).body.message]).toEqual([
      410,
      'This promo code has expired.',
    ]);
    expect((await check('NOPE', 'USD')).status).toBe(404);
    expect((await check('VIP-ONCE', 'EUR')).body.message).toBe(
      'This promo code has been used as many times as it allows.',
    );
    expect((await check('WELCOME50', 'EUR')).body.message).toBe('This voucher is in another currency.');

    const started = await startPayment(carrier, 'USD', 'CASPIAN2026');
    expect(started.body).toMatchObject({
      amount: rate.body.commission,
      commission: usd.owed,
      promoCode: 'CASPIAN2026',
    });
    await confirmPayment(carrier, started.body.id, '4242424242424242');
    expect(readDb().promoCodes.find((p) => p.code === 'CASPIAN2026')!.usedCount).toBe(13);
  });

  it('lets an admin refund a succeeded payment, which the carrier then sees as refunded', async () => {
    const admin = await tokenFor('admin@demo.az');
    const list = await call(
      admin,
      'GET',
      `/billing/transactions?status=succeeded&organizationId=${demoOrganization('LOGISTIC').id}`,
    );
    const [first] = list.body.content as Array<{ id: number }>;
    const failed = (await call(admin, 'GET', '/billing/transactions?status=failed')).body.content as Array<{
      id: number;
    }>;
    expect((await call(admin, 'POST', `/billing/transactions/${failed[0]!.id}/refund`)).status).toBe(409);
    const refunded = await call(admin, 'POST', `/billing/transactions/${first!.id}/refund`);
    expect(refunded.body.status).toBe('refunded');
    const carrier = await tokenFor('carrier@demo.az');
    const mine = await call(carrier, 'GET', '/billing/transactions?status=refunded');
    expect((mine.body.content as Array<{ id: number }>).map((t) => t.id)).toContain(first!.id);
    expect((await call(carrier, 'POST', `/billing/transactions/${first!.id}/refund`)).status).toBe(403);
  });
});

describe('promo codes backend', () => {
  it('creates, refuses a duplicate, edits and expires codes', async () => {
    const admin = await tokenFor('admin@demo.az');
    const input = {
      code: 'BAKU-10',
      kind: 'COMMISSION',
      value: 2.5,
      currency: null,
      expiresAt: '2099-01-01',
      maxUses: 10,
    };
    const created = await call(admin, 'POST', '/promo-codes', input);
    expect(created.body).toMatchObject({ code: 'BAKU-10', state: 'active', usedCount: 0 });
    expect((await call(admin, 'POST', '/promo-codes', input)).status).toBe(409);
    const invalid = await call(admin, 'POST', '/promo-codes', {
      ...input,
      code: 'x',
      value: 120,
      maxUses: 0,
    });
    expect(Object.keys(invalid.body.errors as object).sort()).toEqual(['code', 'maxUses', 'value']);
    const id = created.body.id as number;
    expect((await call(admin, 'PUT', `/promo-codes/${id}`, { ...input, maxUses: 20 })).body.maxUses).toBe(20);
    expect((await call(admin, 'POST', `/promo-codes/${id}/expire`)).body.state).toBe('expired');
    const states = (await call(admin, 'GET', '/promo-codes?size=50')).body.content as Array<{
      code: string;
      state: string;
    }>;
    expect(Object.fromEntries(states.map((s) => [s.code, s.state]))).toMatchObject({
      CASPIAN2026: 'active',
      SUMMER25: 'expired',
      'VIP-ONCE': 'used_up',
    });
  });
});
