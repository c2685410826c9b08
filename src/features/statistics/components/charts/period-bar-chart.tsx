import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { CHART_COLOURS } from '../chart-colours';
import type { ChartDatum, ChartSeries, ValueFormat } from '../chart-types';
import { barTooltip, seriesLegend } from './bar-chart-overlays';
import { CATEGORY_AXIS, valueAxisProps, type ValueAxis } from './chart-style';

type Props = {
  data: ChartDatum[];
  series: ChartSeries[];
  /** Stacked: the parts of one whole (statuses, net and commission); otherwise side by side. */
  stacked?: boolean;
  axis: ValueAxis;
  valueFormat: ValueFormat;
};

export function PeriodBarChart({ data, series, stacked = false, axis, valueFormat }: Props) {
  const { i18n } = useTranslation();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={CHART_COLOURS.grid} />
        <XAxis dataKey="label" {...CATEGORY_AXIS} />
        {/* Measured from the drawn ticks: '12 тыс.' is wider than '12K'. */}
        <YAxis width="auto" {...valueAxisProps(axis, i18n.language)} />
        {barTooltip(valueFormat)}
        {seriesLegend(series)}
        {series.map((s, index) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            fill={s.colour}
            stackId={stacked ? 'total' : undefined}
            maxBarSize={40}
            // Only the top of a stack (or every bar side by side) gets the rounded corners.
            radius={!stacked || index === series.length - 1 ? [3, 3, 0, 0] : 0}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
