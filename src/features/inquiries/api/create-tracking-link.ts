import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { trackingLinkSchema } from '../tracking-schemas';
import { inquiryKeys } from './query-keys';

/** POST /inquiries/{id}/tracking-link: a new link to the shipment; one made before stops working. */
export const createTrackingLink = (id: number) =>
  apiRequest(trackingLinkSchema, { method: 'POST', url: endpoints.inquiries.trackingLink(id) });

export const useCreateTrackingLink = mutationHook(createTrackingLink, (_link, id) => [
  inquiryKeys.trackingLink(id),
  inquiryKeys.activity(id),
]);
