import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLOURS } from '../chart-colours';
import type { ChartDatum, ChartSeries, ValueFormat } from '../chart-types';
import {
  AXIS_TICK,
  LEGEND_STYLE,
  TOOLTIP_STYLE,
  categoryAxisWidth,
  compactNumber,
  shortCategory,
} from './chart-style';

type Props = { data: ChartDatum[]; series: ChartSeries[]; valueFormat: ValueFormat };

/** Horizontal bars, largest first: inquiries, lanes. */
export function RankedBarChart({ data, series, valueFormat }: Props) {
  const { i18n } = useTranslation();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid horizontal={false} stroke={CHART_COLOURS.grid} />
        <XAxis
          type="number"
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          tickFormatter={compactNumber(i18n.language)}
        />
        <YAxis
          type="category"
          dataKey="label"
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={{ stroke: CHART_COLOURS.grid }}
          width={categoryAxisWidth(data.map((d) => d.label))}
          tickFormatter={shortCategory}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          cursor={{ fill: '#f1f5f9' }}
          formatter={(value) => (typeof value === 'number' ? valueFormat(value) : value)}
        />
        {series.length > 1 && <Legend wrapperStyle={LEGEND_STYLE} iconType="circle" iconSize={8} />}
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            fill={s.colour}
            maxBarSize={18}
            radius={[0, 3, 3, 0]}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
