import { endpoints } from '@/config/endpoints';
import { sentRead } from '@/lib/filtered-read';
import { statisticsSchema } from '../schemas';
import { statisticsKeys } from './query-keys';

const statistics = sentRead(statisticsSchema, endpoints.statistics, statisticsKeys.period);

export const useStatistics = statistics.use;
