import { endpoints } from '@/config/endpoints';
import { sentRead } from '@/lib/filtered-read';
import { bidReportSchema } from '../schemas';
import { bidKeys } from './query-keys';

const bidReport = sentRead(bidReportSchema, endpoints.bids.report, bidKeys.report);

export const useBidReport = bidReport.use;
