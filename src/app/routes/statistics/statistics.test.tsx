import { act, screen, waitFor, within } from '@testing-library/react';
import { calendarDayOf, resolveDateRange, type DateRangeKey } from '@/lib/dates';
import { formatMoney, formatNumber } from '@/lib/numbers';
import { readDb, writeDb } from '@/mocks/db/db';
import { demoOrganization } from '@tests/utils/factories';
import { recordRequests, getParams } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { retryFailedLoad } from '@tests/utils/failed-load';
import { expectConsoleError } from '@tests/utils/console-errors';

// /statistics for each role: the range in the URL reaches GET /statistics as startDate/endDate, the
// figures match the demo database, and every chart card carries its numbers as a table. Recharts
// draws little in jsdom, so the tables and summaries are what is asserted here.

// The win-rate ring can be made to throw, to show that a chart failing to draw leaves its table.
const gauge = vi.hoisted(() => ({ fails: false }));
vi.mock('@/features/statistics/components/charts/win-rate-gauge', () => ({
  WinRateGauge: () => {
    if (gauge.fails) throw new Error('No canvas');
    return <svg />;
  },
}));

/** The charts' code comes after the figures: let it in, inside act, before reading the cards. */
const chartsIn = () => act(() => vi.dynamicImportSettled());

const WON = ['APPROVED', 'DELIVERED', 'COMPLETED'];
const LOST = ['LOST', 'REJECTED', 'CANCELED'];

type Recorded = ReturnType<typeof recordRequests>;
const statisticsCalls = (requests: Recorded) => getParams(requests, '/api/statistics');

/** Whether an ISO date falls in the named range (every date for 'all days'). */
function inRange(range: DateRangeKey) {
  const days = resolveDateRange(range);
  return (iso: string) =>
    !days || (calendarDayOf(iso) >= days.startDate && calendarDayOf(iso) <= days.endDate);
}

function carrierExpected(range: DateRangeKey) {
  const within = inRange(range);
  const carrier = demoOrganization('LOGISTIC').id;
  const bids = readDb().bids.filter((b) => b.organizationId === carrier && within(b.createdAt));
  const won = bids.filter((b) => WON.includes(b.status));
  const lost = bids.filter((b) => LOST.includes(b.status)).length;
  return {
    placed: bids.length,
    won: won.length,
    lost,
    winRate: won.length + lost === 0 ? 0 : Math.round((won.length / (won.length + lost)) * 100),
    revenueUsd: won.filter((b) => b.currency === 'USD').reduce((sum, b) => sum + b.value, 0),
  };
}

function importerExpected(range: DateRangeKey) {
  const within = inRange(range);
  const db = readDb();
  const importer = demoOrganization('IMPORTER').id;
  const own = new Map(
    db.inquiries.filter((i) => i.organizationId === importer && i.status !== 'draft').map((i) => [i.id, i]),
  );
  const bids = db.bids.filter((b) => own.has(b.inquiryId) && within(b.createdAt));
  const perInquiry = new Map<number, number>();
  bids.forEach((b) => perInquiry.set(b.inquiryId, (perInquiry.get(b.inquiryId) ?? 0) + 1));
  const [topId, topCount] = [...perInquiry.entries()].sort(
    (a, b) => b[1] - a[1] || own.get(a[0])!.inquiryCode.localeCompare(own.get(b[0])!.inquiryCode),
  )[0]!;
  return {
    inquiries: [...own.values()].filter((i) => within(i.createdAt)).length,
    bids: bids.length,
    currencies: new Set(bids.map((b) => b.currency)),
    top: { code: own.get(topId)!.inquiryCode, count: topCount },
  };
}

function adminExpected(range: DateRangeKey) {
  const within = inRange(range);
  const db = readDb();
  const payments = db.transactions.filter(
    (t) => ['succeeded', 'paid'].includes(t.status) && t.paymentDate && within(t.paymentDate),
  );
  return {
    organizations: db.organizations.filter((o) => o.organizationType !== 'ADMIN' && within(o.createdAt))
      .length,
    inquiries: db.inquiries.filter((i) => i.status !== 'draft' && within(i.createdAt)).length,
    bids: db.bids.filter((b) => within(b.createdAt)).length,
    usd: payments.filter((t) => t.currency === 'USD').reduce((sum, t) => sum + t.amount, 0),
  };
}

const kpi = (key: string) => screen.getByTestId(`kpi-${key}`).textContent;
/** Figures as the page writes them in Azerbaijani: '1 234' for counts, '1 234,50 USD' for money. */
const count = (n: number) => formatNumber(n, 'az');
const money = (n: number, currency: string) => formatMoney(n, currency, 'az');

