import { QUERY_ROOTS } from '@/config/query-roots';
import { listKeys } from '@/lib/url-request';

export const activityKeys = listKeys(QUERY_ROOTS.activities);
