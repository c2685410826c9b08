import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { z } from 'zod/mini';
import { DEMO_TEST_CARDS } from '@/config/billing';
import { endpoints } from '@/config/endpoints';
import type { OrganizationType } from '@/config/enums';
import { apiRequest } from '@/lib/api-client';
import { formatMoney } from '@/lib/numbers';
import { readDb, writeDb } from '@/mocks/db/db';
import dashboardAz from '../../../locales/az/dashboard.json';
import { demoOrganization, givenInquiry, organizationOf } from '@tests/utils/factories';
import { renderApp } from '@tests/utils/render-app';
import { cityNameIn } from '@/mocks/db/places';

// Figures agree, through the real router and the demo backend: after a promo code every
// screen shows what the card was charged, and each home figure is the total of the list it opens.

const SETTLED = ['succeeded', 'paid'];
const round = (n: number) => Math.round(n * 100) / 100;
// White space as toHaveTextContent reads it: a no-break group separator is a space too.
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const money = (value: number, currency: string) => plain(formatMoney(value, currency, 'az'));
/** An az amount as shown ('1 234,50 USD') back to a number. */
const amountOf = (text: string | null) =>
  Number(
    plain(text)
      .replace(/[^\d,-]/g, '')
      .replace(',', '.'),
  );
/** The number in a count sentence or a figure ('Tapılan sorğular: 1 234'). */
const countOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

const futureExpiry = () => `12${String(new Date().getFullYear() + 2).slice(2)}`;

/** The home figure with this label: its link and the value it shows. */
async function figure(label: string | RegExp) {
  const items = await screen.findAllByTestId('figure');
  const item = items.find((li) => {
    const text = plain(within(li).getByTestId('figure-label').textContent);
    return typeof label === 'string' ? text === label : label.test(text);
  });
  if (!item) throw new Error(`No figure ${String(label)}`);
  return {
    link: within(item).getByRole('link'),
    value: within(item).getByTestId('figure-value').textContent,
  };
}

/** Opens home, follows the figure's link, and hands back its value and where it led. */
async function followFigure(role: OrganizationType, label: string | RegExp) {
  const view = renderApp({ url: '/', role });
  const { link, value } = await figure(label);
  await view.user.click(link);
  return { ...view, value };
}

/**
 * Follows the home figure `label` to `pathname` and reads the list's own count there (the text
 * matching `countLine`): the two must say the same number.
 */
async function expectCountAgrees(
  role: OrganizationType,
  label: string | RegExp,
  pathname: string,
  countLine: RegExp,
) {
  const home = await followFigure(role, label);
  await waitFor(() => expect(home.router.state.location.pathname).toBe(pathname));
  expect(countOf((await screen.findByText(countLine)).textContent)).toBe(countOf(home.value));
  home.unmount();
}

/** Every page of a list endpoint, as the signed-in user's app would ask for it. */
async function allRows<T>(url: string, params: Record<string, string> = {}) {
  const rows: T[] = [];
  for (let page = 0; ; page += 1) {
    const answer = (await apiRequest(z.any(), {
      method: 'GET',
      url,
      params: { ...params, page, size: 100 },
    })) as {
      content: T[];
      totalElements: number;
    };
    rows.push(...answer.content);
    if (rows.length >= answer.totalElements || answer.content.length === 0) return rows;
  }
}

const card = (currency: string) =>
  screen.getAllByTestId('balance-card').find((c) => c.dataset.currency === currency)!;

async function payWithPromo(user: UserEvent, code: string) {
  await user.click(within(card('USD')).getByRole('button', { name: 'USD balansını ödə' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ödəniş üsulunu seçin' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Promo kod və ya vauçer' }), code);
  await user.click(within(dialog).getByRole('button', { name: 'Tətbiq et' }));
  await within(dialog).findByText(`${code} tətbiq olundu`);
  const quoted = amountOf(within(dialog).getByTestId('amount-now').textContent);
  await user.type(within(dialog).getByLabelText('Kart sahibi'), 'Elvin Hasanov');
  await user.type(within(dialog).getByLabelText('Kart nömrəsi'), DEMO_TEST_CARDS.succeeds);
  await user.type(within(dialog).getByLabelText('Bitmə tarixi (AA/İİ)'), futureExpiry());
  await user.type(within(dialog).getByLabelText('CVV'), '123');
  await user.click(within(dialog).getByRole('button', { name: /ödə$/ }));
  const success = await within(dialog).findByTestId('payment-succeeded');
  await user.click(within(dialog).getAllByRole('button', { name: 'Bağla' }).at(-1)!);
  return { quoted, success: plain(success.textContent) };
}

