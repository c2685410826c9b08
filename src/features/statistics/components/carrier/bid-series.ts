import { CHART_COLOURS } from '../chart-colours';
import type { ChartSeries } from '../chart-types';

/** Bids placed, won and lost: the bars of the bids chart and the headline figures above it, alike. */
export const bidSeries = (t: (key: string) => string): ChartSeries<'placed' | 'won' | 'lost'>[] => [
  { key: 'placed', name: t('carrier.kpi.placed'), colour: CHART_COLOURS.brand },
  { key: 'won', name: t('carrier.kpi.won'), colour: CHART_COLOURS.green },
  { key: 'lost', name: t('carrier.kpi.lost'), colour: CHART_COLOURS.red },
];
