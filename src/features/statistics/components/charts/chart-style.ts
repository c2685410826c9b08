import type { CSSProperties } from 'react';
import type { LegendPayload } from 'recharts';
import type { ChartSeries, ValueFormat } from '../chart-types';
import { formatCompact } from '@/lib/numbers';
import { CHART_COLOURS } from '../chart-colours';

export const AXIS_TICK = { fill: CHART_COLOURS.axis, fontSize: 12 } as const;

export const TOOLTIP_STYLE: CSSProperties = {
  borderRadius: 8,
  border: '1px solid #e2e8f0',
  boxShadow: '0 1px 3px rgb(16 24 40 / 0.1)',
  fontSize: 12,
};

export const LEGEND_STYLE: CSSProperties = { fontSize: 12, paddingTop: 8 };

/** Legend items in the order of the series (recharts sorts them by name otherwise). */
export const legendInSeriesOrder = (series: ChartSeries[]) => (item: LegendPayload) =>
  series.findIndex((s) => s.key === item.dataKey);

/** A tooltip's figure as the chart's format writes it; anything but a number as it came. */
export const tooltipValue =
  (valueFormat: ValueFormat) =>
  <V>(value: V) =>
    typeof value === 'number' ? valueFormat(value) : value;

/** Axis numbers kept short ('1,2K', '12 mln'): the exact figures are in the tooltip and the table. */
export function compactNumber(language: string) {
  return (value: number) => formatCompact(value, language);
}

/** What a chart's value axis measures: a count ticks whole numbers only (never '0,8 bids'). */
export type ValueAxis = 'count' | 'amount';

export function valueAxisProps(axis: ValueAxis, language: string) {
  return {
    tick: AXIS_TICK,
    tickLine: false,
    axisLine: false,
    allowDecimals: axis === 'amount',
    tickFormatter: compactNumber(language),
  } as const;
}

/** The category axis of every chart (periods, lanes): ruled in the grid's colour, no tick marks. */
export const CATEGORY_AXIS = {
  tick: AXIS_TICK,
  tickLine: false,
  axisLine: { stroke: CHART_COLOURS.grid },
} as const;
