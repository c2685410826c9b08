import { Legend, Tooltip } from 'recharts';
import type { ChartSeries, ValueFormat } from '../chart-types';
import { LEGEND_STYLE, legendInSeriesOrder, TOOLTIP_STYLE, tooltipValue } from './chart-style';

export const barTooltip = (valueFormat: ValueFormat) => (
  <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: '#f1f5f9' }} formatter={tooltipValue(valueFormat)} />
);

/** The legend, only when there is more than one series to tell apart. */
export const seriesLegend = (series: ChartSeries[]) =>
  series.length > 1 && (
    <Legend
      wrapperStyle={LEGEND_STYLE}
      iconType="circle"
      iconSize={8}
      itemSorter={legendInSeriesOrder(series)}
    />
  );
