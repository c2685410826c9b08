import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { carrierProfileAnswerSchema } from '../schemas';
import { carrierProfileKeys } from './query-keys';

const carrierProfile = endpointRead(
  carrierProfileAnswerSchema,
  endpoints.organization.carrierProfile,
  carrierProfileKeys.mine,
);
export const getCarrierProfileQueryOptions = carrierProfile.options;

/** `enabled: false` asks nothing: a server known to lack the endpoint (lib/server-features.ts). */
export const useCarrierProfile = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getCarrierProfileQueryOptions(), enabled });
