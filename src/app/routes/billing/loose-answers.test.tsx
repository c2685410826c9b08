import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatMoney } from '@/lib/numbers';
import { server } from '@/mocks/node';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { answerLoosely, springPage, withUnknownFields } from '@tests/utils/spec-shapes';

// Billing and promo codes are endpoints of our own design, but a real backend implementing them will
// differ a little: a Spring page instead of ours, fields we never heard of, fields left
// out, a status or currency we do not know, one row we cannot read. The screens must show what they
// can, '—' for what is missing, unknown codes raw, and a note for the rows left out.

const money = (value: number, currency: string) => formatMoney(value, currency, 'az');

/** A transaction with only what the screen needs: its id, amount, currency and status. */
const minimalTx = (id: number, status: string, amount: number, currency = 'USD') => ({
  id,
  amount,
  currency,
  status,
});

describe('carrier billing with a backend that differs', () => {
  it('lists a Spring page of transactions with unknown fields, an unknown status raw, and notes the row it could not read', async () => {
    const rows = withUnknownFields([
      {
        ...minimalTx(71, 'succeeded', 120.5),
        commission: 120.5,
        description: 'Komissiya: 2 qazanılan təklif',
        paymentMethod: 'CARD',
        cardLast4: '4242',
        createdAt: '2026-03-02T10:00:00Z',
        paymentDate: '2026-03-02T10:01:00Z',
        invoiceId: null,
      },
      minimalTx(72, 'chargeback_review', 33),
      // The amount is the figure the row exists to show: a row without a readable one is left out.
      { ...minimalTx(73, 'paid', 0), amount: 'a lot' },
    ]);
    const warned = answerLoosely(
      '*/api/billing/transactions',
      springPage(rows, { number: 1, size: 10, totalElements: 13 }),
    );
    const requests = recordRequests();
    renderApp({ url: '/billing?page=2', role: 'LOGISTIC' });

    const list = await screen.findByTestId('transaction-list');
    const shown = await within(list).findAllByTestId('transaction-row');
    expect(shown).toHaveLength(2);
    expect(shown[0]).toHaveTextContent(money(120.5, 'USD'));
    expect(shown[0]).toHaveTextContent('Komissiya: 2 qazanılan təklif');
    // The status the app does not know: shown as its raw code, in the neutral badge.
    const unknown = shown[1]!;
    expect(within(unknown).getByText('chargeback_review')).toHaveAttribute(
      'data-status',
      'chargeback_review',
    );
    expect(unknown).toHaveTextContent(money(33, 'USD'));
    // Its commission, description, method and invoice were not sent: each reads '—'.
    expect(within(unknown).getAllByText('—').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('1 sətir göstərilə bilmədi')).toBeInTheDocument();
    expect(warned).toHaveBeenCalledWith(expect.stringContaining("field 'amount'"));
    // Spring's zero-based `number` is the page shown; the app asked for it zero-based too.
    expect(screen.getByRole('button', { name: 'Səhifə 2' })).toHaveAttribute('aria-current', 'page');
    const asked = requests.find((r) => r.path.endsWith('/billing/transactions'));
    expect(new URLSearchParams(asked?.search).get('page')).toBe('1');
  });

  it('shows balances with a missing figure as —, and an unknown currency without offering to pay it', async () => {
    server.use(
      http.get('*/api/billing/summary', () =>
        // No rate, no last payment, no won bids, no 'paid' for dollars: only what is owed.
        HttpResponse.json({
          balances: [
            { currency: 'USD', owed: 12.5 },
            { currency: 'GBP', owed: 40, paid: 0 },
          ],
        }),
      ),
    );
    renderApp({ url: '/billing', role: 'LOGISTIC' });

    const cards = await screen.findAllByTestId('balance-card');
    const dollars = cards.find((c) => c.dataset.currency === 'USD')!;
    const pounds = cards.find((c) => c.dataset.currency === 'GBP')!;
    expect(within(dollars).getByTestId('balance-owed')).toHaveTextContent(money(12.5, 'USD'));
    expect(within(dollars).getByTestId('balance-paid')).toHaveTextContent('—');
    expect(within(dollars).getByRole('button', { name: 'USD balansını ödə' })).toBeInTheDocument();
    // A currency the app does not know is shown as sent, but the strict payment request cannot name it.
    expect(within(pounds).getByTestId('balance-owed')).toHaveTextContent(money(40, 'GBP'));
    expect(within(pounds).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('last-payment')).toHaveTextContent('Hələ ödəniş olmayıb');
    // No rate from the server: the sentence about it is left out rather than read '—%'.
    expect(screen.queryByText(/komissiya alır/)).not.toBeInTheDocument();
  });

  it('reads the invoices as a plain array, a missing number and date as —', async () => {
    server.use(
      http.get('*/api/billing/invoices', () => HttpResponse.json([{ id: 9, amount: 5, currency: 'EUR' }])),
    );
    renderApp({ url: '/billing', role: 'LOGISTIC' });

    const row = await screen.findByTestId('invoice-row');
    expect(row).toHaveTextContent(money(5, 'EUR'));
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^—$/);
    expect(cells[1]).toHaveTextContent(/^—$/);
    expect(within(row).getByRole('link', { name: 'Bax və çap et: #9' })).toHaveAttribute(
      'href',
      '/billing/invoices/9',
    );
  });
});

