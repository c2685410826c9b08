import { render, screen, within } from '@testing-library/react';
import type { ComponentProps, ReactNode } from 'react';
import { STATUSES } from '@/config/enums';
import { loadDateLocale } from '@/lib/date-locale';
import { i18n } from '@/lib/i18n';
import type { AdminStatistics, CarrierStatistics, ImporterStatistics } from '../schemas';
import { PaymentsCard } from './admin/payments-card';
import { TopLanesCard } from './admin/top-lanes-card';
import { BidsOverTimeCard } from './carrier/carrier-statistics';
import { RevenueCard } from './carrier/revenue-card';
import { BidsPerInquiryCard } from './importer/bids-per-inquiry-card';
import { InquiriesByStatusCard } from './importer/inquiries-by-status-card';
import { CHARTED_LANES, PriceByLaneCard } from './importer/price-by-lane-card';
import type { PeriodBarChart, PeriodLinePanels, RankedBarChart } from './lazy-charts';
import { useStatFormat, type StatFormat } from './use-stat-format';

// What each card asks its chart to draw: counts on whole-number axes, money on amount axes, and the
// inquiries by status in at most six named colours. The chart modules are replaced by recorders.

type ChartProps = Partial<ComponentProps<typeof PeriodBarChart>> &
  Partial<ComponentProps<typeof RankedBarChart>> &
  Partial<ComponentProps<typeof PeriodLinePanels>>;
const drawn = vi.hoisted(() => ({ charts: [] as { kind: string; props: ChartProps }[] }));
vi.mock('./lazy-charts', () => {
  const recorder = (kind: string) => (props: ChartProps) => {
    drawn.charts.push({ kind, props });
    return null;
  };
  return {
    PeriodBarChart: recorder('period-bar'),
    RankedBarChart: recorder('ranked-bar'),
    PeriodLinePanels: recorder('line-panels'),
    WinRateGauge: recorder('gauge'),
  };
});

// The cards name months in the reader's language: its date-fns locale is fetched before they render
// (the screen suspends on it in the app), so these synchronous renders have it at hand.
beforeAll(() => loadDateLocale('az'));

function WithFormat({ children }: { children: (format: StatFormat) => ReactNode }) {
  return <>{children(useStatFormat('month'))}</>;
}

/** The props of the one chart a card drew. */
function drawOne(card: (format: StatFormat) => ReactNode) {
  drawn.charts = [];
  render(<WithFormat>{card}</WithFormat>);
  expect(drawn.charts).toHaveLength(1);
  return drawn.charts[0]!.props;
}

const importer: ImporterStatistics = {
  role: 'IMPORTER',
  granularity: 'month',
  inquiriesByStatus: [
    // Every status the app knows, and one it does not.
    {
      period: '2026-01-01',
      counts: { ...Object.fromEntries(STATUSES.map((s, i) => [s, i + 1])), escalated: 5 },
    },
    { period: '2026-02-01', counts: { active: 2, draft: 1 } },
  ],
  bidsPerInquiry: [
    { inquiryId: 1, inquiryCode: 'INQ-1', bids: 3 },
    { inquiryId: 2, inquiryCode: 'INQ-2', bids: 2 },
  ],
  priceByLane: [
    { mode: 'ROAD', lane: 'Bakı → Tbilisi', currency: 'USD', average: 1200.5, best: 1100, bids: 2 },
  ],
};
const carrier: CarrierStatistics = {
  role: 'LOGISTIC',
  granularity: 'month',
  bids: [{ period: '2026-01-01', placed: 3, won: 1, lost: 1 }],
  totals: { placed: 3, won: 1, lost: 1, winRatePercent: 50 },
  revenue: [{ period: '2026-01-01', currency: 'USD', revenue: 1000, commission: 30 }],
};
const admin: AdminStatistics = {
  role: 'ADMIN',
  granularity: 'month',
  activity: [{ period: '2026-01-01', organizations: 1, inquiries: 3, bids: 2 }],
  payments: [{ period: '2026-01-01', currency: 'USD', volume: 142.5 }],
  topLanes: [{ lane: 'Bakı → Tbilisi', inquiries: 3, bids: 2 }],
  totals: { organizations: 1, inquiries: 3, bids: 2, payments: [{ currency: 'USD', value: 142.5 }] },
};

