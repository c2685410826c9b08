export const CHART_COLOURS = {
  brand: '#2563eb',
  brandDark: '#1e40af',
  green: '#16a34a',
  amber: '#d97706',
  red: '#dc2626',
  slate: '#64748b',
  grid: '#e2e8f0',
  axis: '#64748b',
} as const;

/** The text shade of each fill, for a figure that counts what a series draws (a headline above its chart). */
export const TEXT_SHADES: Partial<Record<string, string>> = {
  [CHART_COLOURS.brand]: 'text-brand-700',
  [CHART_COLOURS.green]: 'text-green-700',
  [CHART_COLOURS.amber]: 'text-amber-700',
  [CHART_COLOURS.red]: 'text-red-700',
};
