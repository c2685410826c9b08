import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { commissionOf } from '@/config/billing';
import { formatMoney } from '@/lib/numbers';
import { readDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { demoOrganization, givenTransaction, organizationOf } from '@tests/utils/factories';
import type { recordRequests } from '@tests/utils/record-requests';
import { getParams } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { openListScreen } from '@tests/utils/open-list-screen';
import { failingGet } from '@tests/utils/failing-get';

// The admin's /all-billing through the real router and demo backend. Seed: Xəzər Logistika MMC
// (the demo carrier's) has two succeeded payments and a declined one; Silk Way Cargo a declined one.

beforeEach(() => toast.remove());

const xezer = () => demoOrganization('LOGISTIC').id;
const silkWay = () => organizationOf('aysel@silkwaycargo.az').id;
const TRANSACTIONS = '/api/billing/transactions';
const listCalls = (requests: ReturnType<typeof recordRequests>) => getParams(requests, TRANSACTIONS);
const rows = () => screen.getAllByTestId('transaction-row');

const openAllBilling = (url = '/all-billing') =>
  openListScreen({ url, role: 'ADMIN', title: 'Bütün hesablaşmalar', rowTestId: 'transaction-row' });

/** Owed and paid per currency of one carrier, as the commission model says (docs/billing.md). */
function expectedBalances(organizationId: number) {
  const db = readDb();
  const settled = new Set(
    db.transactions
      .filter((t) => t.organizationId === organizationId && ['succeeded', 'paid'].includes(t.status))
      .flatMap((t) => t.bidIds),
  );
  const byCurrency = new Map<string, { owed: number; paid: number }>();
  db.bids
    .filter(
      (b) => b.organizationId === organizationId && ['APPROVED', 'DELIVERED', 'COMPLETED'].includes(b.status),
    )
    .forEach((b) => {
      const entry = byCurrency.get(b.currency) ?? { owed: 0, paid: 0 };
      entry[settled.has(b.bidId) ? 'paid' : 'owed'] += commissionOf(b.value);
      byCurrency.set(b.currency, entry);
    });
  return byCurrency;
}

describe('all billing', () => {
  it('lists every carrier with its owed and paid commission per currency, as the database holds them', async () => {
    await openAllBilling();
    const table = await screen.findByTestId('balances-table');
    const carriers = readDb().organizations.filter((o) => o.organizationType === 'LOGISTIC');
    await waitFor(() => expect(within(table).getAllByTestId('balance-row')).toHaveLength(carriers.length));

    for (const carrier of carriers) {
      const row = within(table).getByRole('rowheader', { name: carrier.organizaName }).closest('tr')!;
      const [owedCell, paidCell, lastCell] = within(row).getAllByRole('cell');
      const balances = expectedBalances(carrier.id);
      for (const [currency, { owed, paid }] of balances) {
        const round = (n: number) => Math.round(n * 100) / 100;
        if (owed > 0) expect(owedCell).toHaveTextContent(formatMoney(round(owed), currency, 'az'));
        if (paid > 0) expect(paidCell).toHaveTextContent(formatMoney(round(paid), currency, 'az'));
      }
      const lastPaid = readDb()
        .transactions.filter(
          (t) => t.organizationId === carrier.id && ['succeeded', 'paid'].includes(t.status),
        )
        .map((t) => t.paymentDate!)
        .sort()
        .at(-1);
      expect(lastCell).toHaveTextContent(
        lastPaid ? format(new Date(lastPaid), 'dd-MM-yyyy') : 'Ödəniş olmayıb',
      );
    }
    // The demo carrier owes and has paid: both show.
    expect([...expectedBalances(xezer()).values()].some((b) => b.owed > 0)).toBe(true);
    expect([...expectedBalances(xezer()).values()].some((b) => b.paid > 0)).toBe(true);
  });

  it('sends the organisation, status and date range to GET /billing/transactions and keeps them in the URL', async () => {
    const today = format(new Date(), 'yyyy-MM-dd');
    // The carrier's only payment today (the seeded ones are older).
    givenTransaction();
    const organizationId = String(xezer());
    const { requests, router, user } = await openAllBilling();
    expect(listCalls(requests)).toEqual([{ page: '0', size: '10' }]);

    await user.click(screen.getByLabelText('Təşkilat'));
    await user.click(await screen.findByRole('option', { name: 'Xəzər Logistika MMC' }));
    await waitFor(() =>
      expect(listCalls(requests).at(-1)).toEqual({ page: '0', size: '10', organizationId }),
    );
    await waitFor(() =>
      expect(new Set(rows().map((r) => within(r).getAllByRole('cell')[0]!.textContent))).toEqual(
        new Set(['Xəzər Logistika MMC']),
      ),
    );

    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Uğurlu' }));
    const succeeded = { page: '0', size: '10', organizationId, status: 'succeeded' };
    await waitFor(() => expect(listCalls(requests).at(-1)).toEqual(succeeded));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tarix aralığı' }), 'today');
    await waitFor(() =>
      expect(listCalls(requests).at(-1)).toEqual({ ...succeeded, startDate: today, endDate: today }),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByText('Uğurlu')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?organization=${organizationId}&status=succeeded&range=today`);
  });

  it('reads the filters from the URL on arrival', async () => {
    const organizationId = String(silkWay());
    const { requests } = await openAllBilling(`/all-billing?organization=${organizationId}&status=failed`);
    expect(listCalls(requests)[0]).toEqual({ page: '0', size: '10', organizationId, status: 'failed' });
    expect(rows()).toHaveLength(1);
  });

  it('refunds a succeeded payment after confirmation: POST refund, toast, and the row reads refunded', async () => {
    const { requests, user } = await openAllBilling(`/all-billing?organization=${xezer()}`);
    const row = rows().find((r) => within(r).queryByText('Uğurlu'))!;
    const id = Number(row.dataset.transactionId);
    const tx = readDb().transactions.find((t) => t.id === id)!;

    expect(within(row).getByRole('link', { name: /Hesab-faktura/ })).toHaveAttribute(
      'href',
      `/billing/invoices/${tx.invoiceId}`,
    );
    expect(within(row).getByText('Kart •••• 4242')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /Geri qaytar/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ödənişi geri qaytarmaq' });
    expect(dialog).toHaveTextContent(formatMoney(tx.amount, tx.currency, 'az'));
    await user.click(within(dialog).getByRole('button', { name: 'Geri qaytar' }));

    expect(await screen.findByText('Ödəniş geri qaytarıldı')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `${TRANSACTIONS}/${id}/refund`,
    ]);
    expect(readDb().transactions.find((t) => t.id === id)!.status).toBe('refunded');
    const refreshed = rows().find((r) => Number(r.dataset.transactionId) === id)!;
    expect(within(refreshed).getByText('Geri qaytarılıb')).toBeInTheDocument();
    expect(within(refreshed).queryByRole('button', { name: /Geri qaytar/ })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server message when a refund is refused', async () => {
    server.use(
      http.post('*/billing/transactions/:id/refund', () =>
        HttpResponse.json({ message: 'Bu ödəniş geri qaytarıla bilməz.' }, { status: 409 }),
      ),
    );
    const { user } = await openAllBilling('/all-billing?status=succeeded');
    await user.click(within(rows()[0]!).getByRole('button', { name: /Geri qaytar/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ödənişi geri qaytarmaq' });
    await user.click(within(dialog).getByRole('button', { name: 'Geri qaytar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bu ödəniş geri qaytarıla bilməz.');
    expect(readDb().transactions.every((t) => t.status !== 'refunded')).toBe(true);
  });

  it('offers no refund on failed payments and shows why they failed', async () => {
    await openAllBilling('/all-billing?status=failed');
    const failed = readDb().transactions.filter((t) => t.status === 'failed');
    expect(rows()).toHaveLength(failed.length);
    for (const row of rows()) {
      expect(within(row).getByText('Uğursuz')).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: /Geri qaytar/ })).not.toBeInTheDocument();
    }
    // The reason in the user's language, as the server words it.
    expect(failed.every((t) => t.failureReason === 'cardDeclined')).toBe(true);
    expect(screen.getAllByText('Kart bankı tərəfindən rədd edildi. Heç bir məbləğ tutulmayıb.')).toHaveLength(
      failed.length,
    );
    expect(within(rows()[0]!).getByText('Kart •••• 0002')).toBeInTheDocument();
  });

  it('shows the error where the transactions would be and loads them again on retry', async () => {
    const outage = failingGet('*/billing/transactions', { message: 'Server işləmir', status: 500 });
    renderApp({ url: '/all-billing', role: 'ADMIN' });
    // A server error is retried three times before it shows; the waits between the tries are taken
    // out for tests (setup-vitest.ts).
    expect(await screen.findByText('Serverin cavabı: Server işləmir')).toBeInTheDocument();
    expect(screen.queryByTestId('transactions-table')).not.toBeInTheDocument();
    // The balances still show: one failing part does not blank the screen.
    expect(screen.getByTestId('balances-table')).toBeInTheDocument();

    outage.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(screen.queryByText('Serverin cavabı: Server işləmir')).not.toBeInTheDocument();
  });
});
