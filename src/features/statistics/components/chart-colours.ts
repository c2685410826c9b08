import type { Status } from '@/config/enums';

// Chart fills from the app's Tailwind palette (brand blue from tailwind.config.ts, the rest Tailwind's
// own 500/600 shades). SVG fills need plain colour values, not utility classes.

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

/** Each status in the family its badge uses (components/status-badge.tsx), so the two read alike. */
export const STATUS_CHART_COLOURS: Record<Status, string> = {
  canceled: '#ef4444',
  cancelled: '#ef4444',
  active: '#2563eb',
  in_progress: '#0ea5e9',
  pending: '#f59e0b',
  approved: '#22c55e',
  awarded: '#10b981',
  rejected: '#f43f5e',
  on_hold: '#f97316',
  completed: '#14b8a6',
  under_review: '#8b5cf6',
  archived: '#94a3b8',
  delivered: '#84cc16',
  draft: '#a8a29e',
};
