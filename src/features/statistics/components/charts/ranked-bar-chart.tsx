import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { CHART_COLOURS } from '../chart-colours';
import type { ChartDatum, ChartSeries, ValueFormat } from '../chart-types';
import { categoryAxisWidth } from '../category-labels';
import { CategoryTick } from './category-tick';
import { barTooltip, seriesLegend } from './bar-chart-overlays';
import { CATEGORY_AXIS, valueAxisProps, type ValueAxis } from './chart-style';

type Props = {
  data: ChartDatum[];
  series: ChartSeries[];
  axis: ValueAxis;
  valueFormat: ValueFormat;
};

export function RankedBarChart({ data, series, axis, valueFormat }: Props) {
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
        <XAxis type="number" {...valueAxisProps(axis, i18n.language)} />
        <YAxis
          type="category"
          dataKey="label"
          {...CATEGORY_AXIS}
          // Labels in full, wrapped onto lines (the card makes each row tall enough for them).
          tick={<CategoryTick />}
          width={categoryAxisWidth(data.map((d) => d.label))}
          interval={0}
        />
        {barTooltip(valueFormat)}
        {seriesLegend(series)}
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
