import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import {
  inquiryDetailSchema,
  type InquiryDetail,
  type InquiryDraftInput,
  type InquiryInput,
} from '../schemas';
import { inquiryKeys } from './query-keys';

type InquiryUpdate = { id: number; input: InquiryInput };

export const updateInquiry = ({ id, input }: { id: number; input: InquiryInput | InquiryDraftInput }) =>
  apiRequest(inquiryDetailSchema, { method: 'PUT', url: endpoints.inquiries.one(id), data: input });

/** The admin's edit: lists, details and activity all show the change. */
export const useUpdateInquiry = (options: MutationCallerOptions<InquiryDetail, InquiryUpdate> = {}) =>
  useAppMutation({ ...options, mutationFn: updateInquiry, invalidates: [inquiryKeys.all] });
