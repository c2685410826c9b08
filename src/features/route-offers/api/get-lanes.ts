import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { lanesSchema } from '../schemas';
import { routeOfferKeys } from './query-keys';

const lanes = endpointRead(lanesSchema, endpoints.routes.lanes, routeOfferKeys.lanes);
export const getLanes = lanes.fetch;
export const getLanesQueryOptions = lanes.options;

export const useLanes = () => useQuery(getLanesQueryOptions());
