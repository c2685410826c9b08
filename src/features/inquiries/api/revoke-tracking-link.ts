import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { inquiryKeys } from './query-keys';

/** DELETE /inquiries/{id}/tracking-link: the link stops working for everyone who has it. Any 2xx counts. */
export const revokeTrackingLink = (id: number) =>
  apiRequest(z.unknown(), { method: 'DELETE', url: endpoints.inquiries.trackingLink(id) }).then(
    () => undefined,
  );

export const useRevokeTrackingLink = mutationHook(revokeTrackingLink, (_none, id) => [
  inquiryKeys.trackingLink(id),
  inquiryKeys.activity(id),
]);
