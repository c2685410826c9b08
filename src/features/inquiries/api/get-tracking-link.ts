import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { trackingLinkSchema } from '../tracking-schemas';
import { inquiryKeys } from './query-keys';

const trackingLink = endpointRead(
  trackingLinkSchema,
  endpoints.inquiries.trackingLink,
  inquiryKeys.trackingLink,
);
export const getTrackingLinkQueryOptions = trackingLink.options;

export const useTrackingLink = (id: number, enabled = true) =>
  useQuery({ ...getTrackingLinkQueryOptions(id), enabled });
