import { endpoints } from '@/config/endpoints';
import { sentRead } from '@/lib/filtered-read';
import { activityPageSchema } from '../schemas';
import { activityKeys } from './query-keys';

const activities = sentRead(activityPageSchema, endpoints.organization.activities, activityKeys.list);

export const useActivities = activities.use;
