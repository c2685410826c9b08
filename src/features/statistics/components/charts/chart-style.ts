import type { CSSProperties } from 'react';
import { CHART_COLOURS } from '../chart-colours';

// One look for every chart: slate axes and grid, the app's card style for tooltips.

export const AXIS_TICK = { fill: CHART_COLOURS.axis, fontSize: 12 } as const;

export const TOOLTIP_STYLE: CSSProperties = {
  borderRadius: 8,
  border: '1px solid #e2e8f0',
  boxShadow: '0 1px 3px rgb(16 24 40 / 0.1)',
  fontSize: 12,
};

export const LEGEND_STYLE: CSSProperties = { fontSize: 12, paddingTop: 8 };

/** Axis numbers kept short ('1,2K', '12 mln'): the exact figures are in the tooltip and the table. */
export function compactNumber(language: string) {
  const formatter = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  return (value: number) => formatter.format(value);
}

const CATEGORY_LABEL_CHARS = 22;

/** Room for the longest category label on a horizontal bar chart, within reason on a phone. */
export const categoryAxisWidth = (labels: string[]) =>
  Math.max(64, ...labels.map((label) => Math.min(label.length, CATEGORY_LABEL_CHARS) * 7.5 + 16));

/** Long lane names end in '…' on the axis; the tooltip and the table write them in full. */
export const shortCategory = (value: unknown) => {
  const label = String(value);
  return label.length > CATEGORY_LABEL_CHARS ? `${label.slice(0, CATEGORY_LABEL_CHARS - 1)}…` : label;
};
