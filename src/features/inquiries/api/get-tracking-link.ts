import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { trackingLinkSchema } from '../tracking-schemas';
import { inquiryKeys } from './query-keys';

/** GET /inquiries/{id}/tracking-link: the importer's active link to the shipment, if any. */
export const getTrackingLink = (id: number) =>
  apiRequest(trackingLinkSchema, { method: 'GET', url: endpoints.inquiries.trackingLink(id) });

export const getTrackingLinkQueryOptions = (id: number) =>
  queryOptions({ queryKey: inquiryKeys.trackingLink(id), queryFn: () => getTrackingLink(id) });

export const useTrackingLink = (id: number, enabled = true) =>
  useQuery({ ...getTrackingLinkQueryOptions(id), enabled });
