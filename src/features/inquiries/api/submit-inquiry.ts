import { endpoints } from '@/config/endpoints';
import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { inquiryDetailSchema, type InquiryInput } from '../schemas';
import { inquiryKeys } from './query-keys';

type InquirySubmission = { id: number; input: InquiryInput };

export const submitInquiry = ({ id, input }: InquirySubmission) =>
  apiRequest(inquiryDetailSchema, { method: 'POST', url: endpoints.inquiries.submit(id), data: input });

/** Home's figures count the importer's inquiries by status, so they change too. */
export const useSubmitInquiry = mutationHook(submitInquiry, [
  inquiryKeys.all,
  rootKey(QUERY_ROOTS.dashboard),
]);
