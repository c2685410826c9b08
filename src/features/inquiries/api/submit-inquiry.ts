import { endpoints } from '@/config/endpoints';
import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import { inquiryDetailSchema, type InquiryDetail, type InquiryInput } from '../schemas';
import { inquiryKeys } from './query-keys';

type InquirySubmission = { id: number; input: InquiryInput };

/** POST /inquiries/{id}/submit: the whole inquiry, validated; the draft goes out to the carriers. */
export const submitInquiry = ({ id, input }: InquirySubmission) =>
  apiRequest(inquiryDetailSchema, { method: 'POST', url: endpoints.inquiries.submit(id), data: input });

/** Home's figures count the importer's inquiries by status, so they change too. */
export const useSubmitInquiry = (options: MutationCallerOptions<InquiryDetail, InquirySubmission> = {}) =>
  useAppMutation({
    ...options,
    mutationFn: submitInquiry,
    invalidates: [inquiryKeys.all, rootKey(QUERY_ROOTS.dashboard)],
  });
