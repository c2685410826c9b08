import type { ShipmentStep } from '@/config/enums';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { inquiryDetailSchema } from '../schemas';
import { inquiryKeys } from './query-keys';

type InquiryStepUpdate = { id: number; step: ShipmentStep; done: boolean };

export const updateInquirySteps = ({ id, step, done }: InquiryStepUpdate) =>
  apiRequest(inquiryDetailSchema, {
    method: 'PUT',
    url: endpoints.inquiries.steps(id),
    data: { step, done },
  });

export const useUpdateInquirySteps = mutationHook(updateInquirySteps, [inquiryKeys.all]);
