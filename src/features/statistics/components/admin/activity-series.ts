import { CHART_COLOURS } from '../chart-colours';
import type { ChartSeries } from '../chart-types';

/** New organisations, inquiries and bids: the activity chart's lines and the headline figures, alike. */
export const activitySeries = (
  t: (key: string) => string,
): ChartSeries<'organizations' | 'inquiries' | 'bids'>[] => [
  { key: 'organizations', name: t('admin.kpi.organizations'), colour: CHART_COLOURS.green },
  { key: 'inquiries', name: t('admin.kpi.inquiries'), colour: CHART_COLOURS.brand },
  { key: 'bids', name: t('admin.kpi.bids'), colour: CHART_COLOURS.amber },
];
