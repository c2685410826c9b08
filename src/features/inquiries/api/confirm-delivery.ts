import { endpoints } from '@/config/endpoints';
import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { inquiryDetailSchema } from '../schemas';
import { inquiryKeys } from './query-keys';

export const confirmDelivery = (id: number) =>
  apiRequest(inquiryDetailSchema, { method: 'POST', url: endpoints.inquiries.confirmDelivery(id) });

/** The accepted bid is completed with it. */
export const useConfirmDelivery = mutationHook(confirmDelivery, [inquiryKeys.all, rootKey(QUERY_ROOTS.bids)]);
