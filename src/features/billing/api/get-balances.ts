import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { balancesSchema } from '../schemas';
import { billingKeys } from './query-keys';

const balances = endpointRead(balancesSchema, endpoints.billing.balances, billingKeys.balances);
export const useBalances = balances.use;
