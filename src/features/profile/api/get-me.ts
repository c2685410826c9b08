import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { meSchema } from '../schemas';
import { profileKeys } from './query-keys';

const me = endpointRead(meSchema, endpoints.me, profileKeys.me);
export const useMe = me.use;