/** The carrier's USD won bids no payment covers yet: what a USD payment settles. */
function unpaidUsdBids() {
  const db = readDb();
  const carrier = demoOrganization('LOGISTIC').id;
  const paid = new Set(
    db.transactions
      .filter((t) => t.organizationId === carrier && SETTLED.includes(t.status))
      .flatMap((t) => t.bidIds),
  );
  return db.bids.filter(
    (b) =>
      b.organizationId === carrier &&
      b.currency === 'USD' &&
      ['APPROVED', 'DELIVERED', 'COMPLETED'].includes(b.status) &&
      !paid.has(b.bidId),
  );
}

describe('figures agree after a promo code', () => {
  it.each([
    // A COMMISSION code charges every line at its rate; a voucher takes a fixed 50 USD off the whole.
    [
      'CASPIAN2026',
      (bids: { value: number }[]) => round(bids.reduce((s, b) => s + Math.round(b.value * 1.5) / 100, 0)),
      '1,5%',
    ],
    [
      'WELCOME50',
      (bids: { value: number }[]) =>
        round(Math.max(0, bids.reduce((s, b) => s + Math.round(b.value * 3) / 100, 0) - 50)),
      '3%',
    ],
  ])(
    '%s: the billing summary, won bids, transaction, invoice and admin home all show what was charged',
    async (code, expectedCharge, chargedRate) => {
      const bids = unpaidUsdBids();
      expect(bids.length).toBeGreaterThan(0);
      const standard = round(bids.reduce((s, b) => s + Math.round(b.value * 3) / 100, 0));
      const charged = expectedCharge(bids);
      expect(charged).toBeLessThan(standard);

      const view = renderApp({ url: '/billing', role: 'LOGISTIC' });
      await screen.findAllByTestId('balance-card');
      const paidBefore = amountOf(within(card('USD')).getByTestId('balance-paid').textContent);
      const { quoted, success } = await payWithPromo(view.user, code);
      // What was quoted is what was taken.
      expect(quoted).toBe(charged);
      expect(success).toContain(money(charged, 'USD'));

      // The summary's 'paid' grew by the charge, not by the commission before the code.
      await waitFor(() =>
        expect(within(card('USD')).getByTestId('balance-owed')).toHaveTextContent(money(0, 'USD')),
      );
      const paidNow = amountOf(within(card('USD')).getByTestId('balance-paid').textContent);
      expect(paidNow).toBe(round(paidBefore + charged));

      // The won bids just paid show what each was charged; all paid USD bids add up to 'paid'.
      const rows = screen.getAllByTestId('won-bid');
      const usdPaid = rows.filter(
        (r) => r.textContent?.includes('USD') && r.textContent.includes('Ödənilib'),
      );
      const commissions = usdPaid.map((r) =>
        amountOf(within(r).getByTestId('won-bid-commission').firstChild!.textContent),
      );
      expect(round(commissions.reduce((s, v) => s + v, 0))).toBe(paidNow);
      expect(
        within(usdPaid[0]!.closest('table') ?? document.body).getAllByTestId('won-bid-promo').length,
      ).toBe(bids.length);
      // Each bid the code paid for says the rate it was charged at: the code's, or the standard one for a voucher.
      const promoted = usdPaid.filter((r) => within(r).queryByTestId('won-bid-promo'));
      expect(promoted).toHaveLength(bids.length);
      for (const r of promoted) {
        expect(within(r).getByTestId('won-bid-rate')).toHaveTextContent(`${chargedRate} dərəcə ilə`);
      }

      // The transaction: charged amount, commission before the code, the code named.
      await view.user.click(screen.getByRole('tab', { name: 'Uğurlu' }));
      const row = await waitFor(() => {
        const first = screen.getAllByTestId('transaction-row')[0]!;
        expect(first).toHaveTextContent(code);
        return first;
      });
      expect(plain(row.textContent)).toContain(money(charged, 'USD'));
      expect(plain(row.textContent)).toContain(money(standard, 'USD'));
      // Every settled USD payment in the list adds up to the summary's 'paid'.
      const settledUsd = readDb().transactions.filter(
        (t) =>
          t.organizationId === demoOrganization('LOGISTIC').id &&
          t.currency === 'USD' &&
          SETTLED.includes(t.status),
      );
      const listed = await allRows<{ amount: number; currency: string; status: string }>(
        endpoints.billing.transactions,
      );
      const listedUsd = listed.filter((t) => t.currency === 'USD' && SETTLED.includes(t.status));
      expect(listedUsd).toHaveLength(settledUsd.length);
      expect(round(listedUsd.reduce((s, t) => s + t.amount, 0))).toBe(paidNow);

      // The invoice: lines add up to the subtotal; subtotal − discount = total = what was charged.
      await view.user.click(within(row).getByRole('link', { name: /^Hesab-faktura: əməliyyat № \d+$/ }));
      const totals = await screen.findByTestId('invoice-totals');
      const lines = screen.getAllByTestId('invoice-line');
      expect(lines).toHaveLength(bids.length);
      const lineSum = round(
        lines.reduce((s, line) => s + amountOf(within(line).getAllByRole('cell').at(-1)!.textContent), 0),
      );
      expect(lineSum).toBe(standard);
      expect(plain(totals.textContent)).toBe(
        plain(
          `Komissiya cəmi${money(standard, 'USD')}Promo kod ${code}${money(-round(standard - charged), 'USD')}Ödənilib${money(charged, 'USD')}`,
        ),
      );
      view.unmount();

      // The admin's home: the USD payment volume is every carrier's paid USD on /all-billing.
      const admin = await followFigure('ADMIN', `${dashboardAz.figures.paymentVolume} · USD`);
      const volume = amountOf(admin.value);
      await waitFor(() => expect(admin.router.state.location.pathname).toBe('/all-billing'));
      const balanceRows = await screen.findAllByTestId('balance-row');
      const paidCells = balanceRows.map((r) => r.querySelectorAll('td')[1]!);
      const usdLines = paidCells.flatMap((cell) =>
        [...cell.querySelectorAll('li')].filter((li) => plain(li.textContent).endsWith('USD')),
      );
      expect(round(usdLines.reduce((s, li) => s + amountOf(li.textContent), 0))).toBe(volume);
      const allSettledUsd = readDb().transactions.filter(
        (t) => t.currency === 'USD' && SETTLED.includes(t.status),
      );
      expect(volume).toBe(round(allSettledUsd.reduce((s, t) => s + t.amount, 0)));
    },
  );
});

