import { lazyRetrying } from '@/lib/lazy-retrying';

export const PeriodBarChart = lazyRetrying(() =>
  import('./charts/period-bar-chart').then((m) => ({ default: m.PeriodBarChart })),
);
export const RankedBarChart = lazyRetrying(() =>
  import('./charts/ranked-bar-chart').then((m) => ({ default: m.RankedBarChart })),
);
export const PeriodLinePanels = lazyRetrying(() =>
  import('./charts/period-line-panels').then((m) => ({ default: m.PeriodLinePanels })),
);
export const WinRateGauge = lazyRetrying(() =>
  import('./charts/win-rate-gauge').then((m) => ({ default: m.WinRateGauge })),
);
