import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { billingSummarySchema } from '../schemas';
import { billingKeys } from './query-keys';

const billingSummary = endpointRead(billingSummarySchema, endpoints.billing.summary, billingKeys.summary);
export const getBillingSummary = billingSummary.fetch;
export const getBillingSummaryQueryOptions = billingSummary.options;
export const useBillingSummary = billingSummary.use;
