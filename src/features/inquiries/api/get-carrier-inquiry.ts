import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { inquiryDetailSchema } from '../schemas';
import { inquiryKeys } from './query-keys';

const carrierInquiry = endpointRead(inquiryDetailSchema, endpoints.bids.inquiry, (id: number) =>
  inquiryKeys.detail(id, 'carrier'),
);
export const getCarrierInquiry = carrierInquiry.fetch;
export const getCarrierInquiryQueryOptions = carrierInquiry.options;
