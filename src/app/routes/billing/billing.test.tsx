import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { commissionOf, COMMISSION_RATE_PERCENT, DEMO_TEST_CARDS } from '@/config/billing';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/numbers';
import type * as QueryClientModule from '@/lib/query-client';
import { readDb } from '@/mocks/db/db';
import { demoOrganization, givenTransaction } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { answerGate } from '@tests/utils/answer-gate';
import { renderApp } from '@tests/utils/render-app';
import { failingGet } from '@tests/utils/failing-get';
import { openListScreen } from '@tests/utils/open-list-screen';

// /billing through the real router and demo backend, as the demo carrier Xəzər Logistika (org 4):
// what it owes on its won bids, paying by card with the documented test cards and promo codes,
// its transactions and invoices. The card must never reach the query cache or web storage.

// The app builds its QueryClient inside AppProvider; keep a handle on it to inspect its caches.
const clients = vi.hoisted(() => [] as QueryClient[]);
vi.mock('@/lib/query-client', async (importOriginal) => {
  const original = await importOriginal<typeof QueryClientModule>();
  return {
    ...original,
    createQueryClient: () => {
      const client = original.createQueryClient();
      clients.push(client);
      return client;
    },
  };
});

const carrierId = () => demoOrganization('LOGISTIC').id;
const WON = ['APPROVED', 'DELIVERED', 'COMPLETED'];
// toHaveTextContent reads any run of white space (a no-break group separator too) as one space.
const money = (value: number, currency: string) => formatMoney(value, currency, 'az').replace(/\s+/g, ' ');
const round = (n: number) => Math.round(n * 100) / 100;

/** What the carrier owes and has paid per currency, worked out from the demo database itself. */
function expectedBilling() {
  const db = readDb();
  const carrier = carrierId();
  const paid = new Set(
    db.transactions
      .filter((t) => t.organizationId === carrier && ['succeeded', 'paid'].includes(t.status))
      .flatMap((t) => t.bidIds),
  );
  const won = db.bids.filter((b) => b.organizationId === carrier && WON.includes(b.status));
  const balances = new Map<string, { owed: number; paid: number }>();
  for (const bid of won) {
    const entry = balances.get(bid.currency) ?? { owed: 0, paid: 0 };
    const commission = commissionOf(bid.value);
    if (paid.has(bid.bidId)) entry.paid = round(entry.paid + commission);
    else entry.owed = round(entry.owed + commission);
    balances.set(bid.currency, entry);
  }
  return { won, paid, balances };
}

const ownTransactions = () => readDb().transactions.filter((t) => t.organizationId === carrierId());
const card = (currency: string) =>
  screen.getAllByTestId('balance-card').find((c) => c.dataset.currency === currency)!;

const openBilling = (url = '/billing') =>
  openListScreen({ url, role: 'LOGISTIC', title: 'Hesablaşma', rowTestId: 'balance-card' });

/** Opens 'choose payment method' for the currency's balance. */
async function openPayment(user: UserEvent, currency = 'USD') {
  await user.click(within(card(currency)).getByRole('button', { name: `${currency} balansını ödə` }));
  return screen.findByRole('dialog', { name: 'Ödəniş üsulunu seçin' });
}

type CardValues = { holder?: string; number?: string; expiry?: string; cvv?: string };
async function fillCard(user: UserEvent, dialog: HTMLElement, values: CardValues) {
  const field = (label: string) => within(dialog).getByLabelText(label);
  if (values.holder !== undefined) await user.type(field('Kart sahibi'), values.holder);
  if (values.number !== undefined) await user.type(field('Kart nömrəsi'), values.number);
  if (values.expiry !== undefined) await user.type(field('Bitmə tarixi (AA/İİ)'), values.expiry);
  if (values.cvv !== undefined) await user.type(field('CVV'), values.cvv);
}

const payButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /ödə$/ });
const posts = (requests: ReturnType<typeof recordRequests>, path: RegExp) =>
  requests.filter((r) => r.method === 'POST' && path.test(r.path));
const START = /^\/api\/billing\/payments$/;
const CONFIRM = /^\/api\/billing\/payments\/\d+\/confirm$/;
const futureExpiry = () => {
  const next = new Date();
  next.setFullYear(next.getFullYear() + 2);
  return `12${String(next.getFullYear()).slice(2)}`;
};

/** Fills the card form with `number` as a card the checks accept: Elvin Hasanov's, valid for two years. */
const fillValidCard = (user: UserEvent, dialog: HTMLElement, number: string, cvv = '123') =>
  fillCard(user, dialog, { holder: 'Elvin Hasanov', number, expiry: futureExpiry(), cvv });

