import { checkPromoCode } from '@/features/billing/api/check-promo-code';
import { getBillingSummary } from '@/features/billing/api/get-billing-summary';
import { getInvoice } from '@/features/billing/api/get-invoice';
import { payWithCard } from '@/features/billing/api/pay-with-card';
import { startPayment } from '@/features/billing/api/start-payment';
import { commissionOf, DEMO_TEST_CARDS } from '@/config/billing';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { startSession } from '@/lib/session';
import { givenBid, givenInquiry } from '@tests/utils/factories';
import { call, tokenFor } from './test-api';

// A voucher (a DISCOUNT promo code) worth more than the commission owed pays it off; what
// the card is charged stays 0, never negative — neither in the check, the payment, nor the invoice
// and balance it leaves. Through the app's own API functions against the demo backend.

const card = {
  cardHolder: 'Elvin Hasanov',
  cardNumber: DEMO_TEST_CARDS.succeeds,
  expiry: '12/30',
  cvv: '123',
};

/** An admin-made voucher of `value` euros; the seeded EUR voucher is used up. */
async function givenEuroVoucher(code: string, value: number) {
  const admin = await tokenFor('admin@demo.az');
  const created = await call(admin, 'POST', '/promo-codes', {
    code,
    kind: 'DISCOUNT',
    value,
    currency: 'EUR',
    expiresAt: '2099-01-01',
    maxUses: 5,
  });
  expect(created.status).toBe(201);
}

/** The demo carrier, signed in the way the app is; it owes euros only for the bids given here. */
async function carrierOwingEuros(bidValues: number[]) {
  for (const value of bidValues)
    givenBid({
      inquiryId: givenInquiry({ status: 'approved' }).id,
      status: 'APPROVED',
      currency: 'EUR',
      value,
    });
  const login = await fetch('http://localhost:3000/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'carrier@demo.az', password: DEMO_PASSWORD }),
  });
  startSession((await login.json()) as { accessToken: string; refreshToken: string });
  const euros = (await getBillingSummary()).balances.find((b) => b.currency === 'EUR');
  return euros?.owed;
}

describe('a voucher worth more than the commission owed', () => {
  it('charges 0, not a negative amount, and leaves nothing owed once paid', async () => {
    // Two won bids (30 + 15 EUR), so the voucher is shared over lines as well: none goes below 0.
    const owed = await carrierOwingEuros([1000, 500]);
    expect(owed).toBe(commissionOf(1000) + commissionOf(500));
    await givenEuroVoucher('BIGVOUCHER', 100);

    const checked = await checkPromoCode({ code: 'bigvoucher', currency: 'EUR' });
    expect(checked).toMatchObject({ code: 'BIGVOUCHER', before: owed, commission: 0, discount: owed });

    const payment = await startPayment({ currency: 'EUR', promoCode: 'BIGVOUCHER' });
    expect(payment).toMatchObject({ amount: 0, commission: owed, discount: owed, status: 'pending' });

    const paid = await payWithCard(payment.id, card);
    expect(paid).toMatchObject({ status: 'succeeded', amount: 0 });
    const invoice = await getInvoice(paid.invoiceId!);
    expect(invoice).toMatchObject({ amount: 0, discount: owed, currency: 'EUR' });
    expect(invoice.lines.map((line) => line.charged)).toEqual([0, 0]);

    const euros = (await getBillingSummary()).balances.find((b) => b.currency === 'EUR');
    expect(euros).toMatchObject({ owed: 0, paid: 0 });
  });

  it('at the boundary: a voucher equal to the commission charges 0, one cent less charges 0.01', async () => {
    const owed = await carrierOwingEuros([1000]);
    await givenEuroVoucher('EXACT-30', owed!);
    await givenEuroVoucher('ALMOST-30', owed! - 0.01);

    expect(await checkPromoCode({ code: 'EXACT-30', currency: 'EUR' })).toMatchObject({ commission: 0 });
    expect(await checkPromoCode({ code: 'ALMOST-30', currency: 'EUR' })).toMatchObject({ commission: 0.01 });
  });
});
