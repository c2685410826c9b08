import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { lanesSchema } from '../schemas';
import { routeOfferKeys } from './query-keys';

const lanes = endpointRead(lanesSchema, endpoints.routes.lanes, routeOfferKeys.lanes);
export const getLanes = lanes.fetch;
export const useLanes = lanes.use;
