import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { inquiryDetailSchema, type InquiryDraftInput } from '../schemas';

/** POST /inquiries `{ step, values }`: the importer's first save makes a draft (status `draft`). */
export const createInquiry = (draft: InquiryDraftInput) =>
  apiRequest(inquiryDetailSchema, { method: 'POST', url: endpoints.inquiries.list, data: draft });