describe('home figures are the totals of the lists they open', () => {
  it.each([
    [dashboardAz.figures.ongoingInquiries, 'ongoing'],
    [dashboardAz.figures.verifiedInquiries, 'verified'],
    [dashboardAz.figures.onHoldInquiries, 'onHold'],
    [dashboardAz.figures.draftInquiries, 'incomplete'],
  ])('importer: "%s" opens /inquiries?tab=%s with that many inquiries', async (label, tab) => {
    const { value, router } = await followFigure('IMPORTER', label);
    await waitFor(() => expect(router.state.location.search).toBe(`?tab=${tab}`));
    expect(router.state.location.pathname).toBe('/inquiries');
    const count = await screen.findByText(/^Tapılan sorğular: /);
    expect(countOf(count.textContent)).toBe(countOf(value));
  });

  it('importer: bids awaiting an answer are the pending bids of /inquiries-bids', async () => {
    const { value, router } = await followFigure('IMPORTER', dashboardAz.figures.awaitingDecision);
    await waitFor(() => expect(router.state.location.pathname).toBe('/inquiries-bids'));
    const rows = await allRows<{ pendingCount: number }>(endpoints.bids.inquiries);
    expect(countOf(value)).toBe(rows.reduce((s, r) => s + r.pendingCount, 0));
    expect(countOf(value)).toBeGreaterThan(0);
  });

  it('carrier: open inquiries, pending bids, won bids and win rate are /inquiry, /bids?tab=pending, /billing and /statistics', async () => {
    await expectCountAgrees('LOGISTIC', dashboardAz.figures.openInquiries, '/inquiry', /^Tapılan sorğular: /);

    let home = await followFigure('LOGISTIC', dashboardAz.figures.bidsPending);
    await waitFor(() => expect(home.router.state.location.search).toBe('?tab=pending'));
    expect(countOf((await screen.findByText(/^Tapılan təkliflər: /)).textContent)).toBe(countOf(home.value));
    home.unmount();

    home = await followFigure('LOGISTIC', dashboardAz.figures.bidsWon);
    await waitFor(() => expect(home.router.state.location.pathname).toBe('/billing'));
    await waitFor(() => expect(screen.getAllByTestId('won-bid')).toHaveLength(countOf(home.value)));
    home.unmount();

    home = await followFigure('LOGISTIC', dashboardAz.figures.winRate);
    await waitFor(() => expect(home.router.state.location.pathname).toBe('/statistics'));
    const stats = (await apiRequest(z.any(), { method: 'GET', url: endpoints.statistics })) as {
      totals: { winRatePercent: number };
    };
    expect(countOf(home.value)).toBe(stats.totals.winRatePercent);
  });

  it('admin: organisations, inquiries and bids are the totals of /organizations, /all-inquiries and /bids', async () => {
    await expectCountAgrees(
      'ADMIN',
      dashboardAz.figures.organizations,
      '/organizations',
      /təşkilat tapıldı$/,
    );
    await expectCountAgrees('ADMIN', dashboardAz.figures.inquiries, '/all-inquiries', /^Tapılan sorğular: /);
    await expectCountAgrees('ADMIN', dashboardAz.figures.bids, '/bids', /^Tapılan təkliflər: /);
  });

  it('admin: one payment volume per currency, never one sum across currencies', async () => {
    // Another carrier's EUR payment goes through, so there are payments in two currencies.
    writeDb((db) => {
      const eur = db.transactions.find((t) => t.currency === 'EUR' && t.status === 'failed')!;
      eur.status = 'succeeded';
    });
    renderApp({ url: '/', role: 'ADMIN' });
    await screen.findAllByTestId('figure');
    const volumes = screen.getAllByTestId('figure').filter((li) => li.dataset.key === 'paymentVolume');
    const currencies = new Set(
      readDb()
        .transactions.filter((t) => SETTLED.includes(t.status))
        .map((t) => t.currency),
    );
    expect(currencies.size).toBeGreaterThan(1);
    expect(volumes).toHaveLength(currencies.size);
    for (const li of volumes) {
      const currency = plain(within(li).getByTestId('figure-label').textContent).split(' · ')[1]!;
      const total = readDb()
        .transactions.filter((t) => t.currency === currency && SETTLED.includes(t.status))
        .reduce((s, t) => s + t.amount, 0);
      expect(plain(within(li).getByTestId('figure-value').textContent)).toBe(money(round(total), currency));
    }
  });
});

