import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { lanesSchema } from '../schemas';
import { routeOfferKeys } from './query-keys';

/** GET /routes/lanes: the importer's lanes, derived from its inquiries. */
export const getLanes = () => apiRequest(lanesSchema, { method: 'GET', url: endpoints.routes.lanes });

export const getLanesQueryOptions = () =>
  queryOptions({ queryKey: routeOfferKeys.lanes(), queryFn: getLanes });

export const useLanes = () => useQuery(getLanesQueryOptions());
