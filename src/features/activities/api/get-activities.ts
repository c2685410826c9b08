import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import type { ListParams } from '@/lib/page';
import { activityPageSchema } from '../schemas';
import { activityKeys } from './query-keys';

const activities = filteredRead(
  activityPageSchema,
  endpoints.organization.activities,
  (params: ListParams) => params,
  activityKeys.list,
);

export const useActivities = activities.use;
