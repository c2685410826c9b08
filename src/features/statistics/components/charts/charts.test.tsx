import { render, waitFor } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import type * as Recharts from 'recharts';
import { i18n } from '@/lib/i18n';
import { valueAxisProps } from './chart-style';
import { PeriodBarChart } from './period-bar-chart';
import { PeriodLinePanels } from './period-line-panels';
import { RankedBarChart } from './ranked-bar-chart';

// Recharts measures its container, which jsdom cannot: the charts are drawn at a fixed size here so
// their axes can be read.
vi.mock('recharts', async (importOriginal) => {
  const recharts = await importOriginal<typeof Recharts>();
  return {
    ...recharts,
    ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
      cloneElement(children, { width: 600, height: 400 }),
  };
});

/** The tick labels of an axis, once recharts has drawn them (it lays the axes out after mounting). */
async function ticks(container: HTMLElement, axis: 'xAxis' | 'yAxis') {
  const read = () =>
    [...container.querySelectorAll(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`)].map(
      (tick) => tick.textContent ?? '',
    );
  await waitFor(() => expect(read().length).toBeGreaterThan(1));
  return read();
}

describe('value axes', () => {
  it('allows decimals on an amount axis only', () => {
    expect(valueAxisProps('count', 'az').allowDecimals).toBe(false);
    expect(valueAxisProps('amount', 'az').allowDecimals).toBe(true);
  });

  it('ticks whole numbers on a count axis, even when the counts are small', async () => {
    const data = [
      { label: 'INQ-1', bids: 3 },
      { label: 'INQ-2', bids: 2 },
    ];
    const series = [{ key: 'bids', name: 'Təkliflər', colour: '#2563eb' }];
    const { container } = render(
      <RankedBarChart axis="count" data={data} series={series} valueFormat={String} />,
    );
    const values = await ticks(container, 'xAxis');
    expect(values.every((value) => /^\d+$/.test(value))).toBe(true);
    expect(values).toContain('3');
  });

  it('keeps fractions on an amount axis, where they mean something', async () => {
    const data = [{ label: 'Bakı → Tbilisi', price: 3 }];
    const series = [{ key: 'price', name: 'Qiymət', colour: '#2563eb' }];
    const { container } = render(
      <RankedBarChart axis="amount" data={data} series={series} valueFormat={String} />,
    );
    expect((await ticks(container, 'xAxis')).some((value) => /,/.test(value))).toBe(true);
  });

  it('ticks whole numbers on the count axis of a bar chart over time', async () => {
    await i18n.changeLanguage('az');
    const data = [
      { label: 'Yan', placed: 1, won: 0 },
      { label: 'Fev', placed: 2, won: 1 },
    ];
    const series = [
      { key: 'placed', name: 'Verilmiş', colour: '#2563eb' },
      { key: 'won', name: 'Qazanılan', colour: '#16a34a' },
    ];
    const { container } = render(
      <PeriodBarChart axis="count" data={data} series={series} valueFormat={String} />,
    );
    const values = await ticks(container, 'yAxis');
    expect(values.every((value) => /^\d+$/.test(value))).toBe(true);
  });

  it('ticks whole numbers on the activity panels (new organisations come one or two at a time)', async () => {
    const data = [
      { label: 'Yan', organizations: 0 },
      { label: 'Fev', organizations: 1 },
    ];
    const series = [{ key: 'organizations', name: 'Yeni təşkilatlar', colour: '#16a34a' }];
    const { container } = render(<PeriodLinePanels data={data} series={series} valueFormat={String} />);
    const values = await ticks(container, 'yAxis');
    expect(values.every((value) => /^\d+$/.test(value))).toBe(true);
  });
});

describe('legend', () => {
  it('names the series in their own order (the stack from the bottom), not alphabetically', async () => {
    const series = [
      { key: 'open', name: 'Təklif qəbul edir', colour: '#2563eb' },
      { key: 'awarded', name: 'Qalib seçilib, icrada', colour: '#8b5cf6' },
      { key: 'closed', name: 'Bağlanıb və digər', colour: '#dc2626' },
    ];
    const data = [{ label: 'Yan', open: 2, awarded: 1, closed: 1 }];
    const { container } = render(
      <PeriodBarChart stacked axis="count" data={data} series={series} valueFormat={String} />,
    );
    const read = () =>
      [...container.querySelectorAll('.recharts-legend-item-text')].map((item) => item.textContent);
    await waitFor(() => expect(read()).toHaveLength(3));
    expect(read()).toEqual(series.map((s) => s.name));
  });
});
