import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { listParams } from '@/lib/page';
import { activityPageSchema, type ActivityQuery } from '../schemas';
import { activityKeys } from './query-keys';

/** GET /organization/activities: the organisation's timeline, newest first; page zero-based on the wire. */
const activities = filteredRead(
  activityPageSchema,
  endpoints.organization.activities,
  activityKeys.list,
  ({ page, size, ...filters }: ActivityQuery) => listParams(page, size, filters),
);

export const useActivities = (query: ActivityQuery) => useQuery(activities.options(query));