const region = (name: string) => screen.getByRole('region', { name });
/** The accessible table of a chart card, row by row, each row its cells' text. */
const tableRows = (card: HTMLElement) =>
  within(within(card).getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

async function expectCarrierKpis(expected: ReturnType<typeof carrierExpected>) {
  await waitFor(() => expect(kpi('placed')).toBe(count(expected.placed)));
  expect(kpi('won')).toBe(count(expected.won));
  expect(kpi('lost')).toBe(count(expected.lost));
  expect(kpi('winRate')).toBe(`${expected.winRate}%`);
}

describe('statistics', () => {
  it('sends the range from the URL as startDate/endDate, and none for all days', async () => {
    const requests = recordRequests();
    renderApp({ url: '/statistics?range=thisMonth', role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: 'Statistika' });
    await waitFor(() => expect(statisticsCalls(requests)).toHaveLength(1));
    requests.stop();
    const month = resolveDateRange('thisMonth')!;
    expect(statisticsCalls(requests)[0]).toEqual({ startDate: month.startDate, endDate: month.endDate });
    expect(screen.getByRole('combobox', { name: 'Tarix aralığı' })).toHaveValue('thisMonth');
  });

  it("shows the importer's totals, inquiries by status and the bids of its top inquiry", async () => {
    const expected = importerExpected('allDays');
    const requests = recordRequests();
    const { user } = renderApp({ url: '/statistics', role: 'IMPORTER' });
    await waitFor(() => expect(kpi('inquiries')).toBe(count(expected.inquiries)));
    await chartsIn();
    expect(kpi('bids')).toBe(count(expected.bids));
    requests.stop();
    expect(statisticsCalls(requests)).toEqual([{}]);

    const byStatus = region('Statuslar üzrə sorğular');
    expect(within(byStatus).getByText(/^Cəmi .* sorğu; ən çox: /)).toBeInTheDocument();
    const statusRows = tableRows(byStatus);
    // Translated status names head the columns; the closing row sums every inquiry of the range.
    expect(statusRows[0]).toEqual(expect.arrayContaining(['Aktiv', 'Gözləmədə', 'Cəmi']));
    expect(statusRows.at(-1)?.[0]).toBe('Cəmi');
    expect(statusRows.at(-1)?.at(-1)).toBe(count(expected.inquiries));

    const perInquiry = region('Sorğular üzrə alınan təkliflər');
    expect(tableRows(perInquiry)[1]).toEqual([expected.top.code, count(expected.top.count)]);
    expect(
      within(perInquiry).getByText(`Ən çox təklif: ${expected.top.code} (${expected.top.count}).`, {
        exact: false,
      }),
    ).toBeInTheDocument();

    // Prices per lane in one currency at a time: every price cell carries the chosen currency.
    const prices = region('Marşrut və nəqliyyat növü üzrə qiymətlər');
    const pricesIn = (currency: string) => {
      const rows = tableRows(prices).slice(1);
      expect(rows.length).toBeGreaterThan(0);
      rows.forEach((row) => expect(row.slice(3).every((cell) => cell?.endsWith(` ${currency}`))).toBe(true));
    };
    const radios = within(prices).queryAllByRole('radio');
    expect(radios).toHaveLength(expected.currencies.size > 1 ? expected.currencies.size : 0);
    if (radios.length > 1) {
      pricesIn(within(prices).getByRole('radio', { checked: true }).getAttribute('value')!);
      await user.click(radios[1]!);
      expect(radios[1]).toBeChecked();
      pricesIn(radios[1]!.getAttribute('value')!);
    } else pricesIn([...expected.currencies][0]!);
  });

  it("matches the carrier's placed, won and lost bids, its win rate and revenue", async () => {
    const expected = carrierExpected('allDays');
    expect(expected.placed).toBeGreaterThan(0);
    renderApp({ url: '/statistics', role: 'LOGISTIC' });
    await expectCarrierKpis(expected);
    await chartsIn();

    const bids = region('Verilmiş, qazanılan və uduzulan təkliflər');
    expect(tableRows(bids).at(-1)).toEqual([
      'Cəmi',
      count(expected.placed),
      count(expected.won),
      count(expected.lost),
    ]);
    const winRate = region('Qazanma faizi');
    // The big figure beside the ring, and the same rate in the table.
    expect(within(winRate).getAllByText(`${expected.winRate}%`)).toHaveLength(2);
    expect(tableRows(winRate)).toContainEqual(['Qazanılan təkliflər', count(expected.won)]);

    const revenue = region('Gəlir və komissiya');
    const total = tableRows(revenue).at(-1)!;
    expect(total[0]).toBe('Cəmi');
    expect(total[1]).toBe(money(expected.revenueUsd, 'USD'));
    // The platform's 3% commission on the won bids.
    expect(total[2]).toBe(money(Math.round(expected.revenueUsd * 3) / 100, 'USD'));
  });

  it("shows the admin's totals, activity and payment volume", async () => {
    const expected = adminExpected('thisYear');
    renderApp({ url: '/statistics?range=thisYear', role: 'ADMIN' });
    await waitFor(() => expect(kpi('inquiries')).toBe(count(expected.inquiries)));
    await chartsIn();
    expect(kpi('organizations')).toBe(count(expected.organizations));
    expect(kpi('bids')).toBe(count(expected.bids));
    if (expected.usd > 0) expect(kpi('payments')).toContain(money(expected.usd, 'USD'));

    expect(tableRows(region('Təşkilatlar, sorğular və təkliflər')).at(-1)).toEqual([
      'Cəmi',
      count(expected.organizations),
      count(expected.inquiries),
      count(expected.bids),
    ]);
    const lanes = tableRows(region('Ən çox istifadə olunan marşrutlar')).slice(1);
    expect(lanes.length).toBeGreaterThan(0);
    // Busiest first.
    const inquiries = lanes.map((row) => Number(row[1]?.replace(/\D/g, '')));
    expect(inquiries).toEqual([...inquiries].sort((a, b) => b - a));
    if (expected.usd > 0)
      expect(tableRows(region('Ödəniş həcmi')).at(-1)).toEqual(['Cəmi', money(expected.usd, 'USD')]);
  });

  it('changes the request and the figures when the range changes', async () => {
    const all = carrierExpected('allDays');
    const month = carrierExpected('thisMonth');
    const requests = recordRequests();
    const { router, user } = renderApp({ url: '/statistics', role: 'LOGISTIC' });
    await expectCarrierKpis(all);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tarix aralığı' }), 'thisMonth');
    await waitFor(() => expect(router.state.location.search).toBe('?range=thisMonth'));
    if (month.placed > 0) await expectCarrierKpis(month);
    else expect(await screen.findByText('Heç bir nəticə tapılmadı')).toBeInTheDocument();
    requests.stop();
    const days = resolveDateRange('thisMonth')!;
    expect(statisticsCalls(requests)).toEqual([{}, { startDate: days.startDate, endDate: days.endDate }]);
  });

  it('shows a chart card as a visible table on demand', async () => {
    const { user } = renderApp({ url: '/statistics', role: 'LOGISTIC' });
    const card = await screen.findByRole('region', { name: 'Verilmiş, qazanılan və uduzulan təkliflər' });
    expect(within(card).getByTestId('chart')).toHaveAttribute('role', 'img');
    const toggle = within(card).getByRole('button', { name: 'Cədvəl kimi göstər' });
    expect(within(card).getByRole('table').parentElement).toHaveClass('sr-only');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Qrafik kimi göstər');
    expect(within(card).getByRole('table').parentElement).not.toHaveClass('sr-only');
    expect(within(card).queryByTestId('chart')).not.toBeInTheDocument();
  });

  it('shows the table in place of a chart that fails to draw', async () => {
    gauge.fails = true;
    // The chart's boundary logs what it caught; React logs it too.
    expectConsoleError(/No canvas/);
    try {
      renderApp({ url: '/statistics', role: 'LOGISTIC' });
      const card = await screen.findByRole('region', { name: 'Qazanma faizi' });
      expect(await within(card).findByText(/Qrafiki çəkmək alınmadı/)).toBeInTheDocument();
      expect(within(card).getByRole('table').parentElement).not.toHaveClass('sr-only');
      expect(within(card).queryByTestId('chart')).not.toBeInTheDocument();
      // The other cards still draw.
      expect(within(region('Gəlir və komissiya')).getByTestId('chart')).toBeInTheDocument();
    } finally {
      gauge.fails = false;
    }
  });

  it('says so when the range has nothing, and widens it on request', async () => {
    const carrier = demoOrganization('LOGISTIC').id;
    writeDb((db) => {
      db.bids = db.bids.filter((b) => b.organizationId !== carrier);
    });
    const requests = recordRequests();
    const { router, user } = renderApp({ url: '/statistics?range=lastWeek', role: 'LOGISTIC' });
    expect(await screen.findByText('Heç bir nəticə tapılmadı')).toBeInTheDocument();
    expect(screen.getByText(/Daha geniş tarix aralığı seçin/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Qazanma faizi' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bütün günləri göstər' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(statisticsCalls(requests).at(-1)).toEqual({}));
    requests.stop();
  });

  it('shows the error with a retry', async () => {
    await retryFailedLoad({
      endpoint: '*/api/statistics',
      message: 'Statistika hazır deyil',
      url: '/statistics',
      role: 'LOGISTIC',
    });
    await expectCarrierKpis(carrierExpected('allDays'));
  });
});