describe('home rows open what they show', () => {
  it.each([
    ['IMPORTER', (id: number) => `/details/${id}`],
    ['LOGISTIC', (id: number) => `/inquiry/inquiry-details/${id}`],
    ['ADMIN', (id: number) => `/update-inquiry/${id}`],
  ] as const)(
    '%s: each recent inquiry is a named link to its page, and Enter opens it',
    async (role, href) => {
      const { user, router } = renderApp({ url: '/', role });
      const rows = await screen.findAllByTestId('recent-row');
      const links = rows.map((row) => within(row).getByRole('link'));
      const codes = links.map((link) => link.textContent ?? '');
      for (const [i, link] of links.entries()) {
        const db = readDb();
        const inquiry = db.inquiries.find((x) => x.inquiryCode === codes[i])!;
        expect(link).toHaveAttribute('href', href(inquiry.id));
        expect(link).toHaveAccessibleName(
          new RegExp(
            `${inquiry.inquiryCode}.*${cityNameIn(db, inquiry.pickup!, 'az')}.*→.*${cityNameIn(db, inquiry.delivery!, 'az')}`,
          ),
        );
      }
      const first = readDb().inquiries.find((x) => x.inquiryCode === codes[0])!;
      links[0]!.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe(href(first.id)));
      // Home stays on screen while the inquiry's page loads: the code is looked for once home is gone.
      await waitFor(() => expect(screen.queryByTestId('recent-row')).not.toBeInTheDocument());
      // The page it opens is that inquiry's, not a 'not found'.
      expect(await screen.findByText(first.inquiryCode)).toBeInTheDocument();
      expect(screen.queryByText(/tapılmadı/i)).not.toBeInTheDocument();
    },
  );

  it('carrier: every recent inquiry is one of its own list’s (none sent only to other carriers)', async () => {
    // The newest open inquiry is sent to another carrier only: this carrier must not be shown it.
    const hidden = givenInquiry({
      sendTo: 'SELECTED_CARRIERS',
      carrierIds: [organizationOf('aysel@silkwaycargo.az').id],
    }).inquiryCode;
    renderApp({ url: '/', role: 'LOGISTIC' });
    const rows = await screen.findAllByTestId('recent-row');
    const listed = new Set(
      (await allRows<{ inquiryCode: string }>(endpoints.bids.inquiries)).map((i) => i.inquiryCode),
    );
    expect(listed).not.toContain(hidden);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(listed).toContain(within(row).getByRole('link').textContent);
  });
});