describe('admin billing and promo codes with a backend that differs', () => {
  it('lists promo codes from a plain array: missing fields as —, an unknown state and kind raw, no edit for that kind', async () => {
    server.use(
      http.get('*/api/promo-codes', () =>
        HttpResponse.json(
          withUnknownFields([
            { id: 1, code: 'SPRING-26', state: 'active', kind: 'COMMISSION', value: 2 },
            { id: 2, code: 'LEGACY-1', state: 'paused', kind: 'BUNDLE', value: 5, currency: null },
          ]),
        ),
      ),
    );
    renderApp({ url: '/promo-codes', role: 'ADMIN' });

    const [spring, legacy] = await screen.findAllByTestId('promo-row');
    const table = screen.getByTestId('promo-codes-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const cell = (row: HTMLElement, header: string) =>
      within(row).getAllByRole('cell')[headers.indexOf(header)]!;

    expect(cell(spring!, 'Kod')).toHaveTextContent('SPRING-26');
    expect(cell(spring!, 'Dəyər')).toHaveTextContent('2 %');
    // The server sent no dates and no use counts: '—', not 'Invalid date' or 'undefined'.
    expect(cell(spring!, 'Bitmə tarixi')).toHaveTextContent(/^—$/);
    expect(cell(spring!, 'Yaradılma tarixi')).toHaveTextContent(/^—$/);
    expect(cell(spring!, 'İstifadə')).toHaveTextContent('— / —');
    expect(
      within(cell(spring!, 'Əməliyyatlar')).getByRole('button', { name: /Redaktə et/ }),
    ).toBeInTheDocument();
    expect(
      within(cell(spring!, 'Əməliyyatlar')).getByRole('button', { name: /İndi bitir/ }),
    ).toBeInTheDocument();

    expect(cell(legacy!, 'Vəziyyət')).toHaveTextContent('paused');
    expect(cell(legacy!, 'Növ')).toHaveTextContent('BUNDLE');
    // A kind the form cannot hold is not offered for editing; a state other than active cannot expire.
    expect(within(cell(legacy!, 'Əməliyyatlar')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows every carrier’s balances from a plain array, a missing name as — and a row it could not read noted', async () => {
    answerLoosely('*/api/billing/balances', [
      { organizationId: 4, balances: [{ currency: 'AZN', owed: 7 }] },
      { organizationName: 'No id Logistics', balances: [] },
    ]);
    renderApp({ url: '/all-billing', role: 'ADMIN' });

    const table = await screen.findByTestId('balances-table');
    const rows = await within(table).findAllByTestId('balance-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(/^—$/);
    expect(rows[0]).toHaveTextContent(money(7, 'AZN'));
    const section = screen.getByRole('region', { name: 'Daşıyıcıların balansı' });
    await waitFor(() => expect(within(section).getByText('1 sətir göstərilə bilmədi')).toBeInTheDocument());
  });
});
