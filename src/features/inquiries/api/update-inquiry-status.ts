import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { inquiryDetailSchema, type StatusUpdate } from '../schemas';
import { inquiryKeys } from './query-keys';

type InquiryStatusUpdate = { id: number; update: StatusUpdate };

export const updateInquiryStatus = ({ id, update }: InquiryStatusUpdate) =>
  apiRequest(inquiryDetailSchema, { method: 'PUT', url: endpoints.inquiries.status(id), data: update });

export const useUpdateInquiryStatus = mutationHook(updateInquiryStatus, [inquiryKeys.all]);
