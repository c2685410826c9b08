import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { carrierProfileAnswerSchema } from '../schemas';
import { carrierProfileKeys } from './query-keys';

/** GET /logistic/profile: the carrier's profile and whether it is complete enough to bid. */
export const getCarrierProfile = () =>
  apiRequest(carrierProfileAnswerSchema, { method: 'GET', url: endpoints.organization.carrierProfile });

export const getCarrierProfileQueryOptions = () =>
  queryOptions({ queryKey: carrierProfileKeys.mine(), queryFn: getCarrierProfile });

/** `enabled: false` asks nothing: a server known to lack the endpoint (lib/server-features.ts). */
export const useCarrierProfile = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getCarrierProfileQueryOptions(), enabled });