describe('chart props', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['statistics', 'status', 'enums', 'ui']);
  });

  it('draws the inquiries by status in at most six groups, named and coloured apart', () => {
    const props = drawOne((format) => <InquiriesByStatusCard data={importer} format={format} />);
    const series = props.series ?? [];
    expect(series.length).toBeLessThanOrEqual(6);
    expect(series.map((s) => s.name)).toEqual([
      'Təklif qəbul edir',
      'Qalib seçilib, icrada',
      'Çatdırılıb, tamamlanıb',
      'Dayandırılıb',
      'Qaralama',
      'Bağlanıb və digər',
    ]);
    expect(new Set(series.map((s) => s.colour)).size).toBe(series.length);
    // Every inquiry of a period is in its bar, the one with an unknown status too.
    const [january, february] = props.data ?? [];
    const barTotal = (datum: Record<string, unknown>) =>
      series.reduce((sum, s) => sum + Number(datum[s.key] ?? 0), 0);
    const januaryInquiries = STATUSES.reduce((sum, _, i) => sum + i + 1, 0) + 5;
    expect(barTotal(january!)).toBe(januaryInquiries);
    expect(barTotal(february!)).toBe(3);
    expect(february).toMatchObject({ open: 2, draft: 1, closed: 0 });
    expect(props.axis).toBe('count');
  });

  it('keeps every status in the table, its columns ordered by group', () => {
    drawOne((format) => <InquiriesByStatusCard data={importer} format={format} />);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toHaveLength(1 + STATUSES.length + 1 + 1); // period, statuses, escalated, total
    expect(headers.slice(1, 4)).toEqual(['Aktiv', 'Gözləmədə', 'Baxılır']);
    expect(headers.at(-2)).toBe('escalated');
  });

  // Counts on a whole-number axis, money on an amount axis.
  it.each([
    ['bids per inquiry', 'count', (f: StatFormat) => <BidsPerInquiryCard data={importer} format={f} />],
    ['bids over time', 'count', (f: StatFormat) => <BidsOverTimeCard data={carrier} format={f} />],
    ['top lanes', 'count', (f: StatFormat) => <TopLanesCard data={admin} format={f} />],
    ['prices by lane', 'amount', (f: StatFormat) => <PriceByLaneCard data={importer} format={f} />],
    ['revenue', 'amount', (f: StatFormat) => <RevenueCard data={carrier} format={f} />],
    ['payments', 'amount', (f: StatFormat) => <PaymentsCard data={admin} format={f} />],
  ])('draws %s on a %s axis', (_, axis, card) => {
    expect(drawOne(card).axis).toBe(axis);
  });

  describe("prices by lane, at the chart's ten lanes", () => {
    /** `count` USD lanes, the one at index i with i + 1 bids, so the last ones have the most. */
    const withLanes = (count: number): ImporterStatistics => ({
      ...importer,
      priceByLane: Array.from({ length: count }, (_, i) => ({
        mode: 'ROAD',
        lane: `Lane ${i + 1}`,
        currency: 'USD',
        average: 1000 + i,
        best: 900 + i,
        bids: i + 1,
      })),
    });
    const charted = (props: ChartProps) => (props.data ?? []).map((row) => row.label);
    const note = 'Qrafikdə ən çox təklif alan 10 marşrut göstərilir; cədvəldə hamısı var.';

    it('charts every lane up to ten, and says nothing of a limit', () => {
      expect(CHARTED_LANES).toBe(10);
      const props = drawOne((format) => <PriceByLaneCard data={withLanes(10)} format={format} />);
      expect(charted(props)).toHaveLength(10);
      expect(screen.queryByText(note, { exact: false })).not.toBeInTheDocument();
    });

    it('charts the ten lanes with the most bids past ten, says so, and keeps all in the table', () => {
      const props = drawOne((format) => <PriceByLaneCard data={withLanes(11)} format={format} />);
      expect(charted(props)).toHaveLength(10);
      // Lane 1 has the fewest bids: it is the one left out, and the most bid-on comes first.
      expect(charted(props)[0]).toBe('Avtomobil · Lane 11');
      expect(charted(props)).not.toContain('Avtomobil · Lane 1');
      expect(screen.getByText(note, { exact: false })).toBeInTheDocument();
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(1 + 11);
    });
  });
});
