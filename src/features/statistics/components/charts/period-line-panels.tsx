import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLOURS } from '../chart-colours';
import type { ChartDatum, ChartSeries, ValueFormat } from '../chart-types';
import { CATEGORY_AXIS, TOOLTIP_STYLE, tooltipValue, valueAxisProps } from './chart-style';

type Props = { data: ChartDatum[]; series: ChartSeries[]; valueFormat: ValueFormat };

export function PeriodLinePanels({ data, series, valueFormat }: Props) {
  const { i18n } = useTranslation();
  return (
    <div className="grid h-full gap-4 md:grid-cols-3">
      {series.map((s) => (
        <div key={s.key} className="flex h-44 flex-col md:h-full">
          <p className="flex items-center gap-2 text-xs font-medium text-slate-600">
            <span className="size-2 rounded-full" style={{ backgroundColor: s.colour }} />
            {s.name}
          </p>
          <div className="min-h-0 flex-1">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart
                data={data}
                accessibilityLayer={false}
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
              >
                <CartesianGrid vertical={false} stroke={CHART_COLOURS.grid} />
                <XAxis dataKey="label" {...CATEGORY_AXIS} minTickGap={16} />
                <YAxis
                  width="auto"
                  // New organisations, inquiries and bids: counts, in whole numbers.
                  {...valueAxisProps('count', i18n.language)}
                />
                <Tooltip contentStyle={TOOLTIP_STYLE} formatter={tooltipValue(valueFormat)} />
                <Line
                  type="monotone"
                  dataKey={s.key}
                  name={s.name}
                  stroke={s.colour}
                  strokeWidth={2}
                  dot={data.length <= 12}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        </div>
      ))}
    </div>
  );
}
