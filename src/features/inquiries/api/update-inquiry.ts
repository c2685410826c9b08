import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { inquiryDetailSchema, type InquiryDraftInput, type InquiryInput } from '../schemas';
import { inquiryKeys } from './query-keys';

export const updateInquiry = ({ id, input }: { id: number; input: InquiryInput | InquiryDraftInput }) =>
  apiRequest(inquiryDetailSchema, { method: 'PUT', url: endpoints.inquiries.one(id), data: input });

/** The admin's edit: lists, details and activity all show the change. */
export const useUpdateInquiry = mutationHook(updateInquiry, [inquiryKeys.all]);
