import { lazy } from 'react';

export const PeriodBarChart = lazy(() =>
  import('./charts/period-bar-chart').then((m) => ({ default: m.PeriodBarChart })),
);
export const RankedBarChart = lazy(() =>
  import('./charts/ranked-bar-chart').then((m) => ({ default: m.RankedBarChart })),
);
export const PeriodLinePanels = lazy(() =>
  import('./charts/period-line-panels').then((m) => ({ default: m.PeriodLinePanels })),
);
export const WinRateGauge = lazy(() =>
  import('./charts/win-rate-gauge').then((m) => ({ default: m.WinRateGauge })),
);
