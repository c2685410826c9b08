import { normaliseStatus } from '@/components/status-badge';
import { STATUSES, type Status } from '@/config/enums';
import { isKnown } from '@/lib/lenient';

export const STATUS_GROUPS = ['open', 'awarded', 'done', 'onHold', 'draft', 'closed'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

const GROUP_OF: Record<Status, StatusGroup> = {
  active: 'open',
  pending: 'open',
  under_review: 'open',
  approved: 'awarded',
  awarded: 'awarded',
  in_progress: 'awarded',
  delivered: 'done',
  completed: 'done',
  on_hold: 'onHold',
  draft: 'draft',
  canceled: 'closed',
  cancelled: 'closed',
  rejected: 'closed',
  archived: 'closed',
};

export function statusGroupOf(status: string): StatusGroup {
  const key = normaliseStatus(status);
  return isKnown(STATUSES, key) ? GROUP_OF[key] : 'closed';
}

/** One colour per group, from the palette the status badges use (components/status-badge.tsx). */
export const STATUS_GROUP_COLOURS: Record<StatusGroup, string> = {
  open: '#2563eb', // brand blue, like 'active'
  awarded: '#8b5cf6', // violet
  done: '#16a34a', // green, like 'approved'
  onHold: '#d97706', // amber
  draft: '#94a3b8', // slate, like 'archived'
  closed: '#dc2626', // red, like 'canceled'
};

/** A period's counts by status summed into the groups; every group is present, 0 when empty. */
export function countsByGroup(counts: Readonly<Record<string, number>>): Record<StatusGroup, number> {
  const sums = Object.fromEntries(STATUS_GROUPS.map((group) => [group, 0])) as Record<StatusGroup, number>;
  for (const [status, count] of Object.entries(counts)) sums[statusGroupOf(status)] += count;
  return sums;
}
