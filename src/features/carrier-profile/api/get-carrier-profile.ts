import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { carrierProfileAnswerSchema } from '../schemas';

/** GET /logistic/profile: the carrier's profile and whether it is complete enough to bid. */
export const getCarrierProfile = () =>
  apiRequest(carrierProfileAnswerSchema, { method: 'GET', url: endpoints.organization.carrierProfile });

export const carrierProfileQueryOptions = () =>
  queryOptions({ queryKey: ['carrier-profile'], queryFn: getCarrierProfile });

/** `enabled: false` asks nothing: a server known to lack the endpoint (lib/server-features.ts). */
export const useCarrierProfile = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...carrierProfileQueryOptions(), enabled });