describe('carrier billing', () => {
  it('shows the balance owed and paid per currency and every won bid, as the demo database has them', async () => {
    const { won, paid, balances } = expectedBilling();
    expect(won.length).toBeGreaterThan(0);
    await openBilling();

    for (const [currency, balance] of balances) {
      expect(within(card(currency)).getByTestId('balance-owed')).toHaveTextContent(
        money(balance.owed, currency),
      );
      expect(within(card(currency)).getByTestId('balance-paid')).toHaveTextContent(
        money(balance.paid, currency),
      );
    }
    expect(screen.getAllByTestId('balance-card')).toHaveLength(balances.size);
    expect(
      screen.getByText(
        `Platforma qazanılan hər təklifin məbləğindən ${COMMISSION_RATE_PERCENT}% komissiya alır, təklifin valyutasında.`,
      ),
    ).toBeInTheDocument();
    const lastPaid = ownTransactions()
      .filter((t) => t.status === 'succeeded' && t.paymentDate)
      .map((t) => t.paymentDate!)
      .sort()
      .at(-1)!;
    expect(screen.getByTestId('last-payment')).toHaveTextContent(`Son ödəniş: ${formatDate(lastPaid)}`);

    const rows = screen.getAllByTestId('won-bid');
    expect(rows).toHaveLength(won.length);
    for (const bid of won) {
      const inquiry = readDb().inquiries.find((i) => i.id === bid.inquiryId)!;
      const link = screen.getByRole('link', { name: inquiry.inquiryCode });
      expect(link).toHaveAttribute('href', `/inquiry/inquiry-details/${bid.inquiryId}`);
      const row = rows.find((r) => r.contains(link))!;
      expect(row).toHaveTextContent(money(bid.value, bid.currency));
      expect(row).toHaveTextContent(money(commissionOf(bid.value), bid.currency));
      expect(row).toHaveTextContent(paid.has(bid.bidId) ? 'Ödənilib' : 'Ödənilməli');
    }
  });

  it('says no commission is owed, with no Pay button, when every won bid is paid', async () => {
    givenTransaction({ bidIds: expectedBilling().won.map((b) => b.bidId) });
    await openBilling();
    expect(screen.getByText('Ödənilməli komissiya yoxdur')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /balansını ödə/ })).not.toBeInTheDocument();
  });

  it('a declined card: the reason is shown, a failed transaction is made, the balance stays, the number and CVV are wiped', async () => {
    const before = expectedBilling().balances.get('USD')!;
    const failedBefore = ownTransactions().filter((t) => t.status === 'failed').length;
    const { user, requests } = await openBilling();
    const dialog = await openPayment(user);
    expect(within(dialog).getByTestId('amount-now')).toHaveTextContent(money(before.owed, 'USD'));

    await fillValidCard(user, dialog, DEMO_TEST_CARDS.declined);
    await user.click(payButton(dialog));

    expect(await within(dialog).findByTestId('failure-reason')).toHaveTextContent(
      'Kart bankı tərəfindən rədd edildi. Heç bir məbləğ tutulmayıb.',
    );
    expect(
      within(dialog).getByText(
        'Heç bir məbləğ tutulmadı, balansınız dəyişmədi. Başqa kartla yenidən cəhd edə bilərsiniz.',
      ),
    ).toBeInTheDocument();
    // The form is there again: the holder kept, the card itself gone.
    expect(within(dialog).getByLabelText('Kart sahibi')).toHaveValue('Elvin Hasanov');
    expect(within(dialog).getByLabelText('Kart nömrəsi')).toHaveValue('');
    expect(within(dialog).getByLabelText('CVV')).toHaveValue('');

    const failed = ownTransactions().filter((t) => t.status === 'failed');
    expect(failed).toHaveLength(failedBefore + 1);
    expect(failed.at(-1)).toMatchObject({ currency: 'USD', cardLast4: '0002', paymentDate: null });
    expect(expectedBilling().balances.get('USD')).toEqual(before);

    // The server computes the amount: the client names the currency and the code, never an amount.
    const [start] = posts(requests, START);
    expect(start!.body).toEqual({ currency: 'USD', promoCode: null });
    expect(posts(requests, CONFIRM)[0]!.body).toMatchObject({
      cardHolder: 'Elvin Hasanov',
      cardNumber: DEMO_TEST_CARDS.declined,
      cvv: '123',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Ləğv et' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card('USD')).getByTestId('balance-owed')).toHaveTextContent(money(before.owed, 'USD'));
    await user.click(screen.getByRole('tab', { name: 'Uğursuz' }));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('transaction-row').filter((r) => r.dataset.status !== 'failed'),
      ).toHaveLength(0),
    );
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(failedBefore + 1));
    expect(screen.getAllByTestId('transaction-failure')[0]).toHaveTextContent(
      'Səbəb: Kart bankı tərəfindən rədd edildi. Heç bir məbləğ tutulmayıb.',
    );
  });

  it('a good card with CASPIAN2026: the reduced amount shows before paying, then the succeeded payment and its invoice', async () => {
    const { balances, won, paid } = expectedBilling();
    const owed = balances.get('USD')!.owed;
    // A COMMISSION code charges each won bid at its rate (docs/billing.md), rounded per bid.
    const unpaidUsd = won.filter((b) => b.currency === 'USD' && !paid.has(b.bidId));
    const reduced = round(unpaidUsd.reduce((sum, b) => sum + commissionOf(b.value, 1.5), 0));
    const { user, requests } = await openBilling();
    const dialog = await openPayment(user);

    await user.type(within(dialog).getByRole('textbox', { name: 'Promo kod və ya vauçer' }), 'caspian2026');
    await user.click(within(dialog).getByRole('button', { name: 'Tətbiq et' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('amount-now')).toHaveTextContent(money(reduced, 'USD')),
    );
    expect(within(dialog).getByTestId('amount-before')).toHaveTextContent(money(owed, 'USD'));
    expect(within(dialog).getByText('CASPIAN2026 tətbiq olundu')).toBeInTheDocument();
    expect(payButton(dialog)).toHaveAccessibleName(`${money(reduced, 'USD')} ödə`);
    // Checking the code starts no payment.
    expect(posts(requests, START)).toHaveLength(0);

    const number = DEMO_TEST_CARDS.succeeds;
    await fillValidCard(user, dialog, number);
    await user.click(payButton(dialog));

    const success = await within(dialog).findByTestId('payment-succeeded');
    expect(success).toHaveTextContent(`Kartınızdan ${money(reduced, 'USD')} tutuldu.`);
    const payment = ownTransactions().at(-1)!;
    expect(payment).toMatchObject({
      status: 'succeeded',
      amount: reduced,
      commission: owed,
      promoCode: 'CASPIAN2026',
    });
    expect(within(success).getByRole('link', { name: 'Hesab-fakturaya bax' })).toHaveAttribute(
      'href',
      `/billing/invoices/${payment.invoiceId}`,
    );

    const start = posts(requests, START);
    expect(start).toHaveLength(1);
    expect(start[0]!.body).toEqual({ currency: 'USD', promoCode: 'CASPIAN2026' });
    expect(start[0]!.body).not.toHaveProperty('amount');
    expect(posts(requests, CONFIRM)[0]!.path).toBe(`/api/billing/payments/${payment.id}/confirm`);
    expect(posts(requests, CONFIRM)[0]!.body).toEqual({
      cardHolder: 'Elvin Hasanov',
      cardNumber: number,
      expiry: `${futureExpiry().slice(0, 2)}/${futureExpiry().slice(2)}`,
      cvv: '123',
    });

    await user.click(within(dialog).getAllByRole('button', { name: 'Bağla' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The balance refreshed: the USD commission is settled.
    await waitFor(() =>
      expect(within(card('USD')).getByTestId('balance-owed')).toHaveTextContent(money(0, 'USD')),
    );
    await user.click(screen.getByRole('tab', { name: 'Uğurlu' }));
    await waitFor(() => {
      const row = screen.getAllByTestId('transaction-row')[0]!;
      expect(row).toHaveTextContent(money(reduced, 'USD'));
      expect(row).toHaveTextContent('Kart •••• 4242');
      expect(within(row).getByRole('link', { name: /^Hesab-faktura: əməliyyat № \d+$/ })).toHaveAttribute(
        'href',
        `/billing/invoices/${payment.invoiceId}`,
      );
    });
    const invoice = readDb().invoices.find((i) => i.id === payment.invoiceId)!;
    expect(screen.getByRole('link', { name: `Bax və çap et: ${invoice.number}` })).toBeInTheDocument();

    // The card went nowhere it could stay.
    const stored = [localStorage, sessionStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
      .join('\n');
    const client = clients.at(-1)!;
    const cached = JSON.stringify([
      client
        .getQueryCache()
        .getAll()
        .map((q) => [q.queryKey, q.state.data, String(q.state.error)]),
      client
        .getMutationCache()
        .getAll()
        .map((m) => [m.state.variables, m.state.data, String(m.state.error)]),
    ]);
    for (const text of [stored, cached]) {
      expect(text).not.toContain(number);
      expect(text).not.toContain('4242 4242 4242 4242');
      expect(text).not.toContain('cvv');
    }
    expect(cached).toContain('CASPIAN2026');
  });

  it('says so when a promo code is expired or unknown, and starts no payment', async () => {
    const owed = expectedBilling().balances.get('USD')!.owed;
    const { user, requests } = await openBilling();
    const dialog = await openPayment(user);
    const field = within(dialog).getByRole('textbox', { name: 'Promo kod və ya vauçer' });

    await user.type(field, 'SUMMER25');
    await user.click(within(dialog).getByRole('button', { name: 'Tətbiq et' }));
    expect(await within(dialog).findByTestId('promo-error')).toHaveTextContent(
      'Bu promo kodun müddəti bitib.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'NO-SUCH-CODE');
    await user.click(within(dialog).getByRole('button', { name: 'Tətbiq et' }));
    expect(await within(dialog).findByTestId('promo-error')).toHaveTextContent('Belə promo kod yoxdur.');
    expect(field).toHaveValue('NO-SUCH-CODE');

    await user.clear(field);
    await user.type(field, 'VIP-ONCE');
    await user.click(within(dialog).getByRole('button', { name: 'Tətbiq et' }));
    expect(await within(dialog).findByTestId('promo-error')).toHaveTextContent(
      'Bu promo kod artıq icazə verilən sayda istifadə olunub.',
    );

    expect(within(dialog).getByTestId('amount-now')).toHaveTextContent(money(owed, 'USD'));
    expect(within(dialog).queryByTestId('amount-before')).not.toBeInTheDocument();
    expect(posts(requests, /^\/api\/billing\/promo-codes\/check$/).map((r) => r.body)).toEqual([
      { code: 'SUMMER25', currency: 'USD' },
      { code: 'NO-SUCH-CODE', currency: 'USD' },
      { code: 'VIP-ONCE', currency: 'USD' },
    ]);
    expect(posts(requests, START)).toHaveLength(0);
  });

  it('a double click on Pay starts one payment', async () => {
    const { user, requests } = await openBilling();
    const dialog = await openPayment(user);
    await fillValidCard(user, dialog, DEMO_TEST_CARDS.declined);
    // Two clicks in the same tick, before the button can re-render as busy: only a ref stops the second.
    const pay = payButton(dialog);
    fireEvent.click(pay);
    fireEvent.click(pay);
    await within(dialog).findByTestId('failure-reason');
    expect(posts(requests, START)).toHaveLength(1);
    expect(posts(requests, CONFIRM)).toHaveLength(1);
  });

  it('shows the payment as still being processed when the bank does not capture it', async () => {
    const owed = expectedBilling().balances.get('USD')!.owed;
    const { user } = await openBilling();
    const dialog = await openPayment(user);
    await fillValidCard(user, dialog, DEMO_TEST_CARDS.uncaptured, '1234');
    await user.click(payButton(dialog));
    expect(await within(dialog).findByTestId('payment-uncaptured')).toHaveTextContent(
      'Bank bu ödənişi hələ emal edir',
    );
    expect(ownTransactions().at(-1)).toMatchObject({ status: 'uncaptured', cardLast4: '3220' });
    expect(expectedBilling().balances.get('USD')!.owed).toBe(owed);
  });

  it('refuses letters in the card number as they are typed and groups the digits in fours', async () => {
    const { user } = await openBilling();
    const dialog = await openPayment(user);
    const number = within(dialog).getByLabelText('Kart nömrəsi');
    await user.type(number, '4242abc4242-x42');
    expect(number).toHaveValue('4242 4242 42');
    const expiry = within(dialog).getByLabelText('Bitmə tarixi (AA/İİ)');
    await user.type(expiry, '1a2b3');
    expect(expiry).toHaveValue('12/3');
    const cvv = within(dialog).getByLabelText('CVV');
    expect(cvv).toHaveAttribute('type', 'password');
    expect(cvv).toHaveAttribute('inputmode', 'numeric');
    expect(cvv).toHaveAttribute('autocomplete', 'cc-csc');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    expect(within(dialog).getByLabelText('Kart sahibi')).toHaveAttribute('autocomplete', 'cc-name');
    await user.type(cvv, '12x34');
    expect(cvv).toHaveValue('1234');
  });

  it('a past expiry, a 2-digit CVV and a wrong digit in the number are refused without any request', async () => {
    const { user, requests } = await openBilling();
    const dialog = await openPayment(user);
    await fillCard(user, dialog, {
      holder: 'Elvin Hasanov',
      number: '4242424242424241',
      expiry: '0120',
      cvv: '12',
    });
    const sent = requests.length;
    await user.click(payButton(dialog));
    expect(await within(dialog).findByText('Kartın müddəti bitib.')).toBeInTheDocument();
    expect(within(dialog).getByText('CVV 3 və ya 4 rəqəmdən ibarət olmalıdır.')).toBeInTheDocument();
    expect(within(dialog).getByText('Kart nömrəsi düzgün deyil. Rəqəmləri yoxlayın.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('CVV')).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays for correcting.
    expect(within(dialog).getByLabelText('Kart nömrəsi')).toHaveValue('4242 4242 4242 4241');
    expect(requests.slice(sent).filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('keeps the transaction tab and page in the URL and asks the server for that status', async () => {
    const { user, router, requests } = await openBilling('/billing?tab=failed');
    expect(screen.getByRole('tab', { name: 'Uğursuz' })).toHaveAttribute('aria-selected', 'true');
    const calls = () =>
      requests
        .filter((r) => r.method === 'GET' && r.path === '/api/billing/transactions')
        .map((r) => Object.fromEntries(new URLSearchParams(r.search)));
    await waitFor(() => expect(calls()[0]).toEqual({ status: 'failed', page: '0', size: '10' }));
    const failed = ownTransactions().filter((t) => t.status === 'failed');
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(failed.length));

    for (const [label, tab] of [
      ['Hamısı', 'all'],
      ['Tutulmayıb', 'uncaptured'],
      ['Geri qaytarılıb', 'refunded'],
      ['Ödənilib', 'paid'],
      ['Mübahisəli', 'disputed'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: label }));
      expect(router.state.location.search).toBe(tab === 'all' ? '' : `?tab=${tab}`);
      if (tab === 'all') await waitFor(() => expect(calls().at(-1)).toEqual({ page: '0', size: '10' }));
      else await waitFor(() => expect(calls().at(-1)).toEqual({ status: tab, page: '0', size: '10' }));
    }
    expect(await screen.findByText('Əməliyyat yoxdur')).toBeInTheDocument();
  });

  it('pages through the transactions with the page in the URL, sent to the server zero-based', async () => {
    for (let i = 0; i < 11; i += 1) givenTransaction({ status: 'failed' });
    const total = ownTransactions().filter((t) => t.status === 'failed').length;
    const { user, router, requests } = await openBilling('/billing?tab=failed&page=2');
    const calls = () =>
      requests
        .filter((r) => r.method === 'GET' && r.path === '/api/billing/transactions')
        .map((r) => Object.fromEntries(new URLSearchParams(r.search)));
    await waitFor(() => expect(calls()[0]).toEqual({ status: 'failed', page: '1', size: '10' }));
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(total - 10));
    const section = screen.getByRole('region', { name: 'Əməliyyatlar' });
    const pages = within(section).getByRole('navigation', { name: 'Səhifələr' });
    expect(within(pages).getByRole('button', { name: 'Səhifə 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: 'Səhifə 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=failed'));
    await waitFor(() => expect(calls().at(-1)).toEqual({ status: 'failed', page: '0', size: '10' }));
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(10));
  });

  it('on a phone shows the won bids, transactions and invoices as cards, not tables', async () => {
    const desk = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desk(query), matches: query.includes('48rem') });
    try {
      await openBilling();
      await waitFor(() => expect(screen.getAllByTestId('transaction-row').length).toBeGreaterThan(0));
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(
        screen.getByRole('list', { name: 'Qazanılan təkliflər və onların komissiyası' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Ödəniş əməliyyatları' })).toBeInTheDocument();
      expect(await screen.findByRole('list', { name: 'Hesab-fakturalar' })).toBeInTheDocument();
      expect(screen.getAllByTestId('won-bid')).toHaveLength(expectedBilling().won.length);
    } finally {
      window.matchMedia = desk;
    }
  });

  it('shows an error where the balances would be and loads them again on retry', async () => {
    const gate = answerGate();
    const outage = failingGet('*/api/billing/summary', {
      message: 'Balans hazırda əlçatan deyil',
      status: 400,
      heldUntil: gate.opened,
    });
    const requests = recordRequests();
    const { user } = renderApp({ url: '/billing', role: 'LOGISTIC' });
    await gate.openWhenWaiting();
    expect(await screen.findByRole('alert')).toHaveTextContent('Balans hazırda əlçatan deyil');
    outage.failing = false;
    await user.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findAllByTestId('balance-card')).not.toHaveLength(0);
    expect(requests.filter((r) => r.path === '/api/billing/summary')).toHaveLength(2);
  });
});
