import { screen, within } from '@testing-library/react';
import { commissionOf } from '@/config/billing';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/numbers';
import { chargeFor } from '@/mocks/db/billing-ledger';
import { readDb, writeDb } from '@/mocks/db/db';
import { demoOrganization, givenInvoice, organizationOf } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// /billing/invoices/:id: one seeded invoice of the demo carrier (Xəzər Logistika) as a
// printable page, for the carrier and for the admin.

// toHaveTextContent reads any run of white space (a no-break group separator too) as one space.
const money = (value: number, currency: string) => formatMoney(value, currency, 'az').replace(/\s+/g, ' ');

/** The carrier's first seeded invoice with its payment and the won bids it covers. */
function seededInvoice() {
  const db = readDb();
  const carrier = demoOrganization('LOGISTIC').id;
  const invoice = db.invoices.find((i) => i.organizationId === carrier)!;
  const payment = db.transactions.find((t) => t.id === invoice.transactionId)!;
  const bids = payment.bidIds.map((id) => db.bids.find((b) => b.bidId === id)!);
  const codes = bids.map((b) => db.inquiries.find((i) => i.id === b.inquiryId)!.inquiryCode);
  return { invoice, payment, bids, codes };
}

describe('invoice page', () => {
  it('shows the seller, the buyer, each line and the totals of a seeded invoice', async () => {
    const { invoice, payment, bids, codes } = seededInvoice();
    renderApp({ url: `/billing/invoices/${invoice.id}`, role: 'LOGISTIC' });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Hesab-faktura ${invoice.number}` }),
    ).toBeInTheDocument();
    const document = screen.getByTestId('invoice');
    expect(document).toHaveTextContent(formatDate(invoice.issuedAt));
    expect(within(document).getByText('YükBirja MMC')).toBeInTheDocument();
    expect(within(document).getByText('Xəzər Logistika MMC')).toBeInTheDocument();
    expect(within(document).getByText('Uğurlu')).toBeInTheDocument();

    const lines = within(document).getAllByTestId('invoice-line');
    expect(lines).toHaveLength(bids.length);
    bids.forEach((bid, index) => {
      const line = lines[index]!;
      expect(line).toHaveTextContent(codes[index]!);
      expect(line).toHaveTextContent(money(bid.value, bid.currency));
      expect(line).toHaveTextContent(money(commissionOf(bid.value), bid.currency));
    });
    const totals = screen.getByTestId('invoice-totals');
    expect(totals).toHaveTextContent(`Komissiya cəmi${money(payment.commission, payment.currency)}`);
    expect(totals).toHaveTextContent(`Ödənilib${money(payment.amount, payment.currency)}`);
    expect(document).toHaveTextContent(`Kartla ödənilib: •••• ${payment.cardLast4!}`);
    expect(screen.getByRole('link', { name: 'Hesablaşmaya qayıt' })).toHaveAttribute('href', '/billing');
  });

  it('shows the promo code and the discount the server charged, not one worked out on screen', async () => {
    const { invoice, payment, bids } = seededInvoice();
    // The payment as a COMMISSION code charges it (db/billing-ledger.ts), kept on the record.
    const charge = writeDb((db) => {
      const promo = db.promoCodes.find((p) => p.code === 'CASPIAN2026')!;
      const t = db.transactions.find((x) => x.id === payment.id)!;
      Object.assign(t, chargeFor(bids, promo), { promoCode: promo.code });
      return { ...t };
    });
    expect(charge.amount).toBeLessThan(charge.commission);
    renderApp({ url: `/billing/invoices/${invoice.id}`, role: 'LOGISTIC' });
    const totals = await screen.findByTestId('invoice-totals');
    expect(totals).toHaveTextContent(`Promo kod CASPIAN2026${money(-charge.discount, payment.currency)}`);
    expect(totals).toHaveTextContent(`Ödənilib${money(charge.amount, payment.currency)}`);
  });

  it('leaves the discount line as — when the server sends none, rather than working one out', async () => {
    const { invoice, payment, bids } = seededInvoice();
    writeDb((db) => {
      const promo = db.promoCodes.find((p) => p.code === 'CASPIAN2026')!;
      const t = db.transactions.find((x) => x.id === payment.id)!;
      Object.assign(t, chargeFor(bids, promo), { promoCode: promo.code });
      delete (t as Partial<typeof t>).discount;
    });
    renderApp({ url: `/billing/invoices/${invoice.id}`, role: 'LOGISTIC' });
    const totals = await screen.findByTestId('invoice-totals');
    expect(totals).toHaveTextContent(/Promo kod CASPIAN2026—/);
  });

  it('prints with the browser (print / download PDF)', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { invoice } = seededInvoice();
    const { user } = renderApp({ url: `/billing/invoices/${invoice.id}`, role: 'LOGISTIC' });
    await user.click(await screen.findByRole('button', { name: 'Çap et / PDF yüklə' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('lets the admin read it, with the way back to every organisation’s billing', async () => {
    const { invoice } = seededInvoice();
    renderApp({ url: `/billing/invoices/${invoice.id}`, role: 'ADMIN' });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Hesab-faktura ${invoice.number}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hesablaşmaya qayıt' })).toHaveAttribute('href', '/all-billing');
  });

  it('says the invoice is not found for an unknown id or another organisation’s', async () => {
    const other = givenInvoice({ organizationId: organizationOf('mehmet@anadolunakliyat.com.tr').id });
    for (const id of [999999, other.id]) {
      const view = renderApp({ url: `/billing/invoices/${id}`, role: 'LOGISTIC' });
      await screen.findByRole('heading', { level: 1, name: 'Hesab-faktura' });
      expect(screen.getByRole('alert')).toHaveTextContent('Tapılmadı.');
      expect(screen.queryByRole('button', { name: 'Çap et / PDF yüklə' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('asks nothing for an id that is not a number', async () => {
    const requests = recordRequests();
    renderApp({ url: '/billing/invoices/abc', role: 'LOGISTIC' });
    expect(await screen.findByText('Hesab-faktura tapılmadı')).toBeInTheDocument();
    expect(requests.filter((r) => r.path.startsWith('/api/billing'))).toHaveLength(0);
  });
});
